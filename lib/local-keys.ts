/** The browser's localStorage keys besides the store's own 'storeStates' (spec section 3). */
export const LOCAL_KEYS = {
  /** the remembered sign-in e-mail (never the password) */
  userSaveInfo: 'userSaveInfo',
  /** the last delivery details used at checkout */
  saveInfo: 'saveInfo',
  /** the summary of the order just placed, for the confirmation page */
  orderInfo: 'orderInfo',
} as const;

/** Reads a JSON value saved under a key, or null when absent or unreadable. */
export function readLocal<T>(key: string): T | null {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeLocal(key: string, value: unknown): void {
  localStorage.setItem(key, JSON.stringify(value));
}
