import { useSyncExternalStore } from 'react';
import type { AttributePick } from '@/lib/types/cart';

/**
 * The size and colour a shopper has chosen of each product not yet in her cart, shared by everything on the
 * screen that shows that product: the picker, the product page's gallery and the card's picture. It lasts while
 * she moves around the shop (a colour chosen on a card is still chosen on the product's page).
 */
const picks = new Map<number, AttributePick>();
const listeners = new Set<() => void>();
const NONE: AttributePick = { size: null, color: null };

export function setPick(productId: number, pick: AttributePick): void {
  picks.set(productId, pick);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The pick of a product; until she chooses, `preset` (kept by the caller, the same object each render). */
export function usePick(productId: number, preset: AttributePick = NONE): AttributePick {
  return useSyncExternalStore(
    subscribe,
    () => picks.get(productId) ?? preset,
    () => preset,
  );
}
