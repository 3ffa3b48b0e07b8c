'use client';

import Link from 'next/link';
import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { Pending } from '@/components/ui/Pending';
import styles from './AccountArea.module.scss';

const TABS = [
  { href: '/user/my-account', label: 'Manage Account' },
  { href: '/user/my-order', label: 'My Order' },
  { href: '/user/my-wishlist', label: 'My Wishlist' },
];

/** The account area's frame: visitors go to /signin; customers see their e-mail, the tabs and the page. */
export function AccountArea({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();
  const rehydrated = useRehydrated();
  const { auth, user } = useAppSelector(selectSession);
  const signedIn = auth && user !== null;

  useEffect(() => {
    if (rehydrated && !signedIn) router.replace('/signin');
  }, [rehydrated, signedIn, router]);

  if (!rehydrated || !user) return <Pending label="Loading your account" />;
  const current = pathname === '/user' ? '/user/my-account' : pathname;
  return (
    <>
      <p className={styles.email}>{user.email}</p>
      <nav aria-label="Your account" className={styles.tabs}>
        {TABS.map(({ href, label }) => (
          <Link key={href} href={href} className={styles.tab} aria-current={current === href ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      <div className={styles.body}>{children}</div>
    </>
  );
}
