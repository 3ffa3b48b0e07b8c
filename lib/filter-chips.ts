import { formatPrice } from './format';
import { toggleId, withoutCategory, withPrice, type FilterList, type ShopState } from './shop-url';
import type { ShopAttributes } from './types/catalog';

/** One filter in force, as a chip above the results: what it says, and the listing without it. */
export interface FilterChip {
  key: string;
  label: string;
  without: ShopState;
}

const LISTS: { name: FilterList; values: (a: ShopAttributes) => { id: number; title: string }[]; prefix?: string }[] = [
  { name: 'categories', values: (a) => a.categories.map((c) => ({ id: c.id, title: c.title_en })) },
  { name: 'colors', values: (a) => a.colors },
  { name: 'sizes', values: (a) => a.sizes, prefix: 'Size ' },
  { name: 'styles', values: (a) => a.styles },
];

/**
 * The filters in force, in the filter panel's order (collections, colours, sizes, styles, then the price range).
 * A collection the address names that the shop does not have (a renamed one's old link) is a chip too, so that
 * its empty listing can be undone.
 */
export function filterChips(state: ShopState, attributes: ShopAttributes): FilterChip[] {
  const unknown: FilterChip[] = state.category
    ? [{ key: 'category', label: `Collection "${state.category}"`, without: withoutCategory(state) }]
    : [];
  const chips: FilterChip[] = unknown.concat(
    LISTS.flatMap(({ name, values, prefix = '' }) =>
      values(attributes)
        .filter((value) => state.filter[name]?.includes(value.id))
        .map((value) => ({ key: `${name}-${value.id}`, label: prefix + value.title, without: toggleId(state, name, value.id) })),
    ),
  );
  const { minPrice, maxPrice } = state.filter;
  if (minPrice !== undefined)
    chips.push({ key: 'minPrice', label: `From ${formatPrice(minPrice)}`, without: withPrice(state, 'minPrice', '') });
  if (maxPrice !== undefined)
    chips.push({ key: 'maxPrice', label: `Up to ${formatPrice(maxPrice)}`, without: withPrice(state, 'maxPrice', '') });
  return chips;
}
