/** The catalogue as the API sends it (spec sections 3 and 7). Wire names are the spec's, sic. */
import type { StockMap } from '../stock';

export interface AttributeValue {
  id: number;
  title: string;
  /** colour code, for colours */
  value?: string;
}

export interface AttributeGroup {
  name: 'Size' | 'Color';
  value: AttributeValue[];
}

/** A live or lapsed offer: `days` left (-1 once over), `offer` set, and its price. */
export interface SpecialPrice {
  days: number;
  offer: boolean;
  price: number;
}

export interface CategoryRef {
  id: number;
  slug: string;
  title_en: string;
}

export interface Category extends CategoryRef {
  logo: string;
}

/** A collection as its own page shows it: the description under its title, over its banner (null: the listing's). */
export interface CollectionPage extends Category {
  description: string;
  banner: string | null;
}

export interface Style {
  id: number;
  title: string;
}

/** What a product card needs: every listing returns these. */
export interface ProductSummary {
  id: number;
  slug: string;
  title_en: string;
  image: string;
  price: number;
  spacial_price: SpecialPrice | null;
  mrp: number | null;
  min: number | null;
  max: number | null;
  attribute: AttributeGroup[];
  category: CategoryRef[];
  style: Style[];
  clearance: boolean;
  /** pieces left per size and colour (lib/stock): beside the spec, for the shop's sold-out and low-stock notes */
  stock: StockMap;
  /** beside the spec: the first photo of each colour that has its own, by colour id (lib/product-images) */
  color_images: Record<string, string>;
  /** beside the spec: its published reviews' average stars and count (none without one, or with reviews off) */
  rating?: CardRating | null;
}

/** The stars a card shows. */
export interface CardRating {
  average: number;
  count: number;
}

/** One of a product's photos: for one colour, or for every colour (color_id null). */
export interface ProductImage {
  file: string;
  color_id: number | null;
}

/** One product by slug: the summary plus description, measurements, gallery and meta. */
export interface Product extends ProductSummary {
  des_en: string;
  feature_en: string;
  gallery: string[];
  /** beside the spec: every photo in the staff's order with its colour (the gallery shows the chosen colour's) */
  images: ProductImage[];
  meta: { video: string | null };
}

export interface Page<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** A product suggested as a shopper types a search (GET /api/shop/suggest): `price` is what she pays now. */
export interface ProductSuggestion {
  slug: string;
  title_en: string;
  image: string;
  price: number;
}

/** What GET /api/shop/suggest answers. */
export interface SearchSuggestions {
  products: ProductSuggestion[];
  collections: CategoryRef[];
}

/** A page of a listing; a search that finds nothing also offers the products nearest to it. */
export type ListingPage = Page<ProductSummary> & { nearest?: ProductSummary[] };

export interface ShopAttributes {
  colors: Required<AttributeValue>[];
  sizes: AttributeValue[];
  categories: CategoryRef[];
  styles: Style[];
}
