/**
 * Stock as the shop shows it: pieces left per size and colour, sent with every product as `stock`, a map from
 * `{size id}-{colour id}` (0 for a product without sizes or without colours) to a count. One set of rules for the
 * product page, the card, the cart and the server.
 */
import type { AttributePick } from './types/cart';

export type StockMap = Record<string, number>;

/** At or below this many pieces the shop says how many are left. */
export const LOW_STOCK = 3;

export const SOLD_OUT = 'Sold out';
export const onlyLeft = (n: number) => `Only ${n} left`;

/** The map key of a size and colour (either may be absent). */
export const stockKey = (sizeId: number | null | undefined, colorId: number | null | undefined) =>
  `${sizeId ?? 0}-${colorId ?? 0}`;

/** The ids a pick names: an unchosen size or colour is null (any). */
type PickIds = { size: { id: number } | null; color: { id: number } | null };

/**
 * Pieces left of what a pick names: of one size and colour, or summed over every variant matching the part chosen
 * (nothing chosen: the whole product). Infinity when the product's stock is not known (a cart saved earlier).
 */
export function piecesLeft(stock: StockMap | undefined, pick: Partial<PickIds> = {}): number {
  if (!stock) return Infinity;
  let left = 0;
  for (const [key, quantity] of Object.entries(stock)) {
    const [size, color] = key.split('-').map(Number);
    if ((!pick.size || pick.size.id === size) && (!pick.color || pick.color.id === color)) left += quantity;
  }
  return left;
}

/** Whether nothing at all is left of a product. */
export const isSoldOut = (stock: StockMap | undefined) => piecesLeft(stock) === 0;

/** "Only N left" for a low count, "Sold out" for none, else null. */
export function stockNote(left: number): string | null {
  if (left <= 0) return SOLD_OUT;
  return left <= LOW_STOCK ? onlyLeft(left) : null;
}

/** Why `count` pieces of a complete pick cannot be had, or null. */
export function stockProblem(stock: StockMap | undefined, pick: AttributePick, count: number): string | null {
  const left = piecesLeft(stock, pick);
  if (left <= 0) return SOLD_OUT;
  return count > left ? onlyLeft(left) : null;
}
