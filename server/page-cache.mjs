/**
 * The cache of rendered pages and cached data (Next.js's `cacheHandler`): in this process's memory, never on disk,
 * so anonymous requests cannot fill the disk that also holds the embedded database. Bounded by PAGE_CACHE_MB (64
 * unless set), least recently used first out. A page that answered 404 (an invented product address) is not kept.
 * Tags expired through server/contract.mjs expire the entries that carry them at once. Why a cache of its own:
 * docs/adr/0002-page-cache-in-memory.md.
 *
 * Plain JavaScript: Next.js loads it on its own, outside the app's bundles.
 */
import { BoundedStore, budgetFromEnv } from './bounded-store.mjs';
import { expiredAt, expireTags, tick } from './contract.mjs';

/** Where Next.js keeps a page's tags: in the headers it stores with the page. */
const TAGS_HEADER = 'x-next-cache-tags';

/** The bytes an entry holds, near enough: its strings, buffers and maps. */
function sizeOf(value, depth = 0) {
  if (value == null || depth > 6) return 0;
  if (typeof value === 'string') return value.length;
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Map) return [...value.values()].reduce((sum, v) => sum + sizeOf(v, depth + 1), 0);
  if (Array.isArray(value)) return value.reduce((sum, v) => sum + sizeOf(v, depth + 1), 0);
  if (typeof value === 'object') return Object.values(value).reduce((sum, v) => sum + 16 + sizeOf(v, depth + 1), 0);
  return 8;
}

/** The tags of an entry: a page's from its headers, cached data's from the context it was set with. */
function tagsOf(value, ctx) {
  const header = value?.headers?.[TAGS_HEADER];
  return [...(typeof header === 'string' ? header.split(',') : []), ...(ctx?.tags ?? []), ...(value?.tags ?? [])];
}

/** A page that answered 404: what an invented address renders. */
const isNotFoundPage = (value) => (value?.kind === 'APP_PAGE' || value?.kind === 'PAGES') && value.status === 404;

export const budgetBytes = () => budgetFromEnv('PAGE_CACHE_MB', 64);

/** One store per process, shared by the handler instances Next.js creates (one per request). */
const entries = new BoundedStore((key, entry) => key.length + entry.size);

/**
 * The count at which each key was read and not yet set again (a render follows a miss), at most MAX_READS of them:
 * a tag expired while the page renders (a save racing a request) then expires what the render sets too.
 */
const readAt = new Map();
const MAX_READS = 10_000;

export default class PageCache {
  async get(key, ctx) {
    if (readAt.size >= MAX_READS) readAt.clear();
    if (!readAt.has(key)) readAt.set(key, tick());
    const entry = entries.touch(key);
    if (!entry) return null;
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (tags.some((tag) => expiredAt(tag) > entry.count)) {
      entries.delete(key);
      return null;
    }
    return { lastModified: entry.lastModified, value: entry.value, cacheControl: entry.cacheControl };
  }

  async set(key, value, ctx) {
    const count = readAt.get(key) ?? tick();
    readAt.delete(key);
    entries.delete(key);
    if (!value || isNotFoundPage(value)) return;
    const entry = { value, size: sizeOf(value), tags: tagsOf(value, ctx), lastModified: Date.now(), count };
    entries.keep(key, { ...entry, cacheControl: ctx?.cacheControl }, budgetBytes());
  }

  async revalidateTag(tags) {
    expireTags(typeof tags === 'string' ? [tags] : tags);
  }

  resetRequestCache() {}
}

/** What the cache holds now (for tests and the bench). */
export const pageCacheStats = () => ({ entries: entries.size, bytes: entries.bytes, budget: budgetBytes() });
