import { LISTING_PARAMS, listingRenderUrl } from './listing-path.mjs';
import { listingState } from './listing';
import { parseShopParams, shopQueryString } from './shop-url';

/** The query segment of a render address, as the listing page receives it. */
const segmentOf = (url: string) => url.split('/')[3].split('?')[0];

describe('listingRenderUrl', () => {
  it.each([
    ['/shop', '', '/listing/shop/all'],
    ['/clearance-sale', '?page=2', '/listing/clearance-sale/all?page=2'],
    ['/shop', '?fbclid=abc&utm_source=fb', '/listing/shop/all?fbclid=abc&utm_source=fb'],
    ['/shop', '?sizes=2,1&category=cherie&fbclid=abc', '/listing/shop/category%3Dcherie%26sizes%3D2%252C1?fbclid=abc'],
    ['/shop', '?search=50%25%20off&colors=', '/listing/shop/search%3D50%2525%2Boff'],
  ])('%s%s is rendered at %s', (path, search, expected) => {
    expect(listingRenderUrl(path, search)).toBe(expected);
  });

  it('leaves every other address alone', () => {
    for (const path of ['/', '/shop/x', '/product/a', '/listing/shop/all', '/api/shop']) {
      expect(listingRenderUrl(path, '?category=cherie')).toBeNull();
    }
  });

  it('makes campaign parameters share one page, and any listing parameter its own', () => {
    const pathOf = (search: string) => listingRenderUrl('/shop', search)?.split('?')[0];
    expect(pathOf('?fbclid=1')).toBe(pathOf('?gclid=2'));
    expect(listingRenderUrl('/shop', '?sizes=1')).not.toBe(listingRenderUrl('/shop', '?sizes=2'));
  });

  it('keeps every parameter the listing reads, so the page sees what the address says', () => {
    const query = 'category=cherie&search=lace&categories=1&colors=2&sizes=3&size=4&styles=5&minPrice=10&maxPrice=20';
    const state = listingState(segmentOf(listingRenderUrl('/shop', `?${query}&utm_medium=x`)!));
    expect(state).toEqual(parseShopParams(new URLSearchParams(query)));
  });

  it('names every parameter the listing reads (and only those)', () => {
    // Each known parameter narrows the listing on its own; an unknown one does not.
    for (const name of LISTING_PARAMS) {
      const value = { category: 'lace', search: 'lace', sort: 'price-asc' }[name] ?? '3';
      expect(shopQueryString(parseShopParams(new URLSearchParams({ [name]: value })))).not.toBe('');
    }
    expect(shopQueryString(parseShopParams(new URLSearchParams({ page: '2', sort: 'price', q: 'lace' })))).toBe('');
  });
});
