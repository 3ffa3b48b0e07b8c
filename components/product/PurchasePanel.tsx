'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { QuantityControl } from '@/components/cart/QuantityControl';
import { useCart } from '@/components/cart/useCart';
import { notify } from '@/components/ui/notify';
import { groupValues, initialQuantity, lineKey, maxCount, minCount, productKey, quantityMessage } from '@/lib/cart';
import type { AttributePick } from '@/lib/types/cart';
import type { AttributeValue, Product } from '@/lib/types/catalog';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import styles from './PurchasePanel.module.scss';

/** Colour, size and quantity for one product, with Add to cart and Buy Now (spec sections 4 and 5). */
export function PurchasePanel({ product }: { product: Product }) {
  const router = useRouter();
  const cart = useCart();
  const rehydrated = useRehydrated();
  const lines = useAppSelector(selectCartLines);
  const line = lines.find((l) => lineKey(l) === productKey(product));
  const [pick, setPick] = useState<AttributePick>({ size: null, color: null });
  const [count, setCount] = useState(1);

  // Once the saved cart is known: start from its line's choices and the spec's initial quantity.
  useEffect(() => {
    if (!rehydrated) return;
    if (line) setPick(line.attribute_pick);
    setCount(initialQuantity(product, lines));
    // Only when the cart first becomes known: later changes come from this panel itself.
  }, [rehydrated]);

  function choose(kind: 'size' | 'color', value: AttributeValue) {
    setPick((current) => ({ ...current, [kind]: value }));
    if (line) cart.changePick(line, kind === 'size' ? { size: value } : { color: value });
  }

  function step(delta: 1 | -1) {
    const next = count + delta;
    if (next > maxCount(product)) return notify.error(quantityMessage('max', maxCount(product)));
    if (next < minCount(product)) return notify.error(quantityMessage('min', minCount(product)));
    setCount(next);
  }

  const add = () => cart.add(product, { count, pick: line ? line.attribute_pick : pick });
  const buyNow = () => {
    if (line || add()) router.push('/checkout');
  };

  const colors = groupValues(product, 'Color');
  const sizes = groupValues(product, 'Size');
  return (
    <div className={styles.panel}>
      {colors.length > 0 && (
        <fieldset className={styles.group}>
          <legend>
            Colour{pick.color && <span className={styles.chosen}>: {pick.color.title}</span>}
          </legend>
          <div className={styles.swatches}>
            {colors.map((color) => (
              <button
                key={color.id}
                type="button"
                className={styles.swatch}
                style={{ background: color.value }}
                aria-label={color.title}
                aria-pressed={pick.color?.id === color.id}
                onClick={() => choose('color', color)}
              />
            ))}
          </div>
        </fieldset>
      )}
      {sizes.length > 0 && (
        <fieldset className={styles.group}>
          <legend>Size</legend>
          <div className={styles.sizes}>
            {sizes.map((size) => (
              <button
                key={size.id}
                type="button"
                className={styles.size}
                aria-pressed={pick.size?.id === size.id}
                onClick={() => choose('size', size)}
              >
                {size.title}
              </button>
            ))}
          </div>
        </fieldset>
      )}
      <div className={styles.buy}>
        <QuantityControl count={count} label={product.title_en} onDecrement={() => step(-1)} onIncrement={() => step(1)} />
        <button type="button" className={styles.add} onClick={add}>
          Add to cart
        </button>
      </div>
      <button type="button" className={styles.now} onClick={buyNow}>
        Buy Now
      </button>
    </div>
  );
}
