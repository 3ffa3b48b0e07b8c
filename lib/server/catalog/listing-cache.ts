import 'server-only';
import { defaultSort } from '@/lib/listing-sort';
import { normalFilter } from '@/lib/shop-url';
import { matchingCollections } from '@/lib/search-words';
import type { SearchSuggestions } from '@/lib/types/catalog';
import { listCategories, listProducts, suggestProducts, type ListingQuery } from './products';
import { getDb } from '../db';
import { memo } from '../cache/memo';

/**
 * Pages of the shop listing kept for a minute per normalised query (as long as a listing page, app/(shop)/listing,
 * is kept before it is regenerated): a burst of shoppers filtering alike costs one query a minute.
 * Whatever changes the catalogue calls `forgetAll` (lib/server/cache/memo.ts).
 */
export const cachedListing = memo(async (query: ListingQuery) => listProducts(await getDb(), query), {
  ttlMs: 60_000,
  max: 500,
  key: ({ page, search = '', category = '', clearance = false, filter = {}, sort }) =>
    JSON.stringify([page, search, category, clearance, normalFilter(filter), sort ?? defaultSort(search)]),
});

/** Products and collections suggested per text typed, most 6 and 3. */
const SUGGESTED = { products: 6, collections: 3 };

/**
 * What the header's search suggests for a text being typed (at least 2 characters), kept for a minute per
 * text in lower case like a listing page: shoppers typing alike cost one query a minute.
 */
export const cachedSuggestions = memo(
  async (text: string): Promise<SearchSuggestions> => {
    if (text.length < 2) return { products: [], collections: [] };
    const db = await getDb();
    const [products, collections] = await Promise.all([suggestProducts(db, text, SUGGESTED.products), listCategories(db)]);
    const refs = collections.map(({ id, slug, title_en }) => ({ id, slug, title_en }));
    return { products, collections: matchingCollections(refs, text, SUGGESTED.collections) };
  },
  { ttlMs: 60_000, max: 500, key: (text) => text },
);
