'use client';
import { useEffect, useState } from 'react';
import { readAdmin } from '@/lib/desk/api';
import { formatPrice } from '@/lib/format';
import type { PickableProduct } from '@/lib/types/order-edit';
import { Field } from '../ui/Field';
import { firstPair, PairSelects, type Pair } from './PairSelects';
import actions from '../ui/Actions.module.scss';
import fields from '../ui/Field.module.scss';
import styles from './OrderEditor.module.scss';

/** How long typing pauses before the catalogue is searched. */
const SEARCH_AFTER_MS = 300;

/** One product found: its price, its size and colour with the pieces left, and Add. */
function Found({ product, onAdd }: { product: PickableProduct; onAdd: (product: PickableProduct, pair: Pair) => void }) {
  const [pair, setPair] = useState(() => firstPair(product));
  return (
    <li className={styles.found}>
      <span>
        {product.title_en} · {formatPrice(product.price)}
      </span>
      <PairSelects product={product} pair={pair} onChange={setPair} />
      <button type="button" className={actions.secondary} onClick={() => onAdd(product, pair)}>
        Add<span className={styles.hidden}> {product.title_en}</span>
      </button>
    </li>
  );
}

/**
 * Finds products on sale by a piece of their title (GET /api/admin/products/picks) and adds one to the order in the
 * size and colour chosen. Its search box has no name: what is typed there is no change to the order.
 */
export function ProductPicker({ onAdd }: { onAdd: (product: PickableProduct, pair: Pair) => void }) {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<PickableProduct[] | null>(null);

  useEffect(() => {
    const q = query.trim();
    if (!q) return;
    let current = true;
    const timer = setTimeout(async () => {
      const answer = await readAdmin<{ data: PickableProduct[] }>(`products/picks?q=${encodeURIComponent(q)}`);
      if (current) setFound(answer?.data ?? []);
    }, SEARCH_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);

  return (
    <div className={styles.picker}>
      <Field id="find-product" label="Add a product" hint="Type a piece of its title">
        <input
          id="find-product"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => {
            setQuery(event.currentTarget.value);
            if (!event.currentTarget.value.trim()) setFound(null);
          }}
        />
      </Field>
      {found && query.trim() && (
        <ul className={styles.results} aria-label="Products found">
          {found.length ? (
            found.map((product) => (
              <Found
                key={product.id}
                product={product}
                onAdd={(chosen, pair) => {
                  onAdd(chosen, pair);
                  setQuery('');
                  setFound(null);
                }}
              />
            ))
          ) : (
            <li className={fields.hint}>No product on sale has that in its title.</li>
          )}
        </ul>
      )}
    </div>
  );
}
