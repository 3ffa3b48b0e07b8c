import Link from 'next/link';
import type { ReactNode } from 'react';
import { can, type Area } from '@/lib/desk/permissions';
import type { StaffMember } from '@/lib/types/staff';
import { AdminNav } from './AdminNav';
import { SignOutButton } from './SignOutButton';
import styles from './AdminFrame.module.scss';

/** The desk's pages and the area each needs (the page checks it too: staffPage answers 403 without it). */
const MENU: { href: string; label: string; area?: Area }[] = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders', area: 'orders' },
  { href: '/admin/customers', label: 'Customers', area: 'customers' },
  { href: '/admin/reports', label: 'Reports', area: 'revenue' },
  { href: '/admin/products', label: 'Products', area: 'catalogue' },
  { href: '/admin/stock', label: 'Stock', area: 'catalogue' },
  { href: '/admin/coupons', label: 'Coupons', area: 'coupons' },
  { href: '/admin/content', label: 'Content', area: 'content' },
  { href: '/admin/attributes', label: 'Attributes', area: 'catalogue' },
  { href: '/admin/reviews', label: 'Reviews', area: 'content' },
  { href: '/admin/couriers', label: 'Couriers', area: 'couriers' },
  { href: '/admin/payments', label: 'Payments', area: 'couriers' },
  { href: '/admin/staff', label: 'Staff', area: 'staff' },
  { href: '/admin/settings', label: 'Settings', area: 'settings' },
  { href: '/admin/history', label: 'History', area: 'settings' },
  { href: '/admin/outbox', label: 'Outbox', area: 'settings' },
];

/** The bar of every back-office page (left out when printing): the shop, the menu, who is signed in. */
export function AdminFrame({ shopName, member, children }: { shopName: string; member: StaffMember; children: ReactNode }) {
  const links = MENU.filter(({ area }) => !area || can(member, area));
  return (
    <>
      <header className={styles.bar}>
        <Link href="/admin" className={styles.shop}>
          {shopName}
        </Link>
        <AdminNav links={links} />
        <div className={styles.who}>
          <Link href="/admin/account" title="Your account">
            {member.name} <small>({member.role})</small>
          </Link>
          <SignOutButton />
        </div>
      </header>
      <main className={styles.main}>{children}</main>
    </>
  );
}
