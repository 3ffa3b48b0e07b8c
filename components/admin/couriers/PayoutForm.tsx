'use client';
import type { FormEvent } from 'react';
import { courierTitle } from '@/lib/couriers';
import { readForm } from '../ui/read-form';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import styles from './PayoutForm.module.scss';
import { WholeInput } from '../ui/WholeInput';

/** The owner records a payout a courier made (its date, bank or bKash reference and amount); Steadfast's can be fetched. */
export function PayoutForm({ courier, canFetch }: { courier: string; canFetch: boolean }) {
  const { run, outcome, pending } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const { text, number } = readForm<'paid_on' | 'reference' | 'amount'>(target);
    const answer = await run('couriers/payouts', {
      courier,
      paid_on: text('paid_on'),
      reference: text('reference'),
      amount: number('amount'),
    });
    if (answer.ok) target.reset();
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit}>
      <Field id="payout-day" label="Paid on">
        <input id="payout-day" name="paid_on" type="date" required />
      </Field>
      <Field id="payout-reference" label="Reference">
        <input id="payout-reference" name="reference" maxLength={100} required placeholder="Bank or bKash reference" />
      </Field>
      <Field id="payout-amount" label="Amount (BDT)">
        <WholeInput id="payout-amount" name="amount" min={1} required />
      </Field>
      <div className={styles.actions}>
        <button type="submit" className={actions.primary} disabled={pending}>
          Record payout from {courierTitle(courier)}
        </button>
        {canFetch && (
          <button
            type="button"
            className={actions.secondary}
            disabled={pending}
            onClick={() => run('couriers/payouts/fetch', { courier })}
          >
            Fetch payouts from Steadfast
          </button>
        )}
      </div>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
