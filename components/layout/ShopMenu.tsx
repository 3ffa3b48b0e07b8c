import { ShopLink } from '@/components/ui/ShopLink';
import type { BundleSummary } from '@/lib/types/bundle';
import type { AttributeValue, Category } from '@/lib/types/catalog';
import styles from './ShopMenu.module.scss';

interface Group {
  title: string;
  links: { label: string; href: string }[];
  viewAll: string;
  /** where the view-all link leads (the whole shop unless said) */
  viewAllHref?: string;
  /** short labels (sizes) sit side by side as chips */
  chips?: boolean;
}

interface Props {
  categories: Category[];
  sizes: AttributeValue[];
  /** the bundles on offer: the bundle offers lead to them (beside the spec's fixed collection links), none without */
  bundles: Pick<BundleSummary, 'slug' | 'title'>[];
}

/** The Shop mega menu: by collection, by size, by bundle offer, each with a view-all link. */
export function ShopMenu({ categories, sizes, bundles }: Props) {
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
  ];
  if (bundles.length)
    groups.push({
      title: 'Shop by bundle offers',
      links: bundles.map((b) => ({ label: b.title, href: `/bundles/${b.slug}` })),
      viewAll: 'View all offers',
      viewAllHref: '/bundles',
    });
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
          <ShopLink href={group.viewAllHref ?? '/shop'} className={styles.viewAll}>
            {group.viewAll}
          </ShopLink>
        </section>
      ))}
    </div>
  );
}
