/** Which products the size finder shows on: apart from its rule, so that the product page's first load stays small. */
import { groupValues } from './cart/attributes';
import type { Purchasable } from './types/cart';

/**
 * Whether a product is sized by band and cup (34B): every size's title is a band and a cup. The one place that
 * decides it until products carry their size group.
 */
export function isBandAndCup(product: Pick<Purchasable, 'attribute'>): boolean {
  const sizes = groupValues(product, 'Size');
  return sizes.length > 0 && sizes.every((size) => BAND_AND_CUP.test(size.title));
}

const BAND_AND_CUP = /^\d{2}\s?[A-K]{1,2}$/i;
