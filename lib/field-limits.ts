/**
 * The back office's form limits, written once: each form's schema (lib/validation, what the API checks) and its
 * inputs (maxLength, max in components/admin) read them here, so that an input never takes what its save refuses.
 * Lengths are in characters. The database keeps these fields as `text` of any length (lib/server/db/schema.ts):
 * these are their only limits.
 */

/** A product's, collection's or post's address name. */
export const SLUG_MAX = 120;

export const PRODUCT_LIMITS = { title: 200, richText: 20_000 } as const;

/** A page's banner title and home's tagline. */
export const PAGE_LIMITS = { title: 80, tagline: 200 } as const;

export const COLLECTION_LIMITS = { title: 60, description: 300 } as const;

export const POST_LIMITS = { title: 200, body: 50_000 } as const;

/** A coupon's code (also as a shopper types it as a promo code) and its note for staff. */
export const COUPON_LIMITS = { code: 40, description: 200 } as const;

export const STAFF_NAME_MAX = 100;

export const ORDER_NOTE_MAX = 1_000;

/** Most pieces of one size and colour of a product. */
export const STOCK_MAX = 100_000;

/** Why a phone is blocked. */
export const BLOCK_REASON_MAX = 200;
/** The most a delivery charge set by staff may be, in BDT. */
export const ORDER_CHARGE_MAX = 10_000;
/** An order's receiver and address as the desk edits them, and the most a typed charge or discount may be (BDT). */
export const ORDER_EDIT_LIMITS = { name: 100, address: 300, money: 100_000 } as const;
