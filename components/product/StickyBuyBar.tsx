'use client';

import { useEffect, useState, type RefObject } from 'react';
import type { Product } from '@/lib/types/catalog';
import { Price } from './Price';
import styles from './StickyBuyBar.module.scss';

interface Props {
  product: Product;
  /** the product's own buttons: the bar shows once they have scrolled out of view above */
  buttons: RefObject<HTMLElement | null>;
  onAdd: () => void;
  disabled: boolean;
}

/** A phone's bar at the foot of the screen with the price and Add to cart, once the product's buttons are out of sight. */
export function StickyBuyBar({ product, buttons, onAdd, disabled }: Props) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // The screen's area stretched far down: the buttons leave it only by going above the screen's top edge, and a
    // long jump (a fling, the End key) past them still counts.
    const seen = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), {
      rootMargin: '0px 0px 100000px 0px',
    });
    if (buttons.current) seen.observe(buttons.current);
    return () => seen.disconnect();
  }, [buttons]);

  return (
    <div className={styles.bar} data-shown={shown}>
      <Price product={product} />
      <button type="button" onClick={onAdd} disabled={disabled}>
        Add to cart
      </button>
    </div>
  );
}
