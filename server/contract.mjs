/**
 * Every store of kept answers in the process (the app's memos, lib/server/cache/memo.ts, and the server's kept answers,
 * server/kept-answers.mjs), so that one call drops them all when the data they come from changed. Held on
 * `globalThis`: Next.js bundles the app's modules apart from the server's, and each bundle has its own copy of this one.
 */
const holder = /** @type {{ __shopKeptStores?: Set<Map<string, unknown>> }} */ (globalThis);
const stores = (holder.__shopKeptStores ??= new Set());

/**
 * The header with which the app marks an answer that stays true until `forgetAll`, so that the production server
 * keeps it too (server/kept-answers.mjs, which takes the mark off before the answer goes out).
 */
export const KEPT_MARK = 'x-kept-answer';

/** Registers a store (a Map) for `forgetAll`, and gives it back. */
export function forgettable(store) {
  stores.add(store);
  return store;
}

/**
 * Drops every kept answer: call after the data they come from changed.
 * @public for whatever changes the catalogue (the back office)
 */
export function forgetAll() {
  for (const store of stores) store.clear();
}
