'use client';

import { QuantityControl } from '@/components/cart/QuantityControl';
import { isSoldOut, SOLD_OUT } from '@/lib/stock';
import type { ProductSummary } from '@/lib/types/catalog';
import { AttributePicker } from './AttributePicker';
import { useProductPick } from './useProductPick';
import styles from './CardPurchase.module.scss';

/** The card's quick add: size and colour choices, then Add to cart, or the line's quantity once added. */
export function CardPurchase({ product }: { product: ProductSummary }) {
  const { cart, line, pick, choose } = useProductPick(product);
  return (
    <div className={styles.purchase}>
      <AttributePicker product={product} pick={pick} onChoose={choose} compact />
      <div className={styles.action}>
        {isSoldOut(product.stock) ? (
          <p className={styles.soldOut}>{SOLD_OUT}</p>
        ) : line ? (
          <QuantityControl
            count={line.count}
            label={product.title_en}
            onDecrement={() => cart.decrement(line)}
            onIncrement={() => cart.increment(line)}
          />
        ) : (
          <button
            type="button"
            className={styles.add}
            onClick={() => cart.add(product, { pick, variant: 'card' })}
            aria-label={`Add ${product.title_en} to cart`}
          >
            Add to cart
          </button>
        )}
      </div>
    </div>
  );
}
