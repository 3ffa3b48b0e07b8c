import type { PersistedState } from 'redux-persist';
import createWebStorage from 'redux-persist/lib/storage/createWebStorage';

/** The localStorage key of the shopper's state (spec): exactly this, with no prefix. */
export const STORAGE_KEY = 'storeStates';

/**
 * The version of the persisted shape. When a slice's shape changes, raise it and add a step to
 * MIGRATIONS that turns the previous version into the new one; a version with no path is reset.
 */
export const PERSIST_VERSION = 1;

type Stored = PersistedState & Record<string, unknown>;
const MIGRATIONS: Record<number, (state: Stored) => Stored> = {};

/** Whether a stored state has the shape this version reads (a hand-edited or corrupt one does not). */
function isReadable(state: Stored): boolean {
  const cart = state.cart as { lines?: unknown } | undefined;
  const wishlist = state.wishlist as { items?: unknown } | undefined;
  return (!cart || Array.isArray(cart.lines)) && (!wishlist || Array.isArray(wishlist.items));
}

/** Brings a stored state to PERSIST_VERSION, or drops it (undefined: start afresh) when it cannot. */
export async function migrateStoreStates(state: PersistedState, version: number): Promise<PersistedState> {
  if (!state) return state;
  let current = state as Stored;
  for (let v = (current._persist?.version ?? 0) + 1; v <= version; v++) {
    const step = MIGRATIONS[v];
    if (!step) return undefined;
    current = step(current);
  }
  if ((current._persist?.version ?? 0) > version || !isReadable(current)) return undefined;
  return current;
}

const noopStorage = {
  getItem: async () => null,
  setItem: async () => {},
  removeItem: async () => {},
};

/** localStorage in the browser; nothing while rendering on the server. */
export const storage = typeof window === 'undefined' ? noopStorage : createWebStorage('local');
