/** The shopper's cart, wishlist and promo state (spec sections 3 and 4). Wire names are the spec's. */
import type { StockMap } from '../stock';
import type { AttributeGroup, AttributeValue, SpecialPrice } from './catalog';

/** The size and colour chosen for a line; either is null until chosen. */
export interface AttributePick {
  size: AttributeValue | null;
  color: AttributeValue | null;
}

/** What can be put in the cart: a product as the API sends it (summary or whole). */
export interface Purchasable {
  id: number;
  slug: string;
  title_en: string;
  image: string;
  price: number;
  mrp: number | null;
  spacial_price: SpecialPrice | null;
  min: number | null;
  max: number | null;
  attribute: AttributeGroup[];
  /** pieces left per size and colour, when known (a cart line does not keep it) */
  stock?: StockMap;
  /** each colour's first photo, when known (a cart line keeps the one of its colour as its image) */
  color_images?: Record<string, string>;
}

/** One piece of a bundle's line: its product and the size and colour picked for it. */
export interface BundlePiece {
  id: number;
  slug: string;
  title_en: string;
  attribute_pick: AttributePick;
}

/**
 * A cart line: the product, the unit price it was added at (its effective price), count and pick. A bundle's line
 * (beside the spec) carries the bundle: its id, slug and pieces; the line's id is the bundle's and its price the bundle's.
 */
export interface CartLine extends Purchasable {
  count: number;
  attribute_pick: AttributePick;
  bundle?: { id: number; slug: string; pieces: BundlePiece[] };
}

export interface CartSummary {
  /** number of lines */
  count: number;
  /** sum of price × count */
  total: number;
  /** sum of (mrp − price) × count over lines whose mrp is above their price */
  save: number;
  /** save as a rounded percentage of the list value (0 when nothing is saved) */
  save_as_percentage: number;
}

export interface WishlistEntry {
  id: number;
  image: string;
  title_en: string;
  slug: string;
  price: number;
  spacial_price: SpecialPrice | null;
  attribute: AttributeGroup[];
}

/** An applied promo code: the discount it gave and the cart total it was given for. */
export interface Voucher {
  code: string;
  value: number;
  cartAmountTotal: number;
}
