import { ShopLink } from '@/components/ui/ShopLink';
import type { Company, StoreSettings } from '@/lib/types/content';
import { SocialLinks } from './SocialLinks';
import styles from './SiteFooter.module.scss';

const GROUPS = [
  {
    title: 'Customer Services',
    links: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'FAQ', href: '/faq' },
      { label: 'Returns and Refunds', href: '/returns-and-refunds' },
      { label: 'Shipping & Delivery policy', href: '/shipping-and-policy' },
      { label: 'Payment and pricing', href: '/payment-and-pricing' },
    ],
  },
  {
    title: 'About',
    links: [
      { label: 'Terms', href: '/terms-and-conditions' },
      { label: 'Privacy', href: '/privacy-and-policy' },
      { label: 'About Us', href: '/about-us' },
      { label: 'Blog', href: '/blog' },
    ],
  },
];

/** The footer's id: the shop's first paint waits until it is parsed (ShopChrome). */
export const FOOTER_ID = 'site-footer';

/** The store and how to reach it, the service and about links, the currency and the copyright. */
export function SiteFooter({ store, company }: { store: StoreSettings; company: Company }) {
  return (
    <footer id={FOOTER_ID} className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.store}>
          <p className={styles.name}>{store.store_en}</p>
          <address>
            <p>{company.address}</p>
            <a href={`mailto:${company.email}`}>{company.email}</a>
            <a href={`tel:${company.phone}`}>{company.phone}</a>
          </address>
          <SocialLinks social={store.social} />
        </div>
        {GROUPS.map((group) => (
          <nav key={group.title} aria-label={group.title} className={styles.group}>
            <h2>{group.title}</h2>
            <ul>
              {group.links.map((link) => (
                <li key={link.href}>
                  <ShopLink href={link.href}>{link.label}</ShopLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={styles.bottom}>
        <p>
          © {new Date().getFullYear()} {store.store_en}. All rights reserved.
        </p>
        <label className={styles.currency}>
          Currency
          <select name="currency" defaultValue={store.currency}>
            <option value={store.currency}>{store.currency}</option>
          </select>
        </label>
      </div>
    </footer>
  );
}
