/** Types of page-cache.mjs (Next.js loads the plain JavaScript on its own). */
export default class PageCache {
  get(
    key: string,
    ctx: { kind: string; tags?: string[]; softTags?: string[] },
  ): Promise<{ lastModified: number; value: { html?: string } & Record<string, unknown>; cacheControl?: unknown } | null>;
  set(key: string, value: unknown, ctx: { tags?: string[]; cacheControl?: unknown; fetchCache?: boolean }): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
export function budgetBytes(): number;
export function pageCacheStats(): { entries: number; bytes: number; budget: number };
