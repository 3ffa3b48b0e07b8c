'use client';
import type { FormEvent } from 'react';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import { KeptPieces, readKept, type KeptLine } from './KeptPieces';
import styles from './StatusForm.module.scss';

interface Props {
  orderNo: string;
  lines: KeptLine[];
  order: { charge: number; discount: number };
  /** the cash the courier reported as collected, if it did */
  reported: number | null;
}

/**
 * For an order a courier reported Partial Delivered: what the customer kept and the cash the rider took, said once,
 * so that the rest can be restocked when the parcel is back.
 */
export function KeptForm({ orderNo, lines, order, reported }: Props) {
  const { run, outcome, pending } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(`orders/${orderNo}/kept`, readKept(new FormData(event.currentTarget), lines));
  }

  return (
    <form method="post" className={styles.inline} onSubmit={submit}>
      <p className={fields.hint}>The courier delivered part of the parcel: say what the customer kept.</p>
      <KeptPieces lines={lines} order={order} reported={reported} />
      <button type="submit" className={actions.primary} disabled={pending}>
        Save what she kept
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
