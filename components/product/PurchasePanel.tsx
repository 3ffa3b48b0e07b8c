'use client';

import dynamic from 'next/dynamic';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { QuantityControl } from '@/components/cart/QuantityControl';
import { bringIntoView } from '@/components/ui/bring-into-view';
import { notify } from '@/components/ui/notify';
import { useShopperStarted } from '@/components/ui/useShopperStarted';
import { initialQuantity, maxCount, minCount, pickProblem, quantityMessage, SELECT_COLOR } from '@/lib/cart';
import { isBandAndCup } from '@/lib/band-and-cup';
import { piecesLeft, stockNote } from '@/lib/stock';
import type { Product } from '@/lib/types/catalog';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import { AttributePicker, type PickKind } from './AttributePicker';
import { SizeFinderOpener } from './SizeFinderOpener';
import { useProductPick } from './useProductPick';
import styles from './PurchasePanel.module.scss';

/**
 * Only a sold-out choice shows it: its code loads then, not with the page. Its `loading` gives it a Suspense
 * boundary of its own, so that the page around it stays shown while the code loads.
 */
const BackInStockForm = dynamic(() => import('./BackInStockForm').then((m) => m.BackInStockForm), {
  loading: () => null,
});

/** Needed only once the shopper scrolls: its code loads when she starts using the page, never on the server. */
const StickyBuyBar = dynamic(() => import('./StickyBuyBar').then((m) => m.StickyBuyBar), { ssr: false });

/**
 * Colour, size and quantity for one product, with Add to cart and Buy Now (spec sections 4 and 5). On a phone, once
 * the buttons scroll out of view above, a bar at the foot of the screen keeps the price and Add to cart at hand.
 */
export function PurchasePanel({ product }: { product: Product }) {
  const router = useRouter();
  const { cart, line, pick, choose } = useProductPick(product, true);
  const rehydrated = useRehydrated();
  const lines = useAppSelector(selectCartLines);
  const [count, setCount] = useState(1);
  // Once the saved cart is known: the spec's initial quantity (min, else the cart's, else 1); later
  // changes come from the stepper.
  const [started, setStarted] = useState(false);
  const buttons = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  // The choice the phone's bar sent her to, marked until she makes it.
  const [sentTo, setSentTo] = useState<PickKind | null>(null);
  const inUse = useShopperStarted();
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
  const problem = pickProblem(product, pick, 'detail');
  const missing: PickKind | null = problem ? (problem === SELECT_COLOR ? 'color' : 'size') : null;
  // The bar is far below the choices: besides the spec's toast, it takes her up to the one missing.
  const addFromBar = () => {
    if (missing) {
      setSentTo(missing);
      const group = panel.current?.querySelector<HTMLElement>(`[data-pick="${missing}"]`);
      bringIntoView(group, group?.querySelector('button'));
    }
    add();
  };
  const buyNow = () => {
    if (line || add()) router.push('/checkout');
  };

  // Pieces left of the choice once it is made (of the whole product until then): "Only N left" when few are,
  // "Sold out" when none are; then the shopper can ask to hear when it is back.
  const complete = !problem;
  const left = piecesLeft(product.stock, complete ? pick : {});
  const unavailable = left === 0;
  const note = complete || unavailable ? stockNote(left) : null;

  return (
    <div className={styles.panel} ref={panel}>
      <AttributePicker product={product} pick={pick} onChoose={choose} missing={sentTo === missing ? missing : null} />
      {isBandAndCup(product) && <SizeFinderOpener product={product} color={pick.color} onChoose={choose} />}
      <p className={styles.stock} role="status">
        {note}
      </p>
      {complete && unavailable && <BackInStockForm productId={product.id} pick={pick} />}
      <div className={styles.buy} ref={buttons}>
        <QuantityControl count={count} label={product.title_en} onDecrement={() => step(-1)} onIncrement={() => step(1)} />
        <button type="button" className={styles.add} onClick={add} disabled={unavailable}>
          Add to cart
        </button>
      </div>
      <button type="button" className={styles.now} onClick={buyNow} disabled={unavailable}>
        Buy Now
      </button>
      {inUse && <StickyBuyBar product={product} buttons={buttons} onAdd={addFromBar} disabled={unavailable} />}
    </div>
  );
}
