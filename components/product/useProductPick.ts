'use client';

import { useEffect, useMemo } from 'react';
import { useCart } from '@/components/cart/useCart';
import { notify } from '@/components/ui/notify';
import { lineKey, presetPick, productKey } from '@/lib/cart';
import { imageFor } from '@/lib/product-images';
import { piecesLeft, SOLD_OUT } from '@/lib/stock';
import type { Purchasable } from '@/lib/types/cart';
import type { AttributeValue } from '@/lib/types/catalog';
import { selectCartLines } from '@/store/cart';
import { useAppSelector } from '@/store/hooks';
import type { PickKind } from './AttributePicker';
import { setPick, usePick } from './pick-store';

/** The product's line in the cart, if it has one. */
function useCartLine(product: Purchasable) {
  return useAppSelector(selectCartLines).find((l) => lineKey(l) === productKey(product));
}

/** The product page's pick before she chooses (the first colour in stock); a card's is none. */
function usePreset(product: Purchasable, onPage: boolean) {
  return useMemo(() => (onPage ? presetPick(product) : undefined), [product, onPage]);
}

/**
 * The colour chosen of a product: its cart line's, else the one picked on screen (on its page, at first the first
 * colour in stock); null before one is.
 */
export function useChosenColor(product: Purchasable, onPage = false): number | null {
  const line = useCartLine(product);
  const pick = usePick(product.id, usePreset(product, onPage));
  return (line ? line.attribute_pick : pick).color?.id ?? null;
}

/**
 * A product's chosen size and colour, and its line in the cart if it has one. Once the product is in
 * the cart, a new choice updates that line ('Size updated' / 'Color updated') instead of adding.
 * (Not whether the saved state is read: a grid's every card would render again, at once, when it is.)
 */
export function useProductPick(product: Purchasable, onPage = false) {
  const cart = useCart();
  const line = useCartLine(product);
  const pick = usePick(product.id, usePreset(product, onPage));

  // The line's choices are the product's while it is in the cart, and stay chosen if it leaves.
  const linePick = line?.attribute_pick;
  useEffect(() => {
    if (linePick) setPick(product.id, linePick);
  }, [product.id, linePick]);

  function choose(kind: PickKind, value: AttributeValue) {
    // The cart's line cannot move to a size or colour that is sold out.
    if (line && piecesLeft(product.stock, { ...line.attribute_pick, [kind]: value }) === 0) return notify.error(SOLD_OUT);
    setPick(product.id, { ...pick, [kind]: value });
    if (line) cart.changePick(line, kind === 'size' ? { size: value } : { color: value, image: imageFor(product, value.id) });
  }

  return { cart, line, pick: line ? line.attribute_pick : pick, choose };
}
