import {
  isNarrowed,
  listingApiQuery,
  parseShopParams,
  priceBound,
  shopHref,
  toggleId,
  withCategorySlug,
  withPrice,
  withSearch,
  withSort,
  type ShopState,
} from './shop-url';

const none: ShopState = { filter: {} };

describe('parseShopParams', () => {
  it.each<[string, string, ShopState]>([
    ['nothing', '', none],
    ['a collection and a search', 'category=cherie&search=%20lace%20', { category: 'cherie', search: 'lace', filter: {} }],
    [
      'id lists, sorted and distinct',
      'colors=7,1,7&sizes=3&styles=2&categories=4',
      { filter: { categories: [4], colors: [1, 7], sizes: [3], styles: [2] } },
    ],
    ['size={id} adds to the sizes', 'size=5&sizes=3', { filter: { sizes: [3, 5] } }],
    ['size alone', 'size=2', { filter: { sizes: [2] } }],
    ['price bounds, commas allowed', 'minPrice=500&maxPrice=2,000', { filter: { minPrice: 500, maxPrice: 2000 } }],
    ['reversed price bounds are swapped', 'minPrice=2000&maxPrice=500', { filter: { minPrice: 500, maxPrice: 2000 } }],
    ['blank values are no filter', 'colors=&minPrice=&search=&category=', none],
    ['trailing commas are tolerated', 'colors=1,,2,', { filter: { colors: [1, 2] } }],
    ['a list with a bad id is ignored, the rest kept', 'colors=1,abc&sizes=2', { filter: { sizes: [2] } }],
    ['zero, negative and fractional ids are ignored', 'colors=0&sizes=-1&styles=1.5', none],
    ['a bad size is ignored', 'size=XL&sizes=1', { filter: { sizes: [1] } }],
    ['bad prices are ignored', 'minPrice=cheap&maxPrice=-5', none],
    ['a bad category slug is ignored', 'category=%3Cscript%3E&colors=1', { filter: { colors: [1] } }],
    ['a search over 100 characters is ignored', `search=${'x'.repeat(101)}`, none],
    ['unknown parameters and orders are ignored', 'page=3&filter=%7B%7D&sort=price', none],
    ['an order', 'sort=price-asc', { filter: {}, sort: 'price-asc' }],
    ['the default order is left out', 'sort=newest', none],
    ['relevance orders a search only', 'sort=relevance', none],
    ['a search in the newest order', 'search=lace&sort=newest', { search: 'lace', filter: {}, sort: 'newest' }],
    ['a search in its default order', 'search=lace&sort=relevance', { search: 'lace', filter: {} }],
  ])('%s', (_, query, expected) => {
    expect(parseShopParams(new URLSearchParams(query))).toEqual(expected);
  });

  it('reads Next.js search params, taking the first of repeated values', () => {
    expect(parseShopParams({ colors: ['2', '9'], search: 'silk', maxPrice: undefined })).toEqual({
      search: 'silk',
      filter: { colors: [2] },
    });
  });

  it('never throws, whatever the input', () => {
    for (const query of [
      'colors=%',
      'minPrice=1e400',
      'sizes=' + '1,'.repeat(500),
      'search=%00',
      'category=' + 'a'.repeat(300),
    ]) {
      expect(() => parseShopParams(new URLSearchParams(query))).not.toThrow();
    }
  });
});

describe('shopHref', () => {
  it.each<[string, ShopState, string]>([
    ['nothing narrows', none, '/shop'],
    [
      'every part, lists comma-separated',
      {
        category: 'cherie',
        search: 'silk & lace',
        filter: { categories: [1], colors: [1, 7], sizes: [3], styles: [2], minPrice: 500, maxPrice: 2000 },
      },
      '/shop?category=cherie&search=silk%20%26%20lace&categories=1&colors=1,7&sizes=3&styles=2&minPrice=500&maxPrice=2000',
    ],
    ['a zero bound is kept', { filter: { minPrice: 0 } }, '/shop?minPrice=0'],
  ])('%s', (_, state, href) => {
    expect(shopHref('/shop', state)).toBe(href);
  });

  it.each([
    'category=cherie&search=lace',
    'colors=1,7&sizes=3&styles=2&minPrice=500&maxPrice=2000',
    'search=%C3%A9t%C3%A9%20bra',
  ])('round-trips %s', (query) => {
    const state = parseShopParams(new URLSearchParams(query));
    expect(parseShopParams(new URLSearchParams(shopHref('/shop', state).split('?')[1]))).toEqual(state);
  });
});

