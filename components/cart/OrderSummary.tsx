'use client';

import { ShopLink } from '@/components/ui/ShopLink';
import { chargesSuburbs, checkoutTotal, parcelWeightKg, shippingCharge, shippingProgress, type DeliveryArea } from '@/lib/cart';
import { formatPrice } from '@/lib/format';
import { selectAppInfo } from '@/store/app';
import { selectCartLines, selectCartSummary } from '@/store/cart';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { promoActions, selectVoucher } from '@/store/promo';
import { PromoForm } from './PromoForm';
import styles from './OrderSummary.module.scss';

export function OrderSummary() {
  const dispatch = useAppDispatch();
  const summary = useAppSelector(selectCartSummary);
  const lines = useAppSelector(selectCartLines);
  const voucher = useAppSelector(selectVoucher);
  const settings = useAppSelector(selectAppInfo)?.store;
  const discount = voucher?.value ?? 0;
  const items = summary.count === 1 ? '1 item' : `${summary.count} items`;
  // With delivery charged by tiers: how far the cart is toward the next, cheaper one (spec section 9).
  const progress = settings && shippingProgress(settings, summary.total);
  const charge = (area: DeliveryArea) =>
    settings && formatPrice(shippingCharge(settings, summary.total, area, { weightKg: parcelWeightKg(lines) }));
  return (
    <aside className={styles.summary} aria-labelledby="summary-title">
      <h2 id="summary-title">Order summary</h2>
      <dl>
        <div>
          <dt>Subtotal ({items})</dt>
          <dd data-testid="subtotal">{formatPrice(summary.total)}</dd>
        </div>
        {summary.save > 0 && (
          <div className={styles.save}>
            <dt>You save</dt>
            <dd data-testid="save">
              {formatPrice(summary.save)} ({summary.save_as_percentage}%)
            </dd>
          </div>
        )}
        {voucher && (
          <div>
            <dt>
              Promo {voucher.code}{' '}
              <button type="button" className={styles.link} onClick={() => dispatch(promoActions.cleared())}>
                Remove
              </button>
            </dt>
            <dd data-testid="discount">−{formatPrice(discount)}</dd>
          </div>
        )}
        {settings && (
          <div className={styles.note}>
            <dt>Delivery</dt>
            <dd>
              {charge('inside')} inside Dhaka, {chargesSuburbs(settings) && <>{charge('suburbs')} in its suburbs, </>}
              {charge('outside')} outside
            </dd>
          </div>
        )}
        {progress?.next && (
          <div className={styles.progress}>
            <dt>
              <label htmlFor="shipping-progress">
                Add {formatPrice(progress.next.greater_value - summary.total)} more for{' '}
                {progress.next.charge ? `${formatPrice(progress.next.charge)} delivery` : 'free delivery'}
              </label>
            </dt>
            <dd>
              <progress id="shipping-progress" max={100} value={progress.percent} />
            </dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="total">{formatPrice(checkoutTotal({ subtotal: summary.total, shipping: 0, discount }))}</dd>
        </div>
      </dl>
      <PromoForm />
      <ShopLink href="/checkout" className={styles.checkout}>
        Checkout
      </ShopLink>
    </aside>
  );
}
