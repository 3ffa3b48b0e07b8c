import type { CartLine } from '../types/cart';
import type { CartItemInput } from '../validation/cart-items';

/** A cart as the browser sends it to the server: ids, counts and picks only; prices are the server's. */
export function toCartItems(lines: readonly CartLine[]): CartItemInput[] {
  return lines.map(({ id, count, attribute_pick: { size, color } }) => ({
    id,
    count,
    attribute_pick: { size: size && { id: size.id }, color: color && { id: color.id } },
  }));
}
