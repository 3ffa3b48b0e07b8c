import { filterChips } from './filter-chips';
import { parseShopParams, withoutFilters } from './shop-url';
import type { ShopAttributes } from './types/catalog';

const attributes: ShopAttributes = {
  categories: [
    { id: 1, slug: 'cherie', title_en: 'Cherie' },
    { id: 2, slug: 'curve', title_en: 'Curve' },
  ],
  colors: [
    { id: 3, title: 'Black', value: '#000000' },
    { id: 4, title: 'Red', value: '#ff0000' },
  ],
  sizes: [{ id: 5, title: 'M' }],
  styles: [{ id: 6, title: 'Plunge' }],
};

describe('the filter chips', () => {
  it('name each filter in force in the panel order, and take it away alone', () => {
    const state = parseShopParams(
      new URLSearchParams('search=lace&sort=price-asc&colors=4,3&categories=2&sizes=5&styles=6&minPrice=500&maxPrice=2000'),
    );
    const chips = filterChips(state, attributes);
    expect(chips.map((c) => c.label)).toEqual(['Curve', 'Black', 'Red', 'Size M', 'Plunge', 'From BDT 500', 'Up to BDT 2,000']);
    const black = chips.find((c) => c.label === 'Black')!;
    expect(black.without).toEqual({ ...state, filter: { ...state.filter, colors: [4] } });
    const max = chips.find((c) => c.label === 'Up to BDT 2,000')!;
    expect(max.without.filter).not.toHaveProperty('maxPrice');
    expect(max.without).toMatchObject({ search: 'lace', sort: 'price-asc', filter: { minPrice: 500 } });
    // Clear filters keeps the search and the order.
    expect(withoutFilters(state)).toEqual({ search: 'lace', sort: 'price-asc', filter: {} });
  });

  it('are none for an unfiltered listing, and ignore ids the shop no longer has', () => {
    expect(filterChips({ filter: {} }, attributes)).toEqual([]);
    expect(filterChips({ filter: { colors: [99] } }, attributes)).toEqual([]);
  });

  it('name a collection the shop does not have, so its empty listing can be undone', () => {
    const state = parseShopParams(new URLSearchParams('category=old-name&search=lace&colors=3'));
    const chips = filterChips(state, attributes);
    expect(chips.map((c) => c.label)).toEqual(['Collection "old-name"', 'Black']);
    expect(chips[0].without).toEqual({ search: 'lace', filter: { colors: [3] } });
  });
});
