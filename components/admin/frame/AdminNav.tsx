'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import styles from './AdminFrame.module.scss';

/** The back office's menu; the section of the current page is marked. */
export function AdminNav({ links }: { links: { href: string; label: string }[] }) {
  const path = usePathname();
  const current = (href: string) => (href === '/admin' ? path === href : path.startsWith(href));
  return (
    <nav aria-label="Back office" className={styles.nav}>
      {links.map(({ href, label }) => (
        <Link key={href} href={href} aria-current={current(href) ? 'page' : undefined}>
          {label}
        </Link>
      ))}
    </nav>
  );
}
