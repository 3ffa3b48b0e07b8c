import Link from 'next/link';
import type { ReactNode } from 'react';
import type { StaffMember } from '@/lib/types/staff';
import { AdminNav } from './AdminNav';
import { SignOutButton } from './SignOutButton';
import styles from './AdminFrame.module.scss';

/** The bar of every back-office page (left out when printing): the shop, the menu, who is signed in. */
export function AdminFrame({ shopName, member, children }: { shopName: string; member: StaffMember; children: ReactNode }) {
  const links = [
    { href: '/admin', label: 'Dashboard' },
    { href: '/admin/orders', label: 'Orders' },
    { href: '/admin/customers', label: 'Customers' },
    { href: '/admin/products', label: 'Products' },
    { href: '/admin/stock', label: 'Stock' },
    { href: '/admin/coupons', label: 'Coupons' },
    { href: '/admin/content', label: 'Content' },
    ...(member.role === 'owner'
      ? [
          { href: '/admin/attributes', label: 'Attributes' },
          { href: '/admin/reviews', label: 'Reviews' },
          { href: '/admin/couriers', label: 'Couriers' },
          { href: '/admin/staff', label: 'Staff' },
          { href: '/admin/settings', label: 'Settings' },
          { href: '/admin/history', label: 'History' },
          { href: '/admin/outbox', label: 'Outbox' },
        ]
      : []),
  ];
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
