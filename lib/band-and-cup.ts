/** Which products the size finder shows on: apart from its rule, so that the product page's first load stays small. */
import { groupValues } from './cart/attributes';
import { bandCupTitle } from './size-groups';
import type { Purchasable } from './types/cart';

/**
 * Whether a product is sized by band and cup (34B): every size is of the Band and cup group, whose titles the
 * attributes' rule keeps to a band and a cup (the wire carries a size's title, not its group).
 */
export function isBandAndCup(product: Pick<Purchasable, 'attribute'>): boolean {
  const sizes = groupValues(product, 'Size');
  return sizes.length > 0 && sizes.every((size) => bandCupTitle(size.title) !== null);
}
