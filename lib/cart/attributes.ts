/** A line's size and colour: what a product offers and whether a pick is complete (spec section 5). */
import type { AttributePick, Purchasable } from '../types/cart';
import type { AttributeGroup, AttributeValue } from '../types/catalog';
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

/** Whether every chosen value (by id) is one the product offers; nothing chosen is nothing unavailable. */
export function isPickAvailable(product: WithAttributes, pick: AttributePick): boolean {
  const offered = (name: AttributeGroup['name'], chosen: AttributeValue | null) =>
    chosen === null || groupValues(product, name).some((value) => value.id === chosen.id);
  return offered('Size', pick.size) && offered('Color', pick.color);
}
