/**
 * Where a listing address is rendered: `/shop?…` and `/clearance-sale?…` are served by app/(shop)/listing, one page per
 * listing and query, kept and regenerated like a static page. Plain JavaScript, because the production server
 * (server/index.mjs) rewrites these addresses itself before Next.js routes them: the cheapest way in. proxy.ts does the
 * same wherever server/index.mjs does not run (`next dev`).
 */

/** The listings, by their address. */
const LISTING_NAMES = ['shop', 'clearance-sale'];

/**
 * The query parameters a listing reads (lib/shop-url.ts); any other (a campaign's `fbclid`, `utm_…`) is left
 * out of the page's key, so that every visitor from one post shares one kept page.
 * @internal exported for the test that checks lib/shop-url.ts reads these and no others
 */
export const LISTING_PARAMS = [
  'category',
  'search',
  'categories',
  'colors',
  'sizes',
  'size',
  'styles',
  'minPrice',
  'maxPrice',
  'sort',
];

/** The query segment of a listing asked for with none of its parameters. */
export const UNFILTERED = 'all';

/**
 * The address a listing is rendered at, or null for any other path: the listing's parameters (first value of
 * each, in a fixed order) make its key; other parameters stay in the query.
 */
export function listingRenderUrl(pathname, search) {
  const name = pathname.slice(1);
  if (!LISTING_NAMES.includes(name)) return null;
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const key of LISTING_PARAMS) {
    const value = params.get(key);
    if (value !== null && value !== '') kept.set(key, value);
    params.delete(key);
  }
  const rest = params.toString();
  return `/listing/${name}/${encodeURIComponent(kept.toString() || UNFILTERED)}${rest ? `?${rest}` : ''}`;
}
