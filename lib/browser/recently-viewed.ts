import { LOCAL_KEYS, parseLocal, writeLocal } from './local-keys';
import type { ProductSummary } from '../types/catalog';

/** A product as Recently viewed keeps it on the shopper's device: enough for a link with its picture. */
export type ViewedProduct = Pick<ProductSummary, 'id' | 'slug' | 'title_en' | 'image'>;

/**
 * How many products the device keeps, and how many a product page shows besides itself.
 * @internal
 */
export const VIEWED_KEPT = 12;
/** @internal */
export const VIEWED_SHOWN = 8;

/**
 * The list with this product first (once), at most VIEWED_KEPT long.
 * @internal
 */
export function withViewed(list: ViewedProduct[], product: ViewedProduct): ViewedProduct[] {
  const { id, slug, title_en, image } = product;
  return [{ id, slug, title_en, image }, ...list.filter((p) => p.slug !== slug && p.id !== id)].slice(0, VIEWED_KEPT);
}

/** What the page of `slug` shows: the others, most recent first. */
export const viewedBesides = (list: ViewedProduct[], slug: string): ViewedProduct[] =>
  list.filter((p) => p.slug !== slug).slice(0, VIEWED_SHOWN);

const isViewed = (value: unknown): value is ViewedProduct => {
  const p = value as Partial<ViewedProduct> | null;
  return (
    typeof p === 'object' &&
    p !== null &&
    Number.isInteger(p.id) &&
    [p.slug, p.title_en, p.image].every((text) => typeof text === 'string' && text.length > 0)
  );
};

/**
 * A saved list read back: its well-formed entries only (an older version, or a hand edit, may have left anything).
 * @internal
 */
export const parseViewed = (value: unknown): ViewedProduct[] => (Array.isArray(value) ? value.filter(isViewed) : []);

/** The list this device keeps (localStorage 'recentlyViewed'), in the browser. */
export const savedViewed = (): ViewedProduct[] => parseViewed(parseLocal(localStorage.getItem(LOCAL_KEYS.recentlyViewed)));

/** Puts this product first in the list this device keeps. */
export const rememberViewed = (product: ViewedProduct): void =>
  writeLocal(LOCAL_KEYS.recentlyViewed, withViewed(savedViewed(), product));
