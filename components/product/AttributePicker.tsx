import { groupValues } from '@/lib/cart';
import type { AttributePick, Purchasable } from '@/lib/types/cart';
import type { AttributeValue } from '@/lib/types/catalog';
import styles from './AttributePicker.module.scss';

export type PickKind = 'size' | 'color';

/** Colour swatches and size buttons of a product; `compact` for a card. */
export function AttributePicker({
  product,
  pick,
  onChoose,
  compact = false,
}: {
  product: Purchasable;
  pick: AttributePick;
  onChoose: (kind: PickKind, value: AttributeValue) => void;
  compact?: boolean;
}) {
  const colors = groupValues(product, 'Color');
  const sizes = groupValues(product, 'Size');
  return (
    <div className={compact ? `${styles.picker} ${styles.compact}` : styles.picker}>
      {colors.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Colour{pick.color && <span className={styles.chosen}>: {pick.color.title}</span>}</legend>
          <div className={styles.options}>
            {colors.map((color) => (
              <button
                key={color.id}
                type="button"
                className={styles.swatch}
                style={{ background: color.value }}
                aria-label={compact ? `${color.title}, ${product.title_en}` : color.title}
                aria-pressed={pick.color?.id === color.id}
                onClick={() => onChoose('color', color)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Size</legend>
          <div className={styles.options}>
            {sizes.map((size) => (
              <button
                key={size.id}
                type="button"
                className={styles.size}
                aria-label={compact ? `Size ${size.title}, ${product.title_en}` : undefined}
                aria-pressed={pick.size?.id === size.id}
                onClick={() => onChoose('size', size)}
              >
                {size.title}
              </button>
            ))}
          </div>
        </fieldset>
      )}
    </div>
  );
}
