'use client';

import type { ReactNode } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import {
  cartSummary,
  checkoutTotal,
  deliveryArea,
  FIRST_ORDER_FREE_SHIPPING_FROM,
  lineKey,
  lineTotal,
  pieceNames,
  orderShippingCharge,
} from '@/lib/cart';
import { formatPrice } from '@/lib/format';
import type { CartLine } from '@/lib/types/cart';
import { useSessionQuery } from '@/store/api';
import { selectAppInfo } from '@/store/app';
import { useAppSelector } from '@/store/hooks';
import { selectVoucher } from '@/store/promo';
import styles from './Checkout.module.scss';

/** The order's money as the server will charge it, on the district and address as they are typed. */
export function useCheckoutMoney(lines: CartLine[], district: string, address: string) {
  const settings = useAppSelector(selectAppInfo)?.store;
  const voucher = useAppSelector(selectVoucher);
  const firstOrder = useSessionQuery().data?.first_order ?? false;
  const { total: subtotal } = cartSummary(lines);
  const shipping =
    settings && district ? orderShippingCharge(settings, subtotal, { district, address, lines }, firstOrder) : null;
  const discount = voucher?.value ?? 0;
  const total = checkoutTotal({ subtotal, shipping: shipping ?? 0, discount });
  return { settings, voucher, firstOrder, subtotal, shipping, discount, total };
}

/**
 * The order as it will be charged: the same lib/cart rules the server applies when it places it, on the district
 * and address as they are typed (an address in Savar can change the charge).
 */
export function CheckoutSummary({
  money,
  lines,
  district,
  address,
  children,
}: {
  money: ReturnType<typeof useCheckoutMoney>;
  lines: CartLine[];
  district: string;
  address: string;
  children: ReactNode;
}) {
  const { settings, voucher, firstOrder, subtotal, shipping, discount, total } = money;
  // Named when it sets the charge: the Flat Rate's third zone.
  const suburbs =
    settings?.shipping_status === 'Flat Rate' && district && deliveryArea(settings, district, address) === 'suburbs';
  return (
    <aside className={styles.summary} aria-labelledby="checkout-summary">
      <h2 id="checkout-summary">Order summary</h2>
      <ul className={styles.items}>
        {lines.map((line) => (
          <li key={lineKey(line)}>
            <MediaImage file={line.image} alt="" width={56} height={70} />
            <span>
              {line.title_en}
              {line.bundle && <small>{pieceNames(line.bundle.pieces).join(' · ')}</small>}
              <small>
                {[line.attribute_pick.size?.title, line.attribute_pick.color?.title].filter(Boolean).join(' · ')} × {line.count}
              </small>
            </span>
            <span>{formatPrice(lineTotal(line))}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>Subtotal</dt>
          <dd data-testid="checkout-subtotal">{formatPrice(subtotal)}</dd>
        </div>
        <div>
          <dt>Shipping{suburbs && ' (Dhaka suburbs)'}</dt>
          <dd data-testid="checkout-shipping">{shipping === null ? 'Choose a district' : `+${formatPrice(shipping)}`}</dd>
        </div>
        {voucher && (
          <div>
            <dt>Promo ({voucher.code})</dt>
            <dd>−{formatPrice(discount)}</dd>
          </div>
        )}
        <div className={styles.total}>
          <dt>Total</dt>
          <dd data-testid="checkout-total">{formatPrice(total)}</dd>
        </div>
      </dl>
      {firstOrder && shipping === 0 && settings?.shipping_status !== 'Free' && (
        <p className={styles.perk}>Free delivery on your first order of {formatPrice(FIRST_ORDER_FREE_SHIPPING_FROM)} or more</p>
      )}
      {children}
    </aside>
  );
}
