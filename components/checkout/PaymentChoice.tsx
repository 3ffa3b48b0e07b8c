'use client';

import type { ChangeEvent } from 'react';
import { PAY_NOW_LABELS, PAYMENT_METHODS } from '@/lib/checkout-options';
import { formatPrice } from '@/lib/format';
import { advanceAmount, GATEWAY_LABELS } from '@/lib/payment-plan';
import { usePaymentChoicesQuery } from '@/store/api';
import form from '@/components/ui/Form.module.scss';
import styles from './Checkout.module.scss';

/** What the order costs as checkout shows it, for the advance's figures. */
interface Money {
  shipping: number | null;
  total: number;
}

/**
 * The Payment step's choices: the spec's two (Cash on Delivery, and Online, which is refused with its message), then
 * paying the whole order now through each gateway the shop has set up. Where the owner's rules ask this shopper's
 * delivery charge ahead, Cash on Delivery says how much she pays now by bKash and how much at the door.
 */
export function PaymentChoice({
  method,
  district,
  money,
  onChange,
  marked,
}: {
  method: string;
  district: string;
  money: Money;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  marked?: object;
}) {
  const choices = usePaymentChoicesQuery(district).data;
  const methods: [string, string][] = [
    ...Object.entries(PAYMENT_METHODS),
    ...(choices?.pay_now ?? []).map((gateway): [string, string] => [gateway, PAY_NOW_LABELS[gateway]]),
  ];
  const advance = choices?.advance && money.shipping ? advanceAmount({ charge: money.shipping, total: money.total }) : 0;
  return (
    <>
      {methods.map(([code, label]) => (
        <label key={code} className={form.check}>
          <input
            id={`checkout-method-${code}`}
            type="radio"
            name="method"
            value={code}
            checked={method === code}
            onChange={onChange}
            {...marked}
          />
          {label}
        </label>
      ))}
      {method === 'COD' && advance > 0 && (
        <p className={styles.advance} data-testid="checkout-advance">
          {choices!.advance}: {formatPrice(advance)} now by {GATEWAY_LABELS.bkash}, {formatPrice(money.total - advance)} in cash
          at the door.
        </p>
      )}
    </>
  );
}
