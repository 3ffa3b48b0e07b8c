'use client';

import { useSearchParams } from 'next/navigation';
import { useOrderPaymentQuery } from '@/store/api';
import styles from './Checkout.module.scss';

/** What checkout says of a payment the shopper came back from without paying, by how it ended. */
const NEWS: Record<string, string> = {
  failed: 'The payment did not go through',
  cancelled: 'You cancelled the payment',
  expired: 'The payment was not finished in time',
};

/**
 * Back at checkout from a gateway (`?payment=failed&order=…`): what happened, with the gateway's reason when it gave
 * one (read from her order, never from the address), and that her cart is kept.
 */
export function PaymentNews() {
  const params = useSearchParams();
  const news = NEWS[params.get('payment') ?? ''];
  const order = params.get('order');
  const reason = useOrderPaymentQuery(order ?? '', { skip: !news || !order }).data?.attempt?.problem;
  if (!news) return null;
  return (
    <p className={styles.paymentNews} role="alert">
      {news}
      {reason ? ` (${reason})` : ''}. Your cart is kept: pay again, or choose Cash on Delivery.
    </p>
  );
}