describe('changing the state', () => {
  const base: ShopState = { category: 'cherie', filter: { colors: [3] } };

  it.each<[string, ShopState, ShopState]>([
    ['ticks a new id in order', toggleId(base, 'colors', 1), { category: 'cherie', filter: { colors: [1, 3] } }],
    ['unticks the last id, dropping the list', toggleId(base, 'colors', 3), { category: 'cherie', filter: {} }],
    ['ticks into an empty list', toggleId(base, 'sizes', 2), { category: 'cherie', filter: { colors: [3], sizes: [2] } }],
    [
      'sets a price from free text',
      withPrice(base, 'minPrice', ' 1,500 '),
      { category: 'cherie', filter: { colors: [3], minPrice: 1500 } },
    ],
    ['clears a price with blank text', withPrice({ filter: { maxPrice: 900 } }, 'maxPrice', ''), none],
    ['ignores a bad price', withPrice({ filter: { maxPrice: 900 } }, 'maxPrice', 'abc'), none],
    [
      'swaps a maximum set below the minimum',
      withPrice({ filter: { minPrice: 900 } }, 'maxPrice', '300'),
      { filter: { minPrice: 300, maxPrice: 900 } },
    ],
    ['sets a search', withSearch(base, '  silk '), { ...base, search: 'silk' }],
    ['clears a search', withSearch({ search: 'silk', filter: {} }, ' '), none],
    ['sorts', withSort(base, 'price-desc'), { ...base, sort: 'price-desc' }],
    [
      'keeps the order through a filter',
      toggleId({ filter: {}, sort: 'best-selling' }, 'sizes', 2),
      { filter: { sizes: [2] }, sort: 'best-selling' },
    ],
    ['drops relevance with the search', withSearch({ search: 'silk', filter: {}, sort: 'newest' }, ''), none],
  ])('%s', (_, actual, expected) => {
    expect(actual).toEqual(expected);
  });
});

describe('withCategorySlug', () => {
  const categories = [
    { id: 4, slug: 'cherie', title_en: 'Cherie' },
    { id: 9, slug: 'all-about-lace', title_en: 'All About Lace' },
  ];

  it.each<[string, ShopState, ShopState]>([
    [
      'a known slug becomes a ticked category',
      { category: 'all-about-lace', search: 'bra', filter: { colors: [1] } },
      { search: 'bra', filter: { categories: [9], colors: [1] } },
    ],
    ['joins the ticked categories', { category: 'cherie', filter: { categories: [9, 4] } }, { filter: { categories: [4, 9] } }],
    ['an unknown slug stays (and matches nothing)', { category: 'no-such', filter: {} }, { category: 'no-such', filter: {} }],
    ['no slug, no change', none, none],
  ])('%s', (_, state, expected) => {
    expect(withCategorySlug(state, categories)).toEqual(expected);
  });
});

describe('isNarrowed', () => {
  it.each<[ShopState, boolean]>([
    [none, false],
    [{ search: 'x', filter: {} }, true],
    [{ category: 'cherie', filter: {} }, true],
    [{ filter: { maxPrice: 0 } }, true],
  ])('%j is %s', (state, narrowed) => expect(isNarrowed(state)).toBe(narrowed));
});

describe('priceBound', () => {
  it.each<[string | undefined, number | undefined]>([
    [undefined, undefined],
    ['', undefined],
    ['0', 0],
    ['2,000', 2000],
    ['12.5', 12.5],
    ['-1', undefined],
    ['ten', undefined],
  ])('%s gives %s', (text, value) => expect(priceBound(text)).toBe(value));
});

describe('listingApiQuery', () => {
  it.each<[string, Parameters<typeof listingApiQuery>[0], Record<string, string>]>([
    ['page only', { state: none, clearance: false, page: 1 }, { page: '1' }],
    [
      'everything',
      {
        state: { category: 'cherie', search: 'lace', filter: { colors: [1], minPrice: 500 }, sort: 'price-asc' },
        clearance: true,
        page: 3,
      },
      {
        filter: '{"colors":[1],"minPrice":500}',
        category: 'cherie',
        search: 'lace',
        clearance: '1',
        sort: 'price-asc',
        page: '3',
      },
    ],
  ])('%s', (_, request, expected) => {
    expect(Object.fromEntries(new URLSearchParams(listingApiQuery(request)))).toEqual(expected);
  });
});
