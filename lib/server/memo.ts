import 'server-only';

interface Entry {
  value: Promise<unknown>;
  expires: number;
}

/** Every memo of the process, so that `forgetAll` reaches them from any bundle of the app. */
const holder = globalThis as unknown as { __shopMemos?: Set<Map<string, Entry>> };
const memos = (holder.__shopMemos ??= new Set());

/**
 * `fn` with its answers kept in this process for `ttlMs`, keyed by `key(...args)`: at most `max` of them,
 * the least recently used going first. Concurrent calls with one key share one call; a failed call is not kept.
 */
export function memo<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  { key, ttlMs, max }: { key: (...args: A) => string; ttlMs: number; max: number },
): (...args: A) => Promise<R> {
  const entries = new Map<string, Entry>();
  memos.add(entries);
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

/**
 * Drops every kept answer: call after the data they come from changed.
 * @public for whatever changes the catalogue (the back office)
 */
export function forgetAll(): void {
  for (const entries of memos) entries.clear();
}
