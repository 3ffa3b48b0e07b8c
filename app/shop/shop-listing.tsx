import 'server-only';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { ShopBrowser } from '@/components/shop/ShopBrowser';
import { ShopHeader } from '@/components/shop/ShopHeader';
import { getShopAttributes, listProducts } from '@/lib/server/catalog';
import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';
import { parseShopParams, withCategorySlug, type ShopState } from '@/lib/shop-url';

/** The two listings: the whole shop and the clearance set (route table), each titled by its page content. */
const LISTINGS = {
  shop: { path: '/shop', title: 'all products', clearance: false },
  'clearance-sale': { path: '/clearance-sale', title: 'Clearance Sale', clearance: true },
} as const;

type ListingName = keyof typeof LISTINGS;
type SearchParams = Record<string, string | string[] | undefined>;

/** What Next.js hands a listing route. */
export type ListingRouteProps = { searchParams: Promise<SearchParams> };

/** Listing data is kept in Next's data cache for a minute (keyed by the arguments: the normalised query). */
const MINUTE = { revalidate: 60 };

/** The page content (title, banner) and the filter choices: one entry per listing. */
const loadShell = unstable_cache(
  async (name: ListingName) => {
    const db = await getDb();
    const [content, attributes] = await Promise.all([getPage(db, name), getShopAttributes(db)]);
    return { title: content?.title_en || LISTINGS[name].title, banner: content?.banner ?? null, attributes };
  },
  ['shop-shell'],
  MINUTE,
);

/** The first page of a listing: one entry per normalised query. */
const loadFirstPage = unstable_cache(
  async (clearance: boolean, state: ShopState) => listProducts(await getDb(), { page: 1, clearance, ...state }),
  ['shop-first-page'],
  MINUTE,
);

export async function listingMetadata(name: ListingName): Promise<Metadata> {
  const { title } = await loadShell(name);
  return { title };
}

/** A listing page: its first page of products is in the server's HTML; filters and 'Load more' run in the browser. */
export async function ShopListingPage({ name, searchParams }: { name: ListingName; searchParams: SearchParams }) {
  const { path, clearance } = LISTINGS[name];
  const { title, banner, attributes } = await loadShell(name);
  const state = withCategorySlug(parseShopParams(searchParams), attributes.categories);
  const firstPage = await loadFirstPage(clearance, state);
  return (
    <>
      <ShopHeader title={title} banner={banner} />
      <ShopBrowser path={path} clearance={clearance} state={state} attributes={attributes} firstPage={firstPage} />
    </>
  );
}
