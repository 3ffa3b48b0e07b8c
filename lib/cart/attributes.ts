/** A line's size and colour: what a product offers and whether a pick is complete (spec section 5). */
import type { AttributePick, Purchasable } from '../types/cart';
import type { AttributeGroup, AttributeValue } from '../types/catalog';
import { piecesLeft } from '../stock';
import { COLOR_MUST_BE_SELECTED, SELECT_COLOR, SELECT_COLOR_AND_SIZE, SELECT_SIZE } from './messages';

type WithAttributes = Pick<Purchasable, 'attribute'>;

/** The values of a product's 'Size' or 'Color' group ([] when it has none). */
export function groupValues(product: WithAttributes, name: AttributeGroup['name']): AttributeValue[] {
  return product.attribute.filter((group) => group.name === name).flatMap((group) => group.value);
}

/**
 * Why a pick cannot go in the cart yet, or null. A product needs a colour if it offers colours and a size
 * if it offers sizes. The detail page names the first thing missing; the card asks for 'Select Color & Size'
 * whenever the size is missing and 'Color must be selected' when only the colour is.
 */
export function pickProblem(product: WithAttributes, pick: AttributePick, variant: 'detail' | 'card'): string | null {
  const colorMissing = !pick.color && groupValues(product, 'Color').length > 0;
  const sizeMissing = !pick.size && groupValues(product, 'Size').length > 0;
  if (variant === 'card') {
    if (sizeMissing) return SELECT_COLOR_AND_SIZE;
    return colorMissing ? COLOR_MUST_BE_SELECTED : null;
  }
  if (colorMissing) return SELECT_COLOR;
  return sizeMissing ? SELECT_SIZE : null;
}

/** What the product page opens on: the first colour with pieces left, no size (nothing when none has any). */
export function presetPick(product: Purchasable): AttributePick {
  const color = groupValues(product, 'Color').find((value) => piecesLeft(product.stock, { color: value }) > 0);
  return { size: null, color: color ?? null };
}

/** A pick as a client names it: by id only. */
export type PickIds = { size?: { id: number } | null; color?: { id: number } | null };

/**
 * A pick named by ids as the product's own values (titles and colour codes from the catalogue), or null when
 * a chosen id is not one the product offers. Nothing chosen stays null.
 */
export function resolvePick(product: WithAttributes, chosen: PickIds = {}): AttributePick | null {
  const resolve = (name: AttributeGroup['name'], id: number | undefined) =>
    id === undefined ? null : (groupValues(product, name).find((value) => value.id === id) ?? undefined);
  const size = resolve('Size', chosen.size?.id);
  const color = resolve('Color', chosen.color?.id);
  return size === undefined || color === undefined ? null : { size, color };
}

/** "size 34B, Rose": a size and colour by name ('' for a product without choices). */
export function pickName({ size, color }: AttributePick): string {
  return [size && `size ${size.title}`, color?.title].filter(Boolean).join(', ');
}

/** "Cherie Lace Balconette Bra (size 34B, Rose)": a line by name, with what was picked. */
export function lineName(line: { title_en: string; attribute_pick: AttributePick }): string {
  const pick = pickName(line.attribute_pick);
  return pick ? `${line.title_en} (${pick})` : line.title_en;
}
