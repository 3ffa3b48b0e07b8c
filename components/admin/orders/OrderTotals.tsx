import { formatPrice } from '@/lib/format';
import type { DeskOrder } from '@/lib/types/order-desk';
import styles from './OrderTotals.module.scss';

/** The order's money as stored when it was placed; the total is what the courier collects in cash. */
export function OrderTotals({ order }: { order: DeskOrder }) {
  return (
    <dl className={styles.totals}>
      <dt>Subtotal</dt>
      <dd>{formatPrice(order.subtotal)}</dd>
      <dt>Delivery charge</dt>
      <dd>{formatPrice(order.charge)}</dd>
      {order.discount > order.staff_discount && (
        <>
          <dt>
            {order.promo_code ? `Promo code ${order.promo_code}` : order.exchange_of ? 'Exchange: pieces covered' : 'Discount'}
          </dt>
          <dd>− {formatPrice(order.discount - order.staff_discount)}</dd>
        </>
      )}
      {order.staff_discount > 0 && (
        <>
          <dt>Discount</dt>
          <dd>− {formatPrice(order.staff_discount)}</dd>
        </>
      )}
      <dt>Total</dt>
      <dd>{formatPrice(order.total)}</dd>
    </dl>
  );
}
