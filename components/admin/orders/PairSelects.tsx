import { stockKey } from '@/lib/stock';
import type { PickableProduct } from '@/lib/types/order-edit';
import styles from './OrderEditor.module.scss';

/** A size and colour, by id (null for a product without sizes or without colours). */
export interface Pair {
  size: number | null;
  color: number | null;
}

/** The pieces left of a product's size and colour. */
const piecesOf = (product: PickableProduct, { size, color }: Pair) => product.stock[stockKey(size, color)] ?? 0;

/** A choice with the pieces left of it, as the editor offers it: "34B (5 left)", "34C (sold out)". */
const withStock = (title: string, left: number) => `${title} (${left > 0 ? `${left.toLocaleString('en')} left` : 'sold out'})`;

/** The first size and colour with pieces left, else the first pair: what a product added to an order starts with. */
export function firstPair(product: PickableProduct): Pair {
  const pairs = (product.sizes.length ? product.sizes : [null]).flatMap((size) =>
    (product.colors.length ? product.colors : [null]).map((color) => ({ size: size?.id ?? null, color: color?.id ?? null })),
  );
  return pairs.find((pair) => piecesOf(product, pair) > 0) ?? pairs[0];
}

/**
 * A product's size and colour selects, each choice with the pieces left of it beside the other one chosen; a
 * product without sizes or colours has no select for them. `name` prefixes the fields' names; without it they are
 * no form's fields (a product found, not yet in the order).
 */
export function PairSelects({
  product,
  pair,
  name,
  onChange,
}: {
  product: PickableProduct;
  pair: Pair;
  name?: string;
  onChange: (pair: Pair) => void;
}) {
  return (
    <span className={styles.pair}>
      {product.sizes.length > 0 && (
        <select
          name={name && `${name}-size`}
          aria-label={`Size of ${product.title_en}`}
          value={pair.size ?? ''}
          onChange={(event) => onChange({ ...pair, size: Number(event.currentTarget.value) })}
        >
          {product.sizes.map((size) => (
            <option key={size.id} value={size.id}>
              {withStock(size.title, piecesOf(product, { ...pair, size: size.id }))}
            </option>
          ))}
        </select>
      )}
      {product.colors.length > 0 && (
        <select
          name={name && `${name}-color`}
          aria-label={`Colour of ${product.title_en}`}
          value={pair.color ?? ''}
          onChange={(event) => onChange({ ...pair, color: Number(event.currentTarget.value) })}
        >
          {product.colors.map((color) => (
            <option key={color.id} value={color.id}>
              {withStock(color.title, piecesOf(product, { ...pair, color: color.id }))}
            </option>
          ))}
        </select>
      )}
    </span>
  );
}
