import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ShopBrowser } from '@/components/shop/ShopBrowser';
import { PageBanner } from '@/components/ui/PageBanner';
import { isListingName, LISTINGS, listingState } from '@/lib/listing';
import { pageMetadata } from '@/lib/metadata';
import { findCollection, getShopAttributes, listSizeFilterGroups } from '@/lib/server/catalog/products';
import { getPage } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { cachedListing } from '@/lib/server/catalog/listing-cache';
import { withCategorySlug } from '@/lib/shop-url';

/**
 * `/shop` and `/clearance-sale` for one normalised query (proxy.ts rewrites them here): rendered on first
 * request, then kept until what it shows changes (a save or an order at once, an offer starting or ending within
 * a minute: lib/server/catalog/offer-clock.ts), at most an hour. Nothing on it is personal.
 */
export const revalidate = 3600;
export const generateStaticParams = async () => [];

type Props = { params: Promise<{ name: string; query: string }> };

/** The listing, its page content, filter choices and state: shared by the metadata and the page. */
const load = cache(async (name: string, query: string) => {
  if (!isListingName(name)) notFound();
  const db = await getDb();
  const parsed = listingState(query);
  const [content, attributes, sizeGroups, category] = await Promise.all([
    getPage(db, name),
    getShopAttributes(db),
    listSizeFilterGroups(db),
    parsed.category ? findCollection(db, parsed.category) : undefined,
  ]);
  const listing = LISTINGS[name];
  return {
    listing,
    title: content?.title_en || listing.title,
    banner: content?.banner ?? null,
    attributes,
    sizeGroups,
    /** the collection the address names: a page of its own (title, description, banner), shared with its own picture */
    category,
    state: withCategorySlug(parsed, attributes.categories),
  };
});

/** A listing's metadata; a collection (`category`) is a page of its own, other filters share the listing's address. */
export async function generateMetadata(props: Props): Promise<Metadata> {
  const { name, query } = await props.params;
  const { listing, title, banner, category } = await load(name, query);
  return pageMetadata({
    title: category ? category.title_en : title,
    description: category?.description || listing.description,
    path: category ? `${listing.path}?${new URLSearchParams({ category: category.slug })}` : listing.path,
    image: category ? { file: category.banner ?? category.logo, alt: category.title_en } : banner ? { file: banner } : undefined,
  });
}

/** A listing page: its first page of products is in the HTML; filters and 'Load more' run in the browser. */
export default async function ListingPage(props: Props) {
  const { name, query } = await props.params;
  const { listing, title, banner, attributes, sizeGroups, state, category } = await load(name, query);
  const firstPage = await cachedListing({ page: 1, clearance: listing.clearance, ...state });
  return (
    <>
      {category ? (
        <PageBanner
          title={category.title_en}
          banner={category.banner ?? banner}
          trail={[{ label: listing.crumb, url: listing.path }]}
          lead={category.description}
        />
      ) : (
        <PageBanner title={title} banner={banner} />
      )}
      <ShopBrowser
        path={listing.path}
        clearance={listing.clearance}
        state={state}
        attributes={attributes}
        sizeGroups={sizeGroups}
        firstPage={firstPage}
        collection={category && { id: category.id, slug: category.slug, title_en: category.title_en }}
      />
    </>
  );
}
