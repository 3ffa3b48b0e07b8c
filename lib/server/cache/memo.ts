import 'server-only';

/**
 * Every memo's answers in the process, so that one call drops them all. On a global: Next.js runs the start-up code
 * (instrumentation.ts, whose offer clock and listener call forgetAll) apart from the routes' bundles.
 */
const memos = ((globalThis as { [key: symbol]: Set<Map<string, unknown>> })[Symbol.for('storefront.memos')] ??= new Set());

/** Drops every answer the memos keep: call when the data they come from changed. */
export function forgetAll(): void {
  for (const entries of memos) entries.clear();
}

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/**
 * `fn` with its answers kept in this process for `ttlMs`, keyed by `key(...args)`: at most `max` of them,
 * the least recently used going first. Concurrent calls with one key share one call; a failed call is not kept.
 * Whatever changes the data calls `forgetAll`, which drops them; but not `lasting` ones,
 * which no change of the shop's data can make wrong (their key names what never changes, such as a stored file).
 */
export function memo<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  { key, ttlMs, max, lasting = false }: { key: (...args: A) => string; ttlMs: number; max: number; lasting?: boolean },
): (...args: A) => Promise<R> {
  const entries = new Map<string, Entry>();
  if (!lasting) memos.add(entries);
  return (...args: A) => {
    const name = key(...args);
    const now = Date.now();
    const hit = entries.get(name);
    entries.delete(name);
    if (hit && hit.expires > now) {
      entries.set(name, hit);
      return hit.value as Promise<R>;
    }
    const value = fn(...args);
    entries.set(name, { value, expires: now + ttlMs });
    if (entries.size > max) entries.delete(entries.keys().next().value!);
    value.catch(() => entries.get(name)?.value === value && entries.delete(name));
    return value;
  };
}
