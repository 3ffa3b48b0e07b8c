'use client';
import { useRef, type FormEvent } from 'react';
import { STOCK_MAX } from '@/lib/field-limits';
import { stockKey } from '@/lib/stock';
import { ADJUST_REASONS, pairTitle, stockReasonLabel } from '@/lib/stock-moves';
import type { StockGrid } from '@/lib/types/stock-grid';
import { ADJUST_NOTE_MAX } from '@/lib/validation/stock-moves';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import { WholeInput } from '../ui/WholeInput';
import actions from '../ui/Actions.module.scss';
import styles from './StockAdjustForm.module.scss';

/**
 * Moves one size and colour by a number of pieces (more with a plus, fewer with a minus) with a reason, beside the
 * grid's counts: what arrived, broke or was found at a count, without retyping the count itself.
 */
export function StockAdjustForm({ grid }: { grid: StockGrid }) {
  const { run, outcome, pending } = useAdminAction();
  const form = useRef<HTMLFormElement>(null);
  const sizes = grid.sizes.length ? grid.sizes : [{ id: 0, title: '' }];
  const colors = grid.colors.length ? grid.colors : [{ id: 0, title: '' }];
  const pairs = sizes.flatMap((size) =>
    colors.map((color) => ({
      key: stockKey(size.id, color.id),
      name: pairTitle(size.title, color.title),
      count: grid.quantities[stockKey(size.id, color.id)] ?? 0,
    })),
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [size_id, color_id] = String(data.get('pair')).split('-').map(Number);
    const body = {
      size_id,
      color_id,
      change: Number(data.get('change')),
      reason: data.get('reason'),
      note: String(data.get('note') ?? ''),
    };
    const answer = await run(`products/${grid.id}/stock/adjust`, body);
    if (answer.ok) form.current?.reset();
  }

  return (
    <form ref={form} method="post" className={styles.adjust} onSubmit={submit} aria-labelledby="stock-adjust-heading">
      <h3 id="stock-adjust-heading">Adjust by a quantity</h3>
      <div className={styles.fields}>
        <Field id="adjust-pair" label="Size and colour">
          <select id="adjust-pair" name="pair" required>
            {pairs.map((pair) => (
              <option key={pair.key} value={pair.key}>
                {pair.name} ({pair.count} in stock)
              </option>
            ))}
          </select>
        </Field>
        <Field id="adjust-change" label="Pieces" hint="6 adds six, −2 takes two away">
          <WholeInput id="adjust-change" name="change" min={-STOCK_MAX} max={STOCK_MAX} required />
        </Field>
        <Field id="adjust-reason" label="Reason">
          <select id="adjust-reason" name="reason" required>
            {ADJUST_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {stockReasonLabel(reason)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="adjust-note" label="Note (optional)">
          <input id="adjust-note" name="note" maxLength={ADJUST_NOTE_MAX} />
        </Field>
      </div>
      <button type="submit" className={actions.secondary} disabled={pending}>
        Adjust stock
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
