'use client';
import { formatDateTime } from '@/lib/format';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';

/** The owner's undo of a cancellation, for 24 hours: the order returns to its status, its pieces taken again. */
export function ReopenButton({ orderNo, until }: { orderNo: string; until: string }) {
  const { run, outcome, pending } = useAdminAction();
  return (
    <div>
      <button type="button" className={actions.secondary} disabled={pending} onClick={() => run(`orders/${orderNo}/reopen`, {})}>
        Reopen the order
      </button>
      <p className={fields.hint}>Possible until {formatDateTime(until)}, while its pieces are in stock.</p>
      <FormOutcome outcome={outcome} />
    </div>
  );
}
