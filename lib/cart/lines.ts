/**
 * Cart lines (spec section 4): identity, add, step up and down, remove, re-pick, and the detail page's
 * starting quantity. Every change returns a new array, leaving the given one and its lines untouched,
 * with an outcome for the toast; when nothing changes the given array comes back as it was.
 */
import { effectivePrice, listPrice } from '../pricing';
import { imageFor } from '../product-images';
import type { AttributePick, CartLine, Purchasable } from '../types/cart';
import type { AttributeValue } from '../types/catalog';

/** A cart after an action, and what happened. */
export interface CartChange<Outcome extends string> {
  lines: CartLine[];
  outcome: Outcome;
}

/** The outcome when no line has the given key (the cart is left as it was). */
export type Missing = 'missing';

/** Neither size nor colour chosen. */
export const NO_PICK: Readonly<AttributePick> = Object.freeze({ size: null, color: null });

/**
 * Line identity: the slug and the unit price, so one product at two prices makes two lines. A bundle's line is also
 * told apart by its pieces' picks: the same bundle in other sizes or colours is another line.
 */
export function lineKey(item: Pick<CartLine, 'slug' | 'price' | 'bundle'>): string {
  if (!item.bundle) return `${item.slug}@${item.price}`;
  const picks = item.bundle.pieces.map(({ attribute_pick: { size, color } }) => `${size?.id ?? 0}-${color?.id ?? 0}`);
  return `bundle:${item.bundle.slug}:${picks.join('.')}@${item.price}`;
}

/** Add a bundle's line: a line of the same bundle and picks gets its count added. */
export function addBundleLine(lines: CartLine[], added: CartLine): CartLine[] {
  const key = lineKey(added);
  const line = findLine(lines, key);
  return line ? replaceLine(lines, { ...line, count: line.count + added.count }) : [...lines, added];
}

/** The key a product's line has when added now, at its effective price. */
export function productKey(product: Pick<Purchasable, 'slug' | 'price' | 'spacial_price'>): string {
  return lineKey({ slug: product.slug, price: effectivePrice(product) });
}

/** The fewest units a line may hold: min, at least 1. */
export function minCount(item: Pick<Purchasable, 'min'>): number {
  return Math.max(1, item.min ?? 1);
}

/** The most units a line may hold: max, unlimited when max is null (or 0). */
export function maxCount(item: Pick<Purchasable, 'max'>): number {
  return item.max || Infinity;
}

/** A count brought within the item's min and max. */
function withinLimits(item: Pick<Purchasable, 'min' | 'max'>, count: number): number {
  return Math.min(maxCount(item), Math.max(minCount(item), count));
}

/** A product as a cart line, at its effective price now. Only the product fields a line needs are kept. */
export function toCartLine(product: Purchasable, count: number, pick: AttributePick): CartLine {
  const { id, slug, title_en, spacial_price, min, max, attribute } = product;
  // The line keeps its list price as its mrp, so the cart's saving counts what the card and page show as struck.
  return {
    id,
    slug,
    title_en,
    image: imageFor(product, pick.color?.id),
    price: effectivePrice(product),
    mrp: listPrice(product),
    spacial_price,
    min,
    max,
    attribute,
    count,
    attribute_pick: pick,
  };
}

function findLine(lines: readonly CartLine[], key: string): CartLine | undefined {
  return lines.find((line) => lineKey(line) === key);
}

/** The lines with `changed` in place of the line it replaces (same key). */
function replaceLine(lines: CartLine[], changed: CartLine): CartLine[] {
  const key = lineKey(changed);
  return lines.map((line) => (lineKey(line) === key ? changed : line));
}

/**
 * Add a product. A new line starts at the requested count (1 if none), brought within min and max, and is
 * appended. An existing line (same slug, same effective price) is set to the requested count, or raised by
 * 1, within min and max; nothing happens once it has reached max.
 */
export function addToCart(
  lines: CartLine[],
  product: Purchasable,
  opts: { count?: number; pick?: AttributePick } = {},
): CartChange<'added' | 'updated' | 'max'> {
  const line = findLine(lines, productKey(product));
  if (!line) {
    const added = toCartLine(product, withinLimits(product, opts.count ?? 1), opts.pick ?? NO_PICK);
    return { lines: [...lines, added], outcome: 'added' };
  }
  if (line.count >= maxCount(product)) return { lines, outcome: 'max' };
  const count = withinLimits(product, opts.count ?? line.count + 1);
  return { lines: replaceLine(lines, { ...line, count }), outcome: 'updated' };
}

/** One more unit, unless the line has reached its max. */
export function incrementLine(lines: CartLine[], key: string): CartChange<'incremented' | 'max' | Missing> {
  const line = findLine(lines, key);
  if (!line) return { lines, outcome: 'missing' };
  if (line.count >= maxCount(line)) return { lines, outcome: 'max' };
  return { lines: replaceLine(lines, { ...line, count: line.count + 1 }), outcome: 'incremented' };
}

/** One unit less: a line of 1 is removed; a line at its min stays as it is. */
export function decrementLine(lines: CartLine[], key: string): CartChange<'decremented' | 'removed' | 'min' | Missing> {
  const line = findLine(lines, key);
  if (!line) return { lines, outcome: 'missing' };
  if (line.count < 2) return removeLine(lines, key);
  if (line.count <= minCount(line)) return { lines, outcome: 'min' };
  return { lines: replaceLine(lines, { ...line, count: line.count - 1 }), outcome: 'decremented' };
}

/** Drop a line whatever its count. */
export function removeLine(lines: CartLine[], key: string): CartChange<'removed' | Missing> {
  if (!findLine(lines, key)) return { lines, outcome: 'missing' };
  return { lines: lines.filter((line) => lineKey(line) !== key), outcome: 'removed' };
}

/** A new size, or a new colour with its picture, for a line. */
export type PickChange = { size: AttributeValue } | { color: AttributeValue; image?: string };

/** Choose another size or colour for a line already in the cart ('Size updated' / 'Color updated'). */
export function updatePick(lines: CartLine[], key: string, change: PickChange): CartChange<'size' | 'color' | Missing> {
  const line = findLine(lines, key);
  if (!line) return { lines, outcome: 'missing' };
  const picked =
    'size' in change
      ? { ...line, attribute_pick: { ...line.attribute_pick, size: change.size } }
      : { ...line, image: change.image ?? line.image, attribute_pick: { ...line.attribute_pick, color: change.color } };
  return { lines: replaceLine(lines, picked), outcome: 'size' in change ? 'size' : 'color' };
}

/** The detail page's starting quantity: min when above 1, else the count already in the cart, else 1. */
export function initialQuantity(product: Purchasable, lines: readonly CartLine[]): number {
  if (minCount(product) > 1) return minCount(product);
  return findLine(lines, productKey(product))?.count ?? 1;
}
