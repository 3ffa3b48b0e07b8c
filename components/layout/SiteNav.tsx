'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { ShopLink } from '@/components/ui/ShopLink';
import type { MenuLink } from './menu';
import styles from './SiteNav.module.scss';

interface Props {
  /** the logo: between the drawer toggle and the menu, so the tab order follows the eye at every width */
  brand: ReactNode;
  items: MenuLink[];
  /** the Shop mega menu's content (rendered on the server) */
  shopMenu: ReactNode;
}

/**
 * The main menu: inline from 1200 px, a drawer with a backdrop below. The Shop item opens its mega menu on
 * hover or with its own button. Escape, a chosen link or a new path closes what is open.
 */
export function SiteNav({ brand, items, shopMenu }: Props) {
  const pathname = usePathname();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The mega menu opens while a mouse rests on Shop, and stays open ('pinned') once its button is pressed.
  const [shop, setShop] = useState<'closed' | 'hover' | 'pinned'>('closed');
  const shopOpen = shop !== 'closed';
  const [shownPath, setShownPath] = useState(pathname);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = useRef<HTMLButtonElement>(null);

  if (pathname !== shownPath) {
    setShownPath(pathname);
    setDrawerOpen(false);
    setShop('closed');
  }

  useEffect(() => {
    if (!drawerOpen && !shopOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (drawerOpen) toggle.current?.focus();
      setDrawerOpen(false);
      setShop('closed');
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [drawerOpen, shopOpen]);

  useEffect(() => {
    if (!drawerOpen) return;
    close.current?.focus();
    const page = document.documentElement.style;
    page.overflow = 'hidden';
    return () => {
      page.overflow = '';
    };
  }, [drawerOpen]);

  const closeAll = () => {
    setDrawerOpen(false);
    setShop('closed');
  };
  const onLinkClick = (event: MouseEvent) => {
    if ((event.target as Element).closest('a')) closeAll();
  };
  const hover = (entering: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    setShop((state) => (entering && state === 'closed' ? 'hover' : !entering && state === 'hover' ? 'closed' : state));
  };
  const link = (item: MenuLink) => (
    <ShopLink href={item.href} aria-current={pathname === item.href ? 'page' : undefined}>
      {item.label}
    </ShopLink>
  );
  const onShopBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setShop('closed');
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={drawerOpen}
        aria-controls="site-nav"
        aria-label="Menu"
        onClick={() => setDrawerOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
        </svg>
      </button>
      {brand}
      {drawerOpen && <div className={styles.backdrop} data-testid="nav-backdrop" onClick={closeAll} />}
      <nav id="site-nav" aria-label="Main" className={styles.nav} data-open={drawerOpen || undefined} onClick={onLinkClick}>
        <button ref={close} type="button" className={styles.close} aria-label="Close menu" onClick={closeAll}>
          <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
            <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
          </svg>
        </button>
        <ul className={styles.items}>
          {items.map((item) =>
            item.key === 'shop' ? (
              <li
                key={item.key}
                className={styles.shop}
                onPointerEnter={hover(true)}
                onPointerLeave={hover(false)}
                onBlur={onShopBlur}
              >
                {link(item)}
                <button
                  type="button"
                  className={styles.expand}
                  aria-expanded={shopOpen}
                  aria-controls="shop-menu"
                  aria-label="Shop menu"
                  onClick={() => setShop(shop === 'pinned' ? 'closed' : 'pinned')}
                >
                  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
                    <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" />
                  </svg>
                </button>
                <div id="shop-menu" className={styles.shopMenu} hidden={!shopOpen}>
                  {shopMenu}
                </div>
              </li>
            ) : (
              <li key={item.key}>{link(item)}</li>
            ),
          )}
        </ul>
      </nav>
    </>
  );
}
