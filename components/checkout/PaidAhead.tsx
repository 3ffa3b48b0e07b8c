'use client';

import { useEffect } from 'react';
import { formatPrice } from '@/lib/format';
import { cashToCollect, GATEWAY_LABELS, isGateway } from '@/lib/payment-plan';
import type { OrderInfo } from '@/lib/types/order';
import { useOrderPaymentQuery } from '@/store/api';
import { cartActions } from '@/store/cart';
import { useAppDispatch } from '@/store/hooks';
import { promoActions } from '@/store/promo';

/** How often the confirmation asks again while the gateway has not yet confirmed the payment. */
const ASK_EVERY_MS = 3000;

/**
 * The confirmation's rows for an order paid ahead: what was paid through the gateway and what is left in cash at
 * the door, read from the server (never from the browser's saved summary). Once it is paid, the cart that was kept
 * for a failed payment is emptied.
 */
export function PaidAhead({ info }: { info: OrderInfo & { payment: NonNullable<OrderInfo['payment']> } }) {
  const dispatch = useAppDispatch();
  const { data } = useOrderPaymentQuery(info.order_no);
  const paid = Boolean(data && data.prepaid >= data.pay_ahead);
  const waiting = data && !paid && !data.cancelled;
  useOrderPaymentQuery(info.order_no, { pollingInterval: waiting ? ASK_EVERY_MS : 0, skip: !waiting });
  useEffect(() => {
    if (!paid) return;
    dispatch(cartActions.cleared());
    dispatch(promoActions.cleared());
  }, [paid, dispatch]);
  const gateway = isGateway(info.payment.gateway) ? GATEWAY_LABELS[info.payment.gateway] : info.payment.gateway;
  if (!data) return null;
  return (
    <>
      <div>
        <dt>Paid by {gateway}</dt>
        <dd data-testid="confirmation-paid">
          {paid ? formatPrice(data.prepaid) : waiting ? `Waiting for ${gateway}` : 'Not paid'}
        </dd>
      </div>
      <div>
        <dt>To pay in cash at the door</dt>
        <dd data-testid="confirmation-cash">{formatPrice(cashToCollect(data))}</dd>
      </div>
    </>
  );
}
