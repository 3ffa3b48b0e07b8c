import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ShopBrowser } from '@/components/shop/ShopBrowser';
import { PageBanner } from '@/components/ui/PageBanner';
import { isListingName, LISTINGS, listingState } from '@/lib/listing';
import { pageMetadata } from '@/lib/metadata';
import { getShopAttributes, listCategories } from '@/lib/server/catalog';
import { getPage } from '@/lib/server/content';
import { getDb } from '@/lib/server/db';
import { cachedListing } from '@/lib/server/listing-cache';
import { withCategorySlug } from '@/lib/shop-url';

/**
 * `/shop` and `/clearance-sale` for one normalised query (proxy.ts rewrites them here): rendered on first
 * request, then kept and regenerated at most every minute. Nothing on it is personal.
 */
export const revalidate = 60;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ name: string; query: string }> };

/** The listing, its page content, filter choices and state: shared by the metadata and the page. */
const load = cache(async (name: string, query: string) => {
  if (!isListingName(name)) notFound();
  const db = await getDb();
  const categories = listCategories(db);
  const [content, attributes, collections] = await Promise.all([
    getPage(db, name),
    getShopAttributes(db, categories),
    categories,
  ]);
  const listing = LISTINGS[name];
  const parsed = listingState(query);
  return {
    listing,
    title: content?.title_en || listing.title,
    banner: content?.banner ?? null,
    attributes,
    /** the collection the address names: a page of its own, shared with its own picture */
    category: collections.find((c) => c.slug === parsed.category),
    state: withCategorySlug(parsed, attributes.categories),
  };
});

/** A listing's metadata; a collection (`category`) is a page of its own, other filters share the listing's address. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { name, query } = await props.params;
  const { listing, title, banner, category } = await load(name, query);
  return pageMetadata({
    title: category ? category.title_en : title,
    description: listing.description,
    path: category ? `${listing.path}?${new URLSearchParams({ category: category.slug })}` : listing.path,
    image: category ? { file: category.logo, alt: category.title_en } : banner ? { file: banner } : undefined,
  });
}

/** A listing page: its first page of products is in the HTML; filters and 'Load more' run in the browser. */
export default async function ListingPage(props: Props) {
  const { name, query } = await props.params;
  const { listing, title, banner, attributes, state } = await load(name, query);
  const firstPage = await cachedListing({ page: 1, clearance: listing.clearance, ...state });
  return (
    <>
      <PageBanner title={title} banner={banner} />
      <ShopBrowser
        path={listing.path}
        clearance={listing.clearance}
        state={state}
        attributes={attributes}
        firstPage={firstPage}
      />
    </>
  );
}
