'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './SiteHeader.module.scss';

/** Scroll movements smaller than this leave the header as it is (spec section 9). */
const SCROLL_THRESHOLD = 5;

/** The sticky header: it slides away while the page scrolls down and comes back when it scrolls up. */
export function HeaderBar({ children }: { children: ReactNode }) {
  const [hidden, setHidden] = useState(false);
  const header = useRef<HTMLElement>(null);

  useEffect(() => {
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - lastY) <= SCROLL_THRESHOLD) return;
      setHidden(y > lastY && y > (header.current?.offsetHeight ?? 0));
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  return (
    // Keyboard focus inside brings it back.
    <header ref={header} className={styles.header} data-hidden={hidden || undefined} onFocus={() => setHidden(false)}>
      {children}
    </header>
  );
}
