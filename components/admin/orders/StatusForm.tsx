'use client';
import type { FormEvent } from 'react';
import { nextStatuses, statusLabel, type OrderStatus } from '@/lib/order-status';
import { statusParam } from '@/lib/desk/order-desk-url';
import { FormOutcome } from '../ui/FormOutcome';
import { StatusOptions } from './StatusOptions';
import { useAdminAction } from '../ui/useAdminAction';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import styles from './StatusForm.module.scss';

const fromParam = (value: string): OrderStatus => (value === 'pending' ? null : (Number(value) as OrderStatus));

/**
 * Moves the order to another status: it offers only the moves the pipeline allows from the status this page shows
 * (lib/order-status), and none from a final one. It sends the status this page showed: when someone changed the
 * order meanwhile, the server refuses and says what it is now.
 */
export function StatusForm({ orderNo, status }: { orderNo: string; status: OrderStatus }) {
  const { run, outcome, pending } = useAdminAction();
  const next = nextStatuses(status);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const to = fromParam(String(new FormData(event.currentTarget).get('status')));
    await run(`orders/${orderNo}/status`, { from: status, to });
  }

  if (!next.length) {
    return (
      <div className={styles.inline}>
        <p className={fields.hint} data-testid="status-final">
          {statusLabel(status)} is final.
        </p>
        <FormOutcome outcome={outcome} />
      </div>
    );
  }

  return (
    <form method="post" className={styles.inline} onSubmit={submit}>
      <Field id="order-status" label="Status">
        <select id="order-status" name="status" defaultValue={statusParam(next[0])} key={statusParam(status)}>
          <StatusOptions statuses={next} />
        </select>
      </Field>
      <button type="submit" className={actions.primary} disabled={pending}>
        Update status
      </button>
      <p className={fields.hint}>
        From {statusLabel(status)} it can move to {next.map(statusLabel).join(', ')}.
      </p>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
