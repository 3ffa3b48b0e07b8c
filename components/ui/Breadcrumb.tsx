import { ShopLink } from '@/components/ui/ShopLink';
import { JsonLd } from '@/components/seo/JsonLd';
import { breadcrumbJsonLd } from '@/lib/server/json-ld';
import styles from './Breadcrumb.module.scss';

export interface BreadcrumbItem {
  label?: string;
  url?: string;
}

/**
 * An optional 'home' link, then the items: one with a url is a link, one with only a label is text,
 * one with neither shows nothing (spec: Breadcrumb). Search engines read the same trail as a BreadcrumbList.
 */
export function Breadcrumb({ items, home = true }: { items: BreadcrumbItem[]; home?: boolean }) {
  const shown = items.filter((item) => item.label);
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumb}>
      <ol>
        {home && (
          <li>
            <ShopLink href="/">home</ShopLink>
          </li>
        )}
        {shown.map((item, index) => (
          <li key={`${item.label}-${index}`}>
            {item.url ? (
              <ShopLink href={item.url}>{item.label}</ShopLink>
            ) : (
              <span aria-current={index === shown.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
      <JsonLd data={breadcrumbJsonLd(shown)} />
    </nav>
  );
}
