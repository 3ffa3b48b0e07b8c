import 'server-only';
import { getBundlesByIds, getProductsByIds } from '../catalog';
import type { Db } from '../db';
import { DomainError } from '../errors';
import { bundleLine, bundlePickProblem, cartSummary, pickProblem, resolvePick, toCartLine } from '../../cart';
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
  const ordinary = items.filter((item) => !item.bundle);
  const products = new Map(
    (
      await getProductsByIds(
        db,
        ordinary.map((item) => item.id),
      )
    ).map((p) => [p.id, p]),
  );
  const lines = mergedItems(ordinary).map((item) => {
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
  lines.push(...(await priceBundles(db, items)));
  return { lines, subtotal: cartSummary(lines).total };
}

/**
 * A cart's bundle lines as the server prices them: each at its bundle's price today, its pieces the bundle's own
 * products in order, each with a size and colour the product offers (a piece left unchosen is refused, naming it).
 */
async function priceBundles(db: Db, items: CartItemInput[]): Promise<CartLine[]> {
  const wanted = items.flatMap((item) => (item.bundle ? [{ ...item, pieces: item.bundle.pieces }] : []));
  if (!wanted.length) return [];
  const bundles = new Map(
    (
      await getBundlesByIds(
        db,
        wanted.map((item) => item.id),
      )
    ).map((b) => [b.id, b]),
  );
  return wanted.map((item) => {
    const bundle = bundles.get(item.id);
    if (!bundle) throw new DomainError('unprocessable', 'An item in your cart is no longer available');
    const samePieces =
      item.pieces.length === bundle.pieces.length && bundle.pieces.every((piece, index) => piece.id === item.pieces[index].id);
    if (!samePieces) throw new DomainError('unprocessable', `${bundle.title} has changed: add it to your cart again`);
    const picks = bundle.pieces.map((piece, index) => {
      const pick = resolvePick(piece, item.pieces[index].attribute_pick);
      if (!pick) throw new DomainError('unprocessable', `The chosen size or colour of ${piece.title_en} is not available`);
      return pick;
    });
    const missing = bundlePickProblem(bundle, picks);
    if (missing) throw new DomainError('unprocessable', missing);
    return bundleLine(bundle, picks, item.count);
  });
}
