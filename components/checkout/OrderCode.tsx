'use client';

import { useState } from 'react';
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
  const [sent, setSent] = useState(false);
  const send = async () => setSent((await sender.send(phone)) || sent);

  return (
    <div id="checkout-order-code" className={styles.orderCode}>
      <p className={form.note}>We confirm a new number with a 6-digit code by SMS before a cash-on-delivery order.</p>
      {sent ? (
        <CodeField id="checkout-phone-code" value={code} onChange={onCode} resend={{ ...sender, again: () => void send() }} />
      ) : (
        <button type="button" className={form.secondary} disabled={sender.idle} onClick={() => void send()}>
          {sender.label}
        </button>
      )}
    </div>
  );
}
