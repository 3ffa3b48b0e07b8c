/** The browser's localStorage keys besides the store's own 'storeStates' (spec section 3). */
export const LOCAL_KEYS = {
  /** the remembered sign-in e-mail (never the password) */
  userSaveInfo: 'userSaveInfo',
  /** the last delivery details used at checkout */
  saveInfo: 'saveInfo',
  /** the summary of the order just placed, for the confirmation page */
  orderInfo: 'orderInfo',
  /** the products this device has shown lately (lib/browser/recently-viewed), most recent first */
  recentlyViewed: 'recentlyViewed',
} as const;

type LocalKey = (typeof LOCAL_KEYS)[keyof typeof LOCAL_KEYS];

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Parses a saved JSON text, or null when absent or unreadable. */
export function parseLocal<T>(text: string | null | undefined): T | null {
  try {
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeLocal(key: LocalKey, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
  changed();
}

export function removeLocal(key: LocalKey): void {
  localStorage.removeItem(key);
  changed();
}

/** Calls back when a saved value changes, in this tab (writeLocal, removeLocal) or another one. */
export function subscribeLocal(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
