/** Test fixtures for the cart rules: one product factory, lines built on it, and a few attribute values. */
import type { CartLine, Purchasable } from '../types/cart';
import type { AttributeValue, SpecialPrice } from '../types/catalog';

export const SIZE_S: AttributeValue = { id: 1, title: 'S' };
export const SIZE_M: AttributeValue = { id: 2, title: 'M' };
export const RED: AttributeValue = { id: 11, title: 'Red', value: '#c0392b' };
export const BLACK: AttributeValue = { id: 12, title: 'Black', value: '#1d1a1c' };

/** An offer running `days` more days (-1: ended) at `price`. */
export function offer(days: number, price = 990): SpecialPrice {
  return { days, offer: true, price };
}

/** A product: a 1200 BDT lace bra without offer, limits or attributes, unless told otherwise. */
export function product(
  overrides: Partial<Purchasable> & { sizes?: AttributeValue[]; colors?: AttributeValue[] } = {},
): Purchasable {
  const { sizes = [], colors = [], ...fields } = overrides;
  const attribute: Purchasable['attribute'] = [];
  if (sizes.length) attribute.push({ name: 'Size', value: sizes });
  if (colors.length) attribute.push({ name: 'Color', value: colors });
  return {
    id: 1,
    slug: 'lace-bra',
    title_en: 'Lace Bra',
    image: 'lace-bra.svg',
    price: 1200,
    mrp: null,
    spacial_price: null,
    min: null,
    max: null,
    attribute,
    ...fields,
  };
}

/** A cart line of `product(overrides)`, one unit, nothing picked. */
export function line(overrides: Partial<CartLine> & { sizes?: AttributeValue[]; colors?: AttributeValue[] } = {}): CartLine {
  const { count = 1, attribute_pick = { size: null, color: null }, ...fields } = overrides;
  return { ...product(fields), count, attribute_pick };
}

/** Freeze a value all the way down, so any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.values(value).forEach(deepFreeze);
    Object.freeze(value);
  }
  return value;
}

/** A frozen cart of the given lines. */
export function cart(...lines: CartLine[]): CartLine[] {
  return deepFreeze(lines);
}
