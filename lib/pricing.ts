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
