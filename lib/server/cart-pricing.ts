import 'server-only';
import { getProductsByIds } from './catalog';
import type { Db } from './db';
import { HttpError } from './http';
import { cartSummary, groupValues, isPickAvailable, toCartLine } from '../cart';
import type { CartLine } from '../types/cart';
import type { CartItemInput } from '../validation/cart-items';

/**
 * A cart as the server prices it: every line from the database at today's effective price, with
 * the client's prices ignored. Unknown or unavailable products, sizes and colours, and counts outside
 * a product's min and max are refused with a 422 that names the product.
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
  const lines = items.map((item) => {
    const product = products.get(item.id);
    if (!product) throw new HttpError(422, 'An item in your cart is no longer available');
    const size = groupValues(product, 'Size').find((v) => v.id === item.attribute_pick?.size?.id) ?? null;
    const color = groupValues(product, 'Color').find((v) => v.id === item.attribute_pick?.color?.id) ?? null;
    const pick = { size, color };
    if ((item.attribute_pick?.size && !size) || (item.attribute_pick?.color && !color) || !isPickAvailable(product, pick)) {
      throw new HttpError(422, `The chosen size or colour of ${product.title_en} is not available`);
    }
    if ((product.min && item.count < product.min) || (product.max && item.count > product.max)) {
      throw new HttpError(
        422,
        `${product.title_en} can be ordered ${product.min ?? 1} to ${product.max ?? 'any number'} at a time`,
      );
    }
    return toCartLine(product, item.count, pick);
  });
  return { lines, subtotal: cartSummary(lines).total };
}
