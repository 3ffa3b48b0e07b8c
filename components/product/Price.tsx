import type { ReactNode } from 'react';
import { formatPrice } from '@/lib/format';
import { effectivePrice, listPrice, percentOff } from '@/lib/pricing';
import type { ProductSummary } from '@/lib/types/catalog';
import styles from './Price.module.scss';

/**
 * Selling price, the list price struck through when higher, and the offer's percentage off; `children` (a note on
 * the price, MinimumNote) on a line of its own under them, inside the price's own row of a card.
 */
export function Price({
  product,
  children,
}: {
  product: Pick<ProductSummary, 'price' | 'mrp' | 'spacial_price'>;
  children?: ReactNode;
}) {
  const price = effectivePrice(product);
  const list = listPrice(product);
  return (
    <p className={styles.price}>
      <span className={styles.selling}>{formatPrice(price)}</span>
      {list > price && (
        <span className={styles.was}>
          <s className={styles.list}>
            <span className={styles.hidden}>List price </span>
            {formatPrice(list)}
          </s>
          <span className={styles.off}>-{percentOff(product)}%</span>
        </span>
      )}
      {children}
    </p>
  );
}
