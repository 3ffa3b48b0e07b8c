'use client';
import Link from 'next/link';
import type { FormEvent } from 'react';
import { piecesText } from '@/lib/order-returns';
import { stockKey } from '@/lib/stock';
import type { ExchangeChoice } from '@/lib/types/order-desk';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import form from '@/components/ui/Form.module.scss';
import styles from './Exchange.module.scss';
import { WholeInput } from '../ui/WholeInput';

interface Props {
  orderNo: string;
  /** the lines that may be exchanged now; none once the order is exchanged, or before it is delivered */
  choices: ExchangeChoice[];
  /** the order this one is the exchange of */
  exchangeOf: string | null;
  /** this order's exchange */
  exchangedFor: string | null;
  /** the exchanged pieces still to come back to stock */
  due: number;
}

const orderLink = (orderNo: string) => <Link href={`/admin/orders/${orderNo}`}>{orderNo}</Link>;

/** Every size and colour a line's product offers now, with the pieces left ("36B, Rose: 4 left"). */
function picksOf(choice: ExchangeChoice) {
  const sizes = choice.sizes.length ? choice.sizes : [null];
  const colors = choice.colors.length ? choice.colors : [null];
  return sizes.flatMap((size) =>
    colors.map((color) => {
      const left = choice.stock[stockKey(size?.id, color?.id)] ?? 0;
      const name = [size?.title, color?.title].filter(Boolean).join(', ') || 'One size';
      return { value: `${size?.id ?? ''}-${color?.id ?? ''}`, left, label: `${name}: ${left ? `${left} left` : 'sold out'}` };
    }),
  );
}

/**
 * An order's exchange on the desk: the order it is the exchange of, or, for a delivered order, picking lines and the
 * size or colour each is exchanged for (a new linked order takes those pieces from stock), then confirming that the
 * pieces sent back are in the shop, so they are restocked once.
 */
export function Exchange({ orderNo, choices, exchangeOf, exchangedFor, due }: Props) {
  const { run, outcome, pending } = useAdminAction();

  async function exchange(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const lines = choices
      .filter((choice) => data.has(`swap-${choice.item}`))
      .map((choice) => {
        const [size, color] = String(data.get(`pick-${choice.item}`)).split('-');
        return {
          item: choice.item,
          count: Number(data.get(`count-${choice.item}`)),
          size_id: size ? Number(size) : null,
          color_id: color ? Number(color) : null,
        };
      });
    await run(`orders/${orderNo}/exchange`, { lines });
  }

  return (
    <div className={styles.exchange}>
      {exchangeOf && <p data-testid="exchange-of">Exchange of {orderLink(exchangeOf)}.</p>}
      {exchangedFor && (
        <div className={styles.inline}>
          <p data-testid="exchanged-for">Exchanged for {orderLink(exchangedFor)}.</p>
          {due > 0 ? (
            <>
              <p className={fields.hint}>{piecesText(due)} to come back from the customer.</p>
              <button
                type="button"
                className={actions.secondary}
                disabled={pending}
                onClick={() => run(`orders/${orderNo}/exchange/back`, {})}
              >
                Exchanged pieces are back: restock
              </button>
            </>
          ) : (
            <p data-testid="exchange-back">The exchanged pieces are back in stock.</p>
          )}
        </div>
      )}
      {choices.length > 0 && (
        <details className={styles.disclosure}>
          <summary>Exchange</summary>
          <form method="post" className={styles.form} onSubmit={exchange}>
            {choices.map((choice) => (
              <fieldset key={choice.item} className={styles.line}>
                <legend>{choice.name}</legend>
                <label className={form.check}>
                  <input type="checkbox" name={`swap-${choice.item}`} /> Exchange
                </label>
                <Field id={`count-${choice.item}`} label={`Pieces (of ${choice.pieces})`}>
                  <WholeInput
                    id={`count-${choice.item}`}
                    name={`count-${choice.item}`}
                    min={1}
                    max={choice.pieces}
                    defaultValue={1}
                    required
                  />
                </Field>
                <Field id={`pick-${choice.item}`} label="For">
                  <select id={`pick-${choice.item}`} name={`pick-${choice.item}`}>
                    {picksOf(choice).map((pick) => (
                      <option key={pick.value} value={pick.value} disabled={!pick.left}>
                        {pick.label}
                      </option>
                    ))}
                  </select>
                </Field>
              </fieldset>
            ))}
            <p className={fields.hint}>
              A new order for the same address takes the new pieces from stock. It costs the customer its delivery charge when
              Settings says so, else nothing.
            </p>
            <button type="submit" className={actions.primary} disabled={pending}>
              Make the exchange order
            </button>
          </form>
        </details>
      )}
      <FormOutcome outcome={outcome} />
    </div>
  );
}
