/**
 * A memory budget per server process, in bytes, from an environment variable that gives it in megabytes: the
 * fallback unless the variable is a number of 0 or more (0 keeps nothing; empty counts as unset, as lib/server/env.ts
 * reads it, which checks it at start).
 */
export function budgetFromEnv(name, fallbackMb) {
  const mb = process.env[name] ? Number(process.env[name]) : NaN;
  return (Number.isFinite(mb) && mb >= 0 ? mb : fallbackMb) * 1024 * 1024;
}

/**
 * A Map kept within a memory budget (the page cache, and the compressed bodies compression.mjs keeps): its
 * entries in the order they were last used, with their sizes in all (`bytes`, each entry's from `sizeOf(key, value)`).
 */
export class BoundedStore extends Map {
  bytes = 0;

  constructor(sizeOf) {
    super();
    this.sizeOf = sizeOf;
  }

  delete(key) {
    if (this.has(key)) this.bytes -= this.sizeOf(key, super.get(key));
    return super.delete(key);
  }

  set(key, value) {
    this.delete(key);
    this.bytes += this.sizeOf(key, value);
    return super.set(key, value);
  }

  clear() {
    this.bytes = 0;
    super.clear();
  }

  /** The value kept for `key`, which becomes the most recently used (its size unchanged). */
  touch(key) {
    const value = super.get(key);
    if (value !== undefined) {
      super.delete(key);
      super.set(key, value);
    }
    return value;
  }

  /**
   * Keeps `value` as the most recently used, unless it alone would take more than `budgetBytes`, then drops the least
   * recently used until the rest fit `trim`'s bounds. Whether it was kept.
   */
  keep(key, value, budgetBytes, most = Infinity) {
    if (this.sizeOf(key, value) > budgetBytes) return false;
    this.set(key, value);
    this.trim(budgetBytes, most);
    return true;
  }

  /** Drops the least recently used until the rest take at most `budgetBytes` and number at most `most`. */
  trim(budgetBytes, most = Infinity) {
    for (const key of this.keys()) {
      if (this.bytes <= budgetBytes && this.size <= most) break;
      this.delete(key);
    }
  }
}
