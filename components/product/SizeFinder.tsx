'use client';

import { useId, useState, type FormEvent } from 'react';
import { joinWords } from '@/content/format';
import { SIZE_CHART } from '@/content/size-chart';
import { findSize, offerOf, type SizeFound, type SizeOffer, type Unit } from '@/lib/size-finder';
import type { Purchasable } from '@/lib/types/cart';
import type { AttributeValue } from '@/lib/types/catalog';
import type { PickKind } from './AttributePicker';
import form from '@/components/ui/Form.module.scss';
import styles from './SizeFinder.module.scss';

export interface SizeFinderProps {
  product: Purchasable;
  /** the colour chosen, whose stock says whether her size can be had */
  color: AttributeValue | null;
  onChoose: (kind: PickKind, value: AttributeValue) => void;
}

const UNITS: { unit: Unit; label: string }[] = [
  { unit: 'cm', label: 'cm' },
  { unit: 'in', label: 'inches' },
];

/** What she reads when her measures fall past the chart's smallest or largest band or cup. */
function pastText({ past, edge, limit }: Extract<SizeFound, { found: false }>): string {
  const where = edge === 'below' ? 'smaller than our smallest' : 'larger than our largest';
  return past === 'band'
    ? `That underbust is ${where} band, ${limit}. Please measure again, snugly, just below the bust.`
    : `Those measures make a cup ${where}, ${limit}. Please measure your bust again, loosely, at its fullest point.`;
}

/** What the finder did with her size, given the colour chosen. */
function offerText(offer: SizeOffer, color: AttributeValue | null, title: string): string {
  switch (offer.kind) {
    case 'in-stock':
      return 'We have chosen it for you.';
    case 'other-colours':
      return `It is sold out in ${color?.title}; ${joinWords(offer.colors.map((c) => c.title))} ${offer.colors.length > 1 ? 'have' : 'has'} it.`;
    case 'sold-out':
      return 'It is sold out in every colour for now.';
    case 'not-made':
      return `This style does not come in ${title}.`;
  }
}

/**
 * The size finder: her underbust and bust, in centimetres or inches, give her band and cup from the shop's chart
 * (content/size-chart.ts). Her size is chosen when it is in stock; else she reads which colours have it.
 */
export function SizeFinder({ product, color, onChoose }: SizeFinderProps) {
  const id = useId();
  const [unit, setUnit] = useState<Unit>('cm');
  const [answer, setAnswer] = useState<{ size?: string; text: string } | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const found = findSize(SIZE_CHART, Number(data.get('underbust')), Number(data.get('bust')), unit);
    if (!found.found) return setAnswer({ text: pastText(found) });
    const offer = offerOf(product, color, found.title);
    if (offer.kind === 'in-stock') onChoose('size', offer.size);
    setAnswer({ size: found.title, text: offerText(offer, color, found.title) });
  }

  const field = (name: 'underbust' | 'bust', label: string, hint: string) => (
    <div className={form.field}>
      <label htmlFor={`${id}-${name}`}>
        {label} ({unit === 'cm' ? 'cm' : 'inches'})
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type="number"
        inputMode="decimal"
        step="any"
        min={1}
        max={unit === 'cm' ? 250 : 100}
        required
        aria-describedby={`${id}-${name}-hint`}
      />
      <p id={`${id}-${name}-hint`} className={form.note}>
        {hint}
      </p>
    </div>
  );

  return (
    <form method="post" className={styles.finder} onSubmit={submit} aria-label="Size finder">
      <fieldset className={styles.units}>
        <legend>Measured in</legend>
        {UNITS.map(({ unit: value, label }) => (
          <label key={value} className={form.check}>
            <input type="radio" name="unit" checked={unit === value} onChange={() => setUnit(value)} />
            {label}
          </label>
        ))}
      </fieldset>
      {field('underbust', 'Underbust', 'Snugly, just below the bust.')}
      {field('bust', 'Bust', 'Loosely, at its fullest point.')}
      <button type="submit" className={styles.find}>
        Show my size
      </button>
      <p className={styles.answer} role="status">
        {answer && (
          <>
            {answer.size && <strong>Your size: {answer.size}</strong>} {answer.text}
          </>
        )}
      </p>
    </form>
  );
}
