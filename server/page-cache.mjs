/**
 * The cache of rendered pages and cached data (Next.js `cacheHandler`): in this process's memory, bounded by
 * PAGE_CACHE_MB (64 MB unless set), least recently used first out. Nothing is written to disk, so anonymous
 * requests cannot fill the disk that also holds the embedded database, and a page that answered 404 (an
 * invented product or post address) is not kept at all. Tags a save revalidates expire the entries that carry
 * them at once.
 *
 * Plain JavaScript: Next.js loads it on its own, outside the app's bundles.
 */

import { megabytesFromEnv } from './memory-budget.mjs';

const TAGS_HEADER = 'x-next-cache-tags';

/** The bytes an entry holds, near enough: its strings, buffers and maps. */
function sizeOf(value, depth = 0) {
  if (value == null || depth > 6) return 0;
  if (typeof value === 'string') return value.length;
  if (Buffer.isBuffer(value) || value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum, v) => sum + sizeOf(v, depth + 1), 0);
  if (Array.isArray(value)) return value.reduce((sum, v) => sum + sizeOf(v, depth + 1), 0);
  if (typeof value === 'object') return Object.values(value).reduce((sum, v) => sum + 16 + sizeOf(v, depth + 1), 0);
  return 8;
}

/** The tags of an entry: a page's from its response header, cached data's from the context it was set with. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',') : [];
  return [...fromHeader, ...(ctx?.tags ?? []), ...(value?.tags ?? [])];
}

/** A page that answered 404: what an invented address renders. */
const isNotFoundPage = (value) => (value?.kind === 'APP_PAGE' || value?.kind === 'PAGES') && value.status === 404;

/** One store per process, shared by every handler instance Next.js creates (one per request). */
const store =
  globalThis.__shopPageCache ??
  (globalThis.__shopPageCache = { entries: new Map(), bytes: 0, tagVersions: new Map(), version: 0, readAt: new Map() });

/** Keys read and not yet set again, at most this many (a read that never leads to a set is forgotten). */
const MAX_READS = 10_000;

export const budgetBytes = () => megabytesFromEnv('PAGE_CACHE_MB', 64);

function remove(key) {
  const entry = store.entries.get(key);
  if (!entry) return;
  store.entries.delete(key);
  store.bytes -= entry.size;
}

/** Sets and revalidations are numbered in order (a clock could give both the same millisecond). */
const tick = () => ++store.version;

/** When a tag was last revalidated, on that count (0 if never). */
const revalidatedAt = (tag) => store.tagVersions.get(tag) ?? 0;

/**
 * Expires every entry carrying one of these tags, at once: what `revalidateTag` does, callable anywhere in the
 * process (a service outside a request, a message from another process).
 */
export function expireTags(tags) {
  const version = tick();
  for (const tag of tags) store.tagVersions.set(tag, version);
}

export default class PageCache {
  async get(key, ctx) {
    // A render follows a miss (or a stale hit): what it sets is as old as this read. A tag expired while it
    // renders (a save racing a request) then expires what it sets too, instead of leaving the old data kept.
    if (store.readAt.size >= MAX_READS) store.readAt.clear();
    if (!store.readAt.has(key)) store.readAt.set(key, store.version);
    const entry = store.entries.get(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (tags.some((tag) => revalidatedAt(tag) > entry.version)) {
      remove(key);
      return null;
    }
    // Most recently used last: eviction takes from the front.
    store.entries.delete(key);
    store.entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx) {
    const readAt = store.readAt.get(key);
    store.readAt.delete(key);
    remove(key);
    if (!value || isNotFoundPage(value)) return;
    const size = sizeOf(value) + key.length;
    const budget = budgetBytes();
    if (size > budget) return;
    const entry = {
      value,
      size,
      tags: tagsOf(value, ctx),
      lastModified: Date.now(),
      version: readAt ?? tick(),
      cacheControl: ctx?.cacheControl,
    };
    store.entries.set(key, entry);
    store.bytes += size;
    for (const oldest of store.entries.keys()) {
      if (store.bytes <= budget) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}

/** What the cache holds now (for tests and the bench). */
export function pageCacheStats() {
  return { entries: store.entries.size, bytes: store.bytes, budget: budgetBytes() };
}
