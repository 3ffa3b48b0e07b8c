import 'server-only';
import { defaultSort } from '@/lib/listing-sort';
import { normalFilter } from '@/lib/shop-url';
import { listProducts, type ListingQuery } from './catalog';
import { getDb } from './db';
import { memo } from './memo';

/**
 * Pages of the shop listing kept for a minute per normalised query (as long as a listing page, app/(shop)/listing,
 * is kept before it is regenerated): a burst of shoppers filtering alike costs one query a minute.
 * Whatever changes the catalogue calls `forgetAll` (lib/server/memo.ts).
 */
export const cachedListing = memo(async (query: ListingQuery) => listProducts(await getDb(), query), {
  ttlMs: 60_000,
  max: 500,
  key: ({ page, search = '', category = '', clearance = false, filter = {}, sort }) =>
    JSON.stringify([page, search, category, clearance, normalFilter(filter), sort ?? defaultSort(search)]),
});
