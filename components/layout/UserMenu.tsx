'use client';

import { useEffect, useRef, useState } from 'react';
import { useSignOut } from '@/components/auth/useSignOut';
import { ShopLink } from '@/components/ui/ShopLink';
import { useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { ACCOUNT_LINKS } from '@/lib/account-pages';
import { MENU_SIGNED_OUT } from '@/lib/menu-signed-out';
import styles from './UserMenu.module.scss';

const userIcon = (
  <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
    <circle cx="12" cy="8" r="3.8" fill="none" stroke="currentColor" strokeWidth="1.6" />
    <path
      d="M4.5 20c.8-3.8 3.8-6 7.5-6s6.7 2.2 7.5 6"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
    />
  </svg>
);

/** The user icon: to /signin when signed out; the account menu when signed in. */
export function UserMenu() {
  const { auth } = useAppSelector(selectSession);
  const endSession = useSignOut();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!auth) {
    return (
      <ShopLink href="/signin" className={styles.icon} aria-label="Sign in">
        {userIcon}
      </ShopLink>
    );
  }

  const signOut = () => {
    setOpen(false);
    void endSession(MENU_SIGNED_OUT);
  };

  return (
    <div ref={root} className={styles.menu}>
      <button
        ref={button}
        type="button"
        className={styles.icon}
        aria-label="Account"
        aria-expanded={open}
        aria-controls="account-menu"
        onClick={() => setOpen(!open)}
      >
        {userIcon}
      </button>
      <ul id="account-menu" className={styles.list} hidden={!open}>
        {ACCOUNT_LINKS.map((link) => (
          <li key={link.href}>
            <ShopLink href={link.href} onClick={() => setOpen(false)}>
              {link.menu}
            </ShopLink>
          </li>
        ))}
        <li>
          <button type="button" onClick={signOut}>
            Sign Out
          </button>
        </li>
      </ul>
    </div>
  );
}
