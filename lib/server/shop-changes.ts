import 'server-only';
import { forgetAll } from './memo';
import { expireTags } from './page-cache.mjs';

/**
 * The tag Next.js gives every cached page under a path (what `revalidatePath` expires). A route group's name is
 * part of its pages' layout paths.
 */
const pathTag = (path: string) => `_N_T_${path}`;

/** Every listing page (/shop, /clearance-sale and collections, kept per normalised query by app/(shop)/listing). */
const LISTINGS = pathTag('/(shop)/listing/layout');
const HOME = [pathTag('/'), pathTag('/index')];

/**
 * Makes the shop show a change to products at once: their pages, and when `listings` is set (what a card shows
 * changed) the listings and home, are rendered afresh on their next request, and the kept listing answers of the
 * API are dropped. Works in any part of this process, in a request or not.
 */
export function productsChanged(slugs: string[], { listings }: { listings: boolean }): void {
  expireTags([...slugs.map((slug) => pathTag(`/product/${slug}`)), ...(listings ? [LISTINGS, ...HOME] : [])]);
  if (listings) forgetAll();
}
