'use client';
import { useState, type FormEvent } from 'react';
import { formatPrice } from '@/lib/format';
import {
  isCancellation,
  needsConfirmation,
  needsReason,
  nextStatuses,
  ORDER_STATUS,
  statusLabel,
  type OrderStatus,
} from '@/lib/order-status';
import { statusParam } from '@/lib/desk/order-desk-url';
import { FormOutcome } from '../ui/FormOutcome';
import { ReasonSelect } from './ReasonSelect';
import { StatusOptions } from './StatusOptions';
import { KeptPieces, readKept, type KeptLine } from './KeptPieces';
import { useAdminAction } from '../ui/useAdminAction';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import styles from './StatusForm.module.scss';

const fromParam = (value: string): OrderStatus => (value === 'pending' ? null : (Number(value) as OrderStatus));

/** What the order holds, for a confirmation to say what a final move does to it and a partial delivery to ask. */
interface OrderFacts {
  /** the cash the rider collects: the total less what was paid ahead */
  collect: number;
  charge: number;
  discount: number;
  pieces: number;
  /** whether the customer has an e-mail address to be written to */
  email: boolean;
  lines: KeptLine[];
}

/** What a final move will do, said before it is made: who is told, what goes back to stock, what counts as cash. */
function consequences(to: OrderStatus, { collect, pieces, email }: OrderFacts): string {
  const told = email ? 'The customer is sent an SMS and an e-mail' : 'The customer is sent an SMS';
  if (to === ORDER_STATUS.delivered)
    return `${told} thanking her. ${formatPrice(collect)} is counted as collected. Delivered is final.`;
  const stock = `${pieces} ${pieces === 1 ? 'piece goes' : 'pieces go'} back to stock`;
  const message = email ? 'The customer is e-mailed that her order is cancelled' : 'The customer has no e-mail: she is not told';
  return `${message}, and ${stock}. The owner can reopen it within 24 hours; after that it is final.`;
}

/**
 * Moves the order to another status: it offers only the moves the pipeline allows from the status this page shows
 * (lib/order-status), and none from a final one. A cancellation or a hold asks why; a partial delivery asks what the
 * customer kept and the cash taken; a final move (a cancellation, Delivered) asks to be confirmed, naming what will
 * happen. It sends the status this page showed: when someone
 * changed the order meanwhile, the server refuses and says what it is now.
 */
export function StatusForm({ orderNo, status, order }: { orderNo: string; status: OrderStatus; order: OrderFacts }) {
  const { run, outcome, pending } = useAdminAction();
  const next = nextStatuses(status);
  const [chosen, setChosen] = useState<OrderStatus>(next[0] ?? null);
  const [reason, setReason] = useState('');
  const [confirming, setConfirming] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (needsConfirmation(chosen) && !confirming) return setConfirming(true);
    const data = new FormData(event.currentTarget);
    setConfirming(false);
    await run(`orders/${orderNo}/status`, {
      from: status,
      to: chosen,
      ...(needsReason(chosen) && {
        reason: data.get('reason'),
        ...(reason === 'other' && { reason_text: data.get('reason_text') }),
      }),
      ...(chosen === ORDER_STATUS.partialDelivered && readKept(data, order.lines)),
    });
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
        <select
          id="order-status"
          name="status"
          defaultValue={statusParam(next[0])}
          onChange={(event) => {
            setChosen(fromParam(event.currentTarget.value));
            setConfirming(false);
          }}
        >
          <StatusOptions statuses={next} />
        </select>
      </Field>
      {needsReason(chosen) && (
        <Field id="status-reason" label="Why">
          <ReasonSelect id="status-reason" value={reason} onChange={setReason} />
        </Field>
      )}
      {needsReason(chosen) && reason === 'other' && (
        <Field id="status-reason-text" label="In a few words">
          <input id="status-reason-text" name="reason_text" required maxLength={200} />
        </Field>
      )}
      {chosen === ORDER_STATUS.partialDelivered && <KeptPieces lines={order.lines} order={order} reported={null} />}
      {confirming ? (
        <div
          className={styles.confirm}
          role="alertdialog"
          aria-labelledby="status-confirm-title"
          aria-describedby="status-confirm-text"
        >
          <p id="status-confirm-title">
            <strong>
              {isCancellation(chosen) ? `Cancel order ${orderNo}?` : `Mark order ${orderNo} as ${statusLabel(chosen)}?`}
            </strong>
          </p>
          <p id="status-confirm-text">{consequences(chosen, order)}</p>
          <div className={actions.row}>
            <button type="submit" className={actions.primary} disabled={pending}>
              Yes, {statusLabel(chosen)}
            </button>
            <button type="button" className={actions.secondary} onClick={() => setConfirming(false)}>
              Keep it {statusLabel(status)}
            </button>
          </div>
        </div>
      ) : (
        <button type="submit" className={actions.primary} disabled={pending}>
          Update status
        </button>
      )}
      <p className={fields.hint}>
        From {statusLabel(status)} it can move to {next.map(statusLabel).join(', ')}.
      </p>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
