'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { QuantityControl } from '@/components/cart/QuantityControl';
import { notify } from '@/components/ui/notify';
import { initialQuantity, maxCount, minCount, pickProblem, quantityMessage } from '@/lib/cart';
import { isSoldOut, piecesLeft, SOLD_OUT, stockNote } from '@/lib/stock';
import type { Product } from '@/lib/types/catalog';
import { selectCartLines } from '@/store/cart';
import { useAppSelector } from '@/store/hooks';
import { AttributePicker } from './AttributePicker';
import { useProductPick } from './useProductPick';
import styles from './PurchasePanel.module.scss';

/** Colour, size and quantity for one product, with Add to cart and Buy Now (spec sections 4 and 5). */
export function PurchasePanel({ product }: { product: Product }) {
  const router = useRouter();
  const { cart, line, pick, choose, rehydrated } = useProductPick(product);
  const lines = useAppSelector(selectCartLines);
  const [count, setCount] = useState(1);
  // Once the saved cart is known: the spec's initial quantity (min, else the cart's, else 1); later
  // changes come from the stepper.
  const [started, setStarted] = useState(false);
  if (rehydrated && !started) {
    setStarted(true);
    setCount(initialQuantity(product, lines));
  }

  function step(delta: 1 | -1) {
    const next = count + delta;
    if (next > maxCount(product)) return notify.error(quantityMessage('max', maxCount(product)));
    if (next < minCount(product)) return notify.error(quantityMessage('min', minCount(product)));
    setCount(next);
  }

  const add = () => cart.add(product, { count, pick });
  const buyNow = () => {
    if (line || add()) router.push('/checkout');
  };

  // Pieces left of what is chosen so far: "Only N left" once the choice is made, "Sold out" when nothing is.
  const soldOut = isSoldOut(product.stock);
  const note = soldOut ? SOLD_OUT : pickProblem(product, pick, 'detail') ? null : stockNote(piecesLeft(product.stock, pick));

  return (
    <div className={styles.panel}>
      <AttributePicker product={product} pick={pick} onChoose={choose} />
      <p className={styles.stock} role="status">
        {note}
      </p>
      <div className={styles.buy}>
        <QuantityControl count={count} label={product.title_en} onDecrement={() => step(-1)} onIncrement={() => step(1)} />
        <button type="button" className={styles.add} onClick={add} disabled={soldOut}>
          Add to cart
        </button>
      </div>
      <button type="button" className={styles.now} onClick={buyNow} disabled={soldOut}>
        Buy Now
      </button>
    </div>
  );
}
