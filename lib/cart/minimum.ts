import { formatPrice } from '../format';
import { effectivePrice } from '../pricing';
import type { Purchasable } from '../types/cart';
import { maxCount, minCount } from './lines';

/**
 * What a card and the product page say of a product bought several at a time, or null when one may be bought.
 * The catalogue has no "sold in packs" field, so the limits decide: a min equal to the max leaves one count to buy,
 * a pack, whose price is said for the whole pack ("Pack of 3 · BDT 1,470"); a min below the max is a least count
 * the shopper may go above (the seed's thong: 3 to 9, "choose any three or more"), so it says "Minimum 3".
 */
export function minimumNote(product: Pick<Purchasable, 'min' | 'max' | 'price' | 'spacial_price'>): string | null {
  const min = minCount(product);
  if (min < 2) return null;
  return min === maxCount(product) ? `Pack of ${min} · ${formatPrice(effectivePrice(product) * min)}` : `Minimum ${min}`;
}
