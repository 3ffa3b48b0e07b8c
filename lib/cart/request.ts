import type { CartLine } from '../types/cart';
import type { CartItemInput } from '../validation/cart-items';

/** A cart as the browser sends it to the server: ids, counts and picks only; prices are the server's. */
export function toCartItems(lines: readonly CartLine[]): CartItemInput[] {
  const ids = ({ size, color }: CartLine['attribute_pick']) => ({
    size: size && { id: size.id },
    color: color && { id: color.id },
  });
  return lines.map(({ id, count, attribute_pick, bundle }) => ({
    id,
    count,
    attribute_pick: ids(attribute_pick),
    // A bundle's line names its pieces' products and picks; the bundle's id is the line's.
    ...(bundle && {
      bundle: { pieces: bundle.pieces.map((piece) => ({ id: piece.id, attribute_pick: ids(piece.attribute_pick) })) },
    }),
  }));
}
