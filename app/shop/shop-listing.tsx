import 'server-only';
import type { Metadata } from 'next';
import { unstable_cache } from 'next/cache';
import { ShopBrowser } from '@/components/shop/ShopBrowser';
import { PageBanner } from '@/components/ui/PageBanner';
import { getShopAttributes, listProducts } from '@/lib/server/catalog';
import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';
import { pageMetadata } from '@/lib/metadata';
import { parseShopParams, withCategorySlug, type ShopState } from '@/lib/shop-url';

/** The two listings: the whole shop and the clearance set (route table), each titled by its page content. */
const LISTINGS = {
  shop: {
    path: '/shop',
    title: 'all products',
    clearance: false,
    description:
      'Bras, briefs, bodysuits, nightwear and shapewear in sizes XS to 3XL: filter by collection, colour, size and price.',
  },
  'clearance-sale': {
    path: '/clearance-sale',
    title: 'Clearance Sale',
    clearance: true,
    description: 'Last sizes and colours of loved styles at clearance prices, while they last.',
  },
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

/** A listing's metadata; a collection (`category`) is a page of its own, other filters share the listing's address. */
export async function listingMetadata(name: ListingName, { searchParams }: ListingRouteProps): Promise<Metadata> {
  const { title, banner, attributes } = await loadShell(name);
  const { path, description } = LISTINGS[name];
  const slug = parseShopParams(await searchParams).category;
  const category = attributes.categories.find((c) => c.slug === slug);
  return pageMetadata({
    title: category ? category.title_en : title,
    description,
    path: category ? `${path}?${new URLSearchParams({ category: category.slug })}` : path,
    image: banner ? { file: banner, width: 1920, height: 720 } : undefined,
  });
}

/** A listing page: its first page of products is in the server's HTML; filters and 'Load more' run in the browser. */
export async function ShopListingPage({ name, searchParams }: { name: ListingName; searchParams: SearchParams }) {
  const { path, clearance } = LISTINGS[name];
  const { title, banner, attributes } = await loadShell(name);
  const state = withCategorySlug(parseShopParams(searchParams), attributes.categories);
  const firstPage = await loadFirstPage(clearance, state);
  return (
    <>
      <PageBanner title={title} banner={banner} />
      <ShopBrowser path={path} clearance={clearance} state={state} attributes={attributes} firstPage={firstPage} />
    </>
  );
}
