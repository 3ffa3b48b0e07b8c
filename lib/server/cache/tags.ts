/**
 * The page cache's tags, named by what the shop shows. Next.js tags every page it keeps with its address and with
 * each route folder and file above it (`_N_T_` and the route's path, route groups included: what `revalidatePath`
 * expires); this is the one module that knows those names. tags.test.ts checks that each route named here still
 * exists under app/, so renaming a folder cannot silently stop a page from being renewed.
 */

/** The tag Next.js gives every kept page at or under a path (an address, or a route file with its groups). */
const pathTag = (path: string) => `_N_T_${path}`;

/** The routes named below, with the file under app/ each one stands for. */
export const ROUTES = {
  /** Every listing (/shop, /clearance-sale, a collection: app/(shop)/listing, kept per normalised query). */
  listings: { path: '/(shop)/listing/layout', file: '(shop)/listing' },
  productPages: { path: '/(shop)/product/[slug]/page', file: '(shop)/product/[slug]/page.tsx' },
  /** The bundles' list and each bundle's page: they show their pieces' prices and stock. */
  bundleList: { path: '/(shop)/bundles/page', file: '(shop)/bundles/page.tsx' },
  bundlePages: { path: '/(shop)/bundles/[slug]/page', file: '(shop)/bundles/[slug]/page.tsx' },
  blogList: { path: '/(shop)/blog/page', file: '(shop)/blog/page.tsx' },
  blogPosts: { path: '/(shop)/blog/[slug]/page', file: '(shop)/blog/[slug]/page.tsx' },
  /** The root layout, above every page. */
  everyPage: { path: '/layout', file: 'layout.tsx' },
  /** Home's address, with and without its index name. */
  home: { path: '/', file: '(shop)/page.tsx' },
  homeIndex: { path: '/index', file: '(shop)/page.tsx' },
  sitemap: { path: '/sitemap.xml', file: 'sitemap.ts' },
} as const;

const tagOf = (name: keyof typeof ROUTES) => pathTag(ROUTES[name].path);

/** What shows a product's card or price: every product page (its Complete the look), the listings, the bundles, home, sitemap. */
const CARDS = (['productPages', 'listings', 'bundleList', 'bundlePages', 'home', 'homeIndex', 'sitemap'] as const).map(tagOf);

export const cacheTags = {
  /** A product's own page. */
  product: (slug: string) => pathTag(`/product/${slug}`),
  cards: CARDS,
  /** The blog's list, its posts and the sitemap. */
  blog: (['blogList', 'blogPosts', 'sitemap'] as const).map(tagOf),
  /** Every page: a change to what the frame shows (settings, menu) or to any page's words. */
  everyPage: [tagOf('everyPage')],
};
