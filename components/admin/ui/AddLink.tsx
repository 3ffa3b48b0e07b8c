import Link from 'next/link';
import type { ReactNode } from 'react';
import actions from './Actions.module.scss';

/** The link to a new record beside a desk page's or panel's title ("Add a coupon"). */
export function AddLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} className={actions.secondary}>
      {children}
    </Link>
  );
}
