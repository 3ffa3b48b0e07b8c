'use client';
import { useState, type KeyboardEvent } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { groupValues, maxCount, minCount, pickProblem } from '@/lib/cart';
import { getAdmin } from '@/lib/desk/api';
import { formatPrice } from '@/lib/format';
import { effectivePrice } from '@/lib/pricing';
import { piecesLeft } from '@/lib/stock';
import type { AttributePick } from '@/lib/types/cart';
import type { AttributeGroup } from '@/lib/types/catalog';
import type { ProductChoice } from '@/lib/types/order-desk';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import styles from './StaffOrderForm.module.scss';
import { WholeInput } from '../ui/WholeInput';

/** What a product's pick says about its stock: how many pieces of that size and colour are left. */
const stockText = (left: number) => (left > 0 ? `${left} in stock` : 'Sold out');

/** One product found: its size and colour (with the pieces left of the choice), the count, and Add. */
function Choice({ product, onAdd }: { product: ProductChoice; onAdd: (pick: AttributePick, count: number) => void }) {
  const [pick, setPick] = useState<AttributePick>({ size: null, color: null });
  const [count, setCount] = useState(minCount(product));
  const missing = pickProblem(product, pick, 'detail');
  const left = piecesLeft(product.stock, pick);
  const id = `choice-${product.id}`;

  const select = (name: AttributeGroup['name'], key: 'size' | 'color', label: string) => {
    const values = groupValues(product, name);
    if (!values.length) return null;
    return (
      <Field id={`${id}-${key}`} label={label}>
        <select
          id={`${id}-${key}`}
          value={pick[key]?.id ?? ''}
          onChange={(event) =>
            setPick({ ...pick, [key]: values.find((value) => value.id === Number(event.target.value)) ?? null })
          }
        >
          <option value="">Choose</option>
          {values.map((value) => (
            <option key={value.id} value={value.id}>
              {value.title}
            </option>
          ))}
        </select>
      </Field>
    );
  };

  return (
    <li className={styles.choice} data-testid="product-choice">
      <MediaImage file={product.image} alt="" width={48} height={60} />
      <div className={styles.choiceBody}>
        <p className={styles.choiceTitle}>
          {product.title_en} · {formatPrice(effectivePrice(product))}
        </p>
        <div className={styles.inline}>
          {select('Size', 'size', 'Size')}
          {select('Color', 'color', 'Colour')}
          <Field id={`${id}-count`} label="Count">
            <WholeInput
              id={`${id}-count`}
              min={minCount(product)}
              max={Number.isFinite(maxCount(product)) ? maxCount(product) : undefined}
              value={count}
              onChange={(event) => setCount(Math.max(1, Math.floor(Number(event.target.value) || 1)))}
              className={styles.count}
            />
          </Field>
          <button
            type="button"
            className={actions.secondary}
            disabled={Boolean(missing) || left < count}
            onClick={() => onAdd(pick, count)}
            aria-label={`Add ${product.title_en}`}
          >
            Add
          </button>
        </div>
        <p className={styles.muted} data-testid="choice-stock">
          {missing ?? stockText(left)}
        </p>
      </div>
    </li>
  );
}

/** Finds products by a piece of their title, to add to the order with a size, a colour and a count. */
export function StaffProductPicker({ onAdd }: { onAdd: (product: ProductChoice, pick: AttributePick, count: number) => void }) {
  const [text, setText] = useState('');
  const [found, setFound] = useState<ProductChoice[] | null>(null);
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);

  async function search() {
    setBusy(true);
    const answer = await getAdmin<{ data: ProductChoice[] }>('orders/products', { q: text });
    setBusy(false);
    setFound(answer.ok ? answer.body.data : null);
    setSaid(
      answer.ok
        ? `${answer.body.data.length || 'No'} ${answer.body.data.length === 1 ? 'product' : 'products'} found`
        : answer.msg,
    );
  }

  // Enter in the search field searches, rather than sending the whole order.
  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void search();
  }

  return (
    <div className={styles.picker}>
      <div className={styles.inline}>
        <Field id="staff-order-search" label="Find a product">
          <input
            id="staff-order-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder="Title"
            autoComplete="off"
          />
        </Field>
        <button type="button" className={actions.secondary} onClick={search} disabled={busy || text.trim().length < 2}>
          Search
        </button>
      </div>
      <p role="status" className={styles.muted}>
        {said}
      </p>
      {found && found.length > 0 && (
        <ul className={styles.choices} aria-label="Products found">
          {found.map((product) => (
            <Choice key={product.id} product={product} onAdd={(pick, count) => onAdd(product, pick, count)} />
          ))}
        </ul>
      )}
    </div>
  );
}
