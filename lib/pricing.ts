import type { SpecialPrice } from './types/catalog';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days an offer still runs: 0 on its last day, -1 once it has ended. */
export function offerDaysLeft(endsAt: Date, now: Date): number {
  const left = endsAt.getTime() - now.getTime();
  return left < 0 ? -1 : Math.floor(left / DAY_MS);
}

/** Spec section 5: a set offer with days > -1 replaces the normal price (0 if it has none). */
export function effectivePrice(item: { price: number; spacial_price?: SpecialPrice | null }): number {
  const offer = item.spacial_price;
  if (offer && offer.offer && offer.days > -1) return offer.price ?? 0;
  return item.price;
}

type Priced = { price: number; mrp: number | null; spacial_price?: SpecialPrice | null };

/**
 * The price a shopper compares against: the list price (mrp), or the regular price when a running offer
 * takes it lower. One rule for the card, the product page and the cart's saving.
 */
export function listPrice(item: Priced): number {
  return Math.max(item.mrp ?? 0, item.price);
}

/** How much below its list price an item sells, as a rounded percentage (0 when it does not). */
export function percentOff(item: Priced): number {
  const list = listPrice(item);
  const price = effectivePrice(item);
  return list > price ? Math.round(((list - price) / list) * 100) : 0;
}
