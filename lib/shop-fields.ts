/**
 * The listing's fields as plain rules, one for the API's schema (lib/shop-query.ts) and the shop's addresses
 * (lib/shop-url.ts) alike, and free of the validation library so that the listing's first load does without it.
 * Each gives the value, or a message saying what is wrong.
 */
import { SEARCH_MAX_LENGTH } from './catalog-limits';
import { CONTROL_CHARACTERS, INTEGER_MAX, SLUG_PATTERN } from './patterns';

export type Checked<T> = { value: T } | { problem: string };

/** Most ids one filter list may hold. */
const IDS_MAX = 100;

/** A list of ids (numbers, or digits as text): every one a whole number from 1 to INTEGER_MAX. */
export function checkIds(name: string, items: unknown): Checked<number[] | undefined> {
  if (items === undefined) return { value: undefined };
  if (!Array.isArray(items)) return { problem: `${name} must be a list of ids` };
  if (items.length > IDS_MAX) return { problem: `${name} may hold at most ${IDS_MAX} ids` };
  const ids = items.map((item) => (typeof item === 'string' && item.trim() !== '' ? Number(item) : item));
  if (!ids.every((id) => Number.isInteger(id) && id >= 1 && id <= INTEGER_MAX)) return { problem: `${name} must hold ids` };
  return { value: ids as number[] };
}

/** A price bound from a free-text field ('1,500' is 1500): '', null or absent means none. */
export function checkPriceBound(name: string, raw: unknown): Checked<number | undefined> {
  if (raw === null || raw === undefined) return { value: undefined };
  if (typeof raw !== 'number' && typeof raw !== 'string') return { problem: `${name} must be a number from 0 to ${INTEGER_MAX}` };
  const text = String(raw).trim().replaceAll(',', '');
  if (text === '') return { value: undefined };
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0 || value > INTEGER_MAX) {
    return { problem: `${name} must be a number from 0 to ${INTEGER_MAX}` };
  }
  return { value };
}

/** A search text: trimmed, at most SEARCH_MAX_LENGTH characters, plain text. */
export function checkSearch(raw: string): Checked<string> {
  const text = raw.trim();
  if (text.length > SEARCH_MAX_LENGTH) return { problem: `search must be at most ${SEARCH_MAX_LENGTH} characters` };
  if (CONTROL_CHARACTERS.test(text)) return { problem: 'search must be plain text' };
  return { value: text };
}

/** A collection's address name. */
export const isSlug = (text: string) => SLUG_PATTERN.test(text);

/** The value of a check, or undefined when it found a problem. */
export const valueOf = <T>(checked: Checked<T>): T | undefined => ('value' in checked ? checked.value : undefined);
