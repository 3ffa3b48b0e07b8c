'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, type ReactNode } from 'react';
import { ShopLink } from '@/components/ui/ShopLink';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { Pending } from '@/components/ui/Pending';
import { ACCOUNT_LINKS, ACCOUNT_PATHS } from '@/lib/account-pages';
import { displayPhone } from '@/lib/phone';
import styles from './AccountArea.module.scss';

/** The account area's frame: visitors go to /signin; customers see their e-mail (or, without one, their phone), the tabs and the page. */
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
  const current = pathname === '/user' ? ACCOUNT_PATHS.account : pathname;
  return (
    <>
      <p className={styles.email}>{user.email ?? (user.phone && displayPhone(user.phone))}</p>
      <nav aria-label="Your account" className={styles.tabs}>
        {ACCOUNT_LINKS.map(({ href, tab: label }) => (
          <ShopLink key={href} href={href} className={styles.tab} aria-current={current === href ? 'page' : undefined}>
            {label}
          </ShopLink>
        ))}
      </nav>
      <div className={styles.body}>{children}</div>
    </>
  );
}
