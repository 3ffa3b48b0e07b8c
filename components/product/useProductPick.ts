'use client';

import { useState } from 'react';
import { useCart } from '@/components/cart/useCart';
import { notify } from '@/components/ui/notify';
import { lineKey, productKey } from '@/lib/cart';
import { piecesLeft, SOLD_OUT } from '@/lib/stock';
import type { AttributePick, Purchasable } from '@/lib/types/cart';
import type { AttributeValue } from '@/lib/types/catalog';
import { selectCartLines } from '@/store/cart';
import { useAppSelector, useRehydrated } from '@/store/hooks';
import type { PickKind } from './AttributePicker';

/**
 * A product's chosen size and colour, and its line in the cart if it has one. Once the product is in
 * the cart, a new choice updates that line ('Size updated' / 'Color updated') instead of adding.
 */
export function useProductPick(product: Purchasable) {
  const cart = useCart();
  const rehydrated = useRehydrated();
  const line = useAppSelector(selectCartLines).find((l) => lineKey(l) === productKey(product));
  const [pick, setPick] = useState<AttributePick>({ size: null, color: null });

  // When the saved cart becomes known, start from its line's choices; later changes come from choose().
  const [started, setStarted] = useState(false);
  if (rehydrated && !started) {
    setStarted(true);
    if (line) setPick(line.attribute_pick);
  }

  function choose(kind: PickKind, value: AttributeValue) {
    // The cart's line cannot move to a size or colour that is sold out.
    if (line && piecesLeft(product.stock, { ...line.attribute_pick, [kind]: value }) === 0) return notify.error(SOLD_OUT);
    setPick((current) => ({ ...current, [kind]: value }));
    if (line) cart.changePick(line, kind === 'size' ? { size: value } : { color: value });
  }

  return { cart, line, pick: line ? line.attribute_pick : pick, choose, rehydrated };
}
