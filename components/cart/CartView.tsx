'use client';

import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { lineKey, lineShortage } from '@/lib/cart';
import { CartLineRow } from './CartLineRow';
import { CartUnknown } from './CartUnknown';
import { EmptyCart } from './EmptyCart';
import { OrderSummary } from './OrderSummary';
import { useCartStock } from './useCartStock';
import styles from './CartView.module.scss';

/**
 * /cart: the lines, the summary with the promo form, or the empty state once the cart is known. A line of which
 * too few pieces are left now is flagged, before checkout would refuse it.
 */
export function CartView() {
  const rehydrated = useRehydrated();
  const lines = useAppSelector(selectCartLines);
  const stock = useCartStock(lines);
  if (!rehydrated) return <CartUnknown />;
  if (!lines.length) return <EmptyCart />;
  return (
    <div className={styles.layout}>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <CartLineRow key={lineKey(line)} line={line} shortage={stock && lineShortage(stock, line)} />
        ))}
      </ul>
      <OrderSummary />
    </div>
  );
}
