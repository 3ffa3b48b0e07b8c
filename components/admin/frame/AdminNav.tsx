'use client';
import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useRef, useState, type KeyboardEvent } from 'react';
import styles from './AdminFrame.module.scss';

const MENU_ID = 'desk-menu';

/**
 * The back office's menu; the section of the current page is marked. Below the large breakpoint it folds behind a
 * Menu button beside the page's name, so that a phone's first screen shows the page rather than eleven links.
 */
export function AdminNav({ links }: { links: { href: string; label: string }[] }) {
  const path = usePathname();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const current = (href: string) => (href === '/admin' ? path === href : path.startsWith(href));
  const here = links.find(({ href }) => current(href))?.label;

  // Escape closes the menu and gives the focus back to its button, as a disclosure does.
  function closeOnEscape(event: KeyboardEvent<HTMLElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <nav aria-label="Back office" className={styles.nav} onKeyDown={closeOnEscape}>
      {here && (
        <span className={styles.here} aria-hidden>
          {here}
        </span>
      )}
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={MENU_ID}
        onClick={() => setOpen(!open)}
      >
        Menu
      </button>
      <div id={MENU_ID} className={styles.links} data-open={open}>
        {links.map(({ href, label }) => (
          <Link
            key={href}
            href={href}
            aria-current={current(href) ? 'page' : undefined}
            // Following a link closes the menu: the next page opens on its content, not on the list.
            onClick={() => setOpen(false)}
          >
            {label}
          </Link>
        ))}
      </div>
    </nav>
  );
}
