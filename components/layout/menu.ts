import type { MenuKey } from '@/lib/types/content';

export interface MenuLink {
  key: MenuKey;
  label: string;
  href: string;
}

/** The header's menu in its order; the store's `menu_show` says which items appear. */
const MENU: MenuLink[] = [
  { key: 'home', label: 'Home', href: '/' },
  { key: 'shop', label: 'Shop', href: '/shop' },
  { key: 'clearance-sale', label: 'Clearance Sale', href: '/clearance-sale' },
  { key: 'about-us', label: 'About Us', href: '/about-us' },
  { key: 'contact-us', label: 'Contact', href: '/contact' },
];

export function shownMenu(menuShow: MenuKey[]): MenuLink[] {
  return MENU.filter((item) => menuShow.includes(item.key));
}
