import Link from 'next/link';
import { MediaImage } from '@/components/ui/MediaImage';
import type { ProductSummary } from '@/lib/types/catalog';
import { Price } from './Price';
import styles from './RelatedProducts.module.scss';

/**
 * "Complete the look": products that go with this one, as plain links (picture, title, price): no quick add, so
 * the product page loads no card code. A row that swipes on a phone, a grid of four across on a laptop.
 */
export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  if (!products.length) return null;
  return (
    <section className={styles.related} aria-labelledby="complete-the-look">
      <h2 id="complete-the-look">Complete the look</h2>
      <ul className={styles.list}>
        {products.map((product) => (
          <li key={product.id}>
            <Link href={`/product/${product.slug}`} className={styles.link}>
              <MediaImage
                file={product.image}
                alt=""
                width={400}
                height={500}
                sizes="(min-width: 992px) 22vw, 42vw"
                className={styles.image}
              />
              <span className={styles.title}>{product.title_en}</span>
            </Link>
            <Price product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
