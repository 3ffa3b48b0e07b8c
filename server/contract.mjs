/**
 * The one file of the production server (server/) that the app imports: how the app tells the server's page cache
 * (server/page-cache.mjs) that what some pages show has changed. Next.js loads the page cache on its own and bundles
 * the app apart, each with its own copy of this module, so the clock they share lives on one global.
 */
const clock = (globalThis[Symbol.for('storefront.page-cache.clock')] ??= { count: 0, expired: new Map() });

/** Numbers the page cache's reads, sets and expiries in order (two can fall in one millisecond). */
export const tick = () => ++clock.count;

/** The count at which a tag was last expired (0 if never). */
export const expiredAt = (tag) => clock.expired.get(tag) ?? 0;

/**
 * Expires every kept page carrying one of these tags, at once: what `revalidateTag` does, callable anywhere in the
 * process (a service outside a request, a message from another process). The tags: lib/server/cache/tags.ts.
 */
export function expireTags(tags) {
  const count = tick();
  for (const tag of tags) clock.expired.set(tag, count);
}
