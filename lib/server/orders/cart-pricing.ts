import 'server-only';
import { getProductsByIds } from '../catalog';
import type { Db } from '../db';
import { DomainError } from '../errors';
import { cartSummary, pickProblem, resolvePick, toCartLine } from '../../cart';
import type { CartLine } from '../../types/cart';
import type { CartItemInput } from '../../validation/cart-items';

const pickKey = (item: CartItemInput) =>
  `${item.id}|${item.attribute_pick?.size?.id ?? ''}|${item.attribute_pick?.color?.id ?? ''}`;

/** Lines of one product in one size and colour are one line: their counts add up (and meet min and max together). */
function mergedItems(items: CartItemInput[]): CartItemInput[] {
  const merged = new Map<string, CartItemInput>();
  for (const item of items) {
    const key = pickKey(item);
    const earlier = merged.get(key);
    merged.set(key, earlier ? { ...earlier, count: earlier.count + item.count } : item);
  }
  return [...merged.values()];
}

/**
 * A cart as the server prices it: every line from the database at today's effective price, with the client's
 * prices ignored. Unknown products, sizes and colours, a product's size or colour left unchosen (with the spec's
 * 'Select a Color' / 'Select a size'), and counts outside a product's min and max are refused with a 422.
 */
export async function priceCart(db: Db, items: CartItemInput[]): Promise<{ lines: CartLine[]; subtotal: number }> {
  const products = new Map(
    (
      await getProductsByIds(
        db,
        items.map((item) => item.id),
      )
    ).map((p) => [p.id, p]),
  );
  const lines = mergedItems(items).map((item) => {
    const product = products.get(item.id);
    if (!product) throw new DomainError('unprocessable', 'An item in your cart is no longer available');
    const pick = resolvePick(product, item.attribute_pick);
    if (!pick) throw new DomainError('unprocessable', `The chosen size or colour of ${product.title_en} is not available`);
    const missing = pickProblem(product, pick, 'detail');
    if (missing) throw new DomainError('unprocessable', missing);
    if ((product.min && item.count < product.min) || (product.max && item.count > product.max)) {
      throw new DomainError(
        'unprocessable',
        product.max
          ? `${product.title_en} can be ordered ${product.min ?? 1} to ${product.max} at a time`
          : `${product.title_en} can be ordered ${product.min} or more at a time`,
      );
    }
    return toCartLine(product, item.count, pick);
  });
  return { lines, subtotal: cartSummary(lines).total };
}
