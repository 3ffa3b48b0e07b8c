'use client';

import { CodeField } from '@/components/auth/CodeField';
import { useCodeSender } from '@/components/auth/useCodeSender';
import form from '@/components/ui/Form.module.scss';
import styles from './Checkout.module.scss';

/**
 * Where the shop asks for a code before a cash-on-delivery order and her number is not proved: a code sent to the
 * contact number, typed here and sent with the order. A new number starts again (the parent keys it by number).
 */
export function OrderCode({ phone, code, onCode }: { phone: string; code: string; onCode: (code: string) => void }) {
  const sender = useCodeSender('order');

  return (
    <div id="checkout-order-code" className={styles.orderCode}>
      <p className={form.note}>We confirm a new number with a 6-digit code by SMS before a cash-on-delivery order.</p>
      {sender.sent ? (
        <CodeField id="checkout-phone-code" value={code} onChange={onCode} sender={sender} phone={phone} />
      ) : (
        <button type="button" className={form.secondary} disabled={sender.idle} onClick={() => void sender.send(phone)}>
          {sender.label}
        </button>
      )}
    </div>
  );
}
