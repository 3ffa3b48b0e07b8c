'use client';
import type { FormEvent } from 'react';
import { nextStatuses, statusLabel, type OrderStatus } from '@/lib/order-status';
import { statusParam } from '@/lib/desk/order-desk-url';
import form from '@/components/ui/Form.module.scss';
import { FormOutcome } from '../ui/FormOutcome';
import { StatusOptions } from './StatusOptions';
import { useAdminAction } from '../ui/useAdminAction';
import styles from '../ui/Admin.module.scss';

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
        <p className={styles.hint} data-testid="status-final">
          {statusLabel(status)} is final.
        </p>
        <FormOutcome outcome={outcome} />
      </div>
    );
  }

  return (
    <form className={styles.inline} onSubmit={submit}>
      <div className={form.field}>
        <label htmlFor="order-status">Status</label>
        <select id="order-status" name="status" defaultValue={statusParam(next[0])} key={statusParam(status)}>
          <StatusOptions statuses={next} />
        </select>
      </div>
      <button type="submit" className={styles.primary} disabled={pending}>
        Update status
      </button>
      <p className={styles.hint}>
        From {statusLabel(status)} it can move to {next.map(statusLabel).join(', ')}.
      </p>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
