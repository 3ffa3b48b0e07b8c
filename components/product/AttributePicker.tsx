import { useId } from 'react';
import { groupValues } from '@/lib/cart';
import { piecesLeft, SOLD_OUT } from '@/lib/stock';
import type { AttributePick, Purchasable } from '@/lib/types/cart';
import type { AttributeValue } from '@/lib/types/catalog';
import styles from './AttributePicker.module.scss';

export type PickKind = 'size' | 'color';

/** What a choice the shopper was sent to says, under its legend. */
const CHOOSE: Record<PickKind, string> = {
  color: 'Choose a colour to add it to your cart.',
  size: 'Choose a size to add it to your cart.',
};

/**
 * Colour swatches and size buttons of a product; `compact` for a card. A colour or size of which nothing is left
 * (in the other choice made so far) is struck through and named "Sold out" to a screen reader; it can still be
 * chosen (to ask to hear when it is back), but not added to the cart. The choice `missing` (the phone's bar sent the
 * shopper to it) is outlined and says what to choose, tied to its group for a screen reader.
 */
export function AttributePicker({
  product,
  pick,
  onChoose,
  compact = false,
  missing = null,
}: {
  product: Purchasable;
  pick: AttributePick;
  onChoose: (kind: PickKind, value: AttributeValue) => void;
  compact?: boolean;
  missing?: PickKind | null;
}) {
  const missingId = useId();
  /** A group's marks: which choice it is (the bar finds it by that), and whether it is the one missing. */
  const group = (kind: PickKind) =>
    kind === missing ? { 'data-pick': kind, 'data-missing': true, 'aria-describedby': missingId } : { 'data-pick': kind };
  const say = (kind: PickKind) =>
    kind === missing && (
      <p id={missingId} className={styles.missing}>
        {CHOOSE[kind]}
      </p>
    );
  const colors = groupValues(product, 'Color');
  const sizes = groupValues(product, 'Size');
  const soldOut = (kind: PickKind, value: AttributeValue) => piecesLeft(product.stock, { ...pick, [kind]: value }) === 0;
  const named = (name: string, out: boolean) => (out ? `${name}, ${SOLD_OUT}` : name);
  return (
    <div className={compact ? `${styles.picker} ${styles.compact}` : styles.picker}>
      {colors.length > 0 && (
        <fieldset className={`${styles.group} ${styles.colors}`} {...group('color')}>
          <legend>Colour{pick.color && <span className={styles.chosen}>: {pick.color.title}</span>}</legend>
          {say('color')}
          <div className={styles.options}>
            {colors.map((color) => {
              const out = soldOut('color', color);
              return (
                <button
                  key={color.id}
                  type="button"
                  className={styles.swatch}
                  style={{ background: color.value }}
                  aria-label={named(compact ? `${color.title}, ${product.title_en}` : color.title, out)}
                  aria-pressed={pick.color?.id === color.id}
                  data-sold-out={out || undefined}
                  onClick={() => onChoose('color', color)}
                />
              );
            })}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={`${styles.group} ${styles.sizes}`} {...group('size')}>
          <legend>Size</legend>
          {say('size')}
          <div className={styles.options}>
            {sizes.map((size) => {
              const out = soldOut('size', size);
              return (
                <button
                  key={size.id}
                  type="button"
                  className={styles.size}
                  aria-label={
                    compact ? named(`Size ${size.title}, ${product.title_en}`, out) : out ? named(size.title, out) : undefined
                  }
                  aria-pressed={pick.size?.id === size.id}
                  data-sold-out={out || undefined}
                  onClick={() => onChoose('size', size)}
                >
                  {size.title}
                </button>
              );
            })}
          </div>
        </fieldset>
      )}
    </div>
  );
}
