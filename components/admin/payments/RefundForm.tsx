'use client';
import type { FormEvent } from 'react';
import { formatPrice } from '@/lib/format';
import { REFUND_REASON_MAX } from '@/lib/validation/payments';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import { WholeInput } from '../ui/WholeInput';
import actions from '../ui/Actions.module.scss';
import styles from './OrderPayments.module.scss';

/**
 * Gives money back from one paid attempt through its gateway: the amount starts at what is left of it (whole taka),
 * and the reason is asked (the gateway keeps it with the refund). The server checks both again.
 */
export function RefundForm({
  orderNo,
  attempt,
  left,
  gateway,
}: {
  orderNo: string;
  attempt: number;
  left: number;
  gateway: string;
}) {
  const { run, outcome, pending } = useAdminAction();
  const id = `refund-${attempt}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    await run(`orders/${orderNo}/refunds`, {
      attempt,
      amount: Number(data.get('amount')),
      reason: data.get('reason'),
    });
  }

  return (
    <form method="post" className={styles.refund} onSubmit={submit} aria-label={`Refund by ${gateway}`}>
      <Field id={`${id}-amount`} label="Refund (BDT)" hint={`At most ${formatPrice(left)}`}>
        <WholeInput id={`${id}-amount`} name="amount" min={1} max={Math.floor(left)} defaultValue={Math.floor(left)} required />
      </Field>
      <Field id={`${id}-reason`} label="Why">
        <input
          id={`${id}-reason`}
          name="reason"
          minLength={3}
          maxLength={REFUND_REASON_MAX}
          required
          placeholder="e.g. order cancelled"
        />
      </Field>
      <button type="submit" className={actions.secondary} disabled={pending}>
        Refund by {gateway}
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
