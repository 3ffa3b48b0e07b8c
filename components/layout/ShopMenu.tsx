import { ShopLink } from '@/components/ui/ShopLink';
import type { AttributeValue, Category } from '@/lib/types/catalog';
import styles from './ShopMenu.module.scss';

/** Fixed bundle offers (spec: Header), each a collection. */
const BUNDLE_OFFERS = [
  { label: 'Best Offer', slug: 'cherie' },
  { label: 'Winter Offer', slug: 'cupid-s-choice' },
];

interface Group {
  title: string;
  links: { label: string; href: string }[];
  viewAll: string;
  /** short labels (sizes) sit side by side as chips */
  chips?: boolean;
}

/** The Shop mega menu: by collection, by size, by bundle offer, each with a view-all link. */
export function ShopMenu({ categories, sizes }: { categories: Category[]; sizes: AttributeValue[] }) {
  const groups: Group[] = [
    {
      title: 'Shop by collection',
      links: categories.map((c) => ({ label: c.title_en, href: `/shop?category=${encodeURIComponent(c.slug)}` })),
      viewAll: 'View all collections',
    },
    {
      title: 'Shop by size',
      links: sizes.map((s) => ({ label: s.title, href: `/shop?size=${s.id}` })),
      viewAll: 'View all sizes',
      chips: true,
    },
    {
      title: 'Shop by bundle offers',
      links: BUNDLE_OFFERS.map((b) => ({ label: b.label, href: `/shop?category=${b.slug}` })),
      viewAll: 'View all offers',
    },
  ];
  return (
    <div className={styles.menu}>
      {groups.map((group) => (
        <section key={group.title} className={styles.group} aria-label={group.title}>
          <p className={styles.title}>{group.title}</p>
          <ul className={group.chips ? styles.chips : styles.links}>
            {group.links.map((link) => (
              <li key={link.href}>
                <ShopLink href={link.href}>{link.label}</ShopLink>
              </li>
            ))}
          </ul>
          <ShopLink href="/shop" className={styles.viewAll}>
            {group.viewAll}
          </ShopLink>
        </section>
      ))}
    </div>
  );
}
