import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import type { ViewedProduct } from '@/lib/browser/recently-viewed';
import type { ProductSummary } from '@/lib/types/catalog';
import { Price } from './Price';
import styles from './ProductRow.module.scss';

/** A product a row shows: its picture and title, and its price when the row knows it. */
type RowProduct = ViewedProduct | ProductSummary;

/**
 * A titled row of products as plain links (picture, title, price): no quick add, so the product page loads no card
 * code. It swipes on a phone and is a grid of four across on a laptop. Nothing when there are none.
 */
export function ProductRow({ title, id, products }: { title: string; id: string; products: RowProduct[] }) {
  if (!products.length) return null;
  return (
    <section className={styles.row} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.slug}>
            <ShopLink href={`/product/${product.slug}`} className={styles.link}>
              <MediaImage
                file={product.image}
                alt=""
                width={400}
                height={500}
                sizes="(min-width: 992px) 22vw, 42vw"
                className={styles.image}
              />
              <span className={styles.title}>{product.title_en}</span>
            </ShopLink>
            {'price' in product && <Price product={product} />}
          </li>
        ))}
      </ul>
    </section>
  );
}
