'use client';
import { useState } from 'react';
import { formatPrice } from '@/lib/format';
import { keptCash } from '@/lib/order-returns';
import { Field } from '../ui/Field';
import fields from '../ui/Field.module.scss';
import styles from './KeptPieces.module.scss';
import { WholeInput } from '../ui/WholeInput';

/** A line of the order as the question of what was kept names it. */
export interface KeptLine {
  id: number;
  /** the line by name, with its size and colour */
  name: string;
  quantity: number;
  price: number;
}

interface Props {
  lines: KeptLine[];
  order: { charge: number; discount: number };
  /** the cash a courier reported; null: proposed from the pieces kept */
  reported: number | null;
}

/** What a form with these fields says was kept: each line's count, and the cash collected. */
export function readKept(data: FormData, lines: KeptLine[]) {
  return {
    kept: lines.map((line) => ({ item: line.id, count: Number(data.get(`kept-${line.id}`)) })),
    collected: Number(data.get('collected')),
  };
}

/**
 * The fields of a partial delivery: how many pieces of each line the customer kept (all, to start with), and the cash
 * the rider took, proposed from what was kept (with the delivery charge, less the discount) until staff type their
 * own figure, or the courier's when it reported one.
 */
export function KeptPieces({ lines, order, reported }: Props) {
  const [kept, setKept] = useState(() => lines.map((line) => line.quantity));
  const [typed, setTyped] = useState<string | null>(reported === null ? null : String(reported));
  const proposed = keptCash(
    order,
    lines.map((line, i) => ({ price: line.price, kept: kept[i] || 0 })),
  );
  return (
    <fieldset className={styles.kept}>
      <legend>What the customer kept</legend>
      {lines.map((line, i) => (
        <Field key={line.id} id={`kept-${line.id}`} label={`${line.name}: kept of ${line.quantity}`}>
          <WholeInput
            id={`kept-${line.id}`}
            name={`kept-${line.id}`}
            max={line.quantity}
            required
            value={kept[i]}
            onChange={(event) => {
              const value = event.currentTarget.valueAsNumber;
              setKept((counts) => counts.map((count, j) => (j === i ? value : count)));
            }}
          />
        </Field>
      ))}
      <Field id="kept-collected" label="Cash collected (BDT)">
        <WholeInput
          id="kept-collected"
          name="collected"
          required
          value={typed ?? proposed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          aria-describedby="kept-collected-hint"
        />
      </Field>
      <p id="kept-collected-hint" className={fields.hint}>
        The pieces kept come to {formatPrice(proposed)} with delivery, less any discount. The rest comes back with the parcel.
      </p>
    </fieldset>
  );
}
