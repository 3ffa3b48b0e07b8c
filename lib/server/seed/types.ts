import type { SizeGroup } from '@/lib/size-groups';

/** Shapes of the hand-written seed catalogue. The seed turns them into rows and generated imagery. */

export const GARMENT_KINDS = [
  'bra',
  'bralette',
  'panty',
  'thong',
  'bodysuit',
  'babydoll',
  'slip',
  'robe',
  'shapewear',
  'camisole',
  'pajama',
] as const;

export type GarmentKind = (typeof GARMENT_KINDS)[number];

export interface SeedColor {
  title: string;
  /** CSS hex colour code, e.g. '#c45c7f' */
  value: string;
}

export interface SeedCollection {
  slug: string;
  title_en: string;
  /** hex colour used for the collection's logo tile */
  color: string;
  /** 0-5: picks the ornament drawn on the logo tile */
  motif: number;
  /** a sentence or two under its heading on its own page */
  description: string;
}

export interface SeedProduct {
  slug: string;
  title_en: string;
  kind: GarmentKind;
  /** collection slugs (SeedCollection.slug) */
  collections: string[];
  /** colour titles from the palette (SeedColor.title); the first is the one shown in the main image */
  colors: string[];
  /** the group of its sizes: a bra's are band and cup, a piece without sizes is one size */
  size_group: SizeGroup;
  /** size titles from SIZES ('XS' ... '3XL') or, for a bra, BAND_CUP_SIZES ('32A' ... '38D') */
  sizes: string[];
  /** style titles from STYLES */
  styles: string[];
  /** selling price in whole BDT */
  price: number;
  /** list price in whole BDT, above price when the product is marked down, else null */
  mrp: number | null;
  /** a live offer: sale price and the number of days it still runs */
  offer: { price: number; days: number } | null;
  min: number | null;
  max: number | null;
  clearance: boolean;
  /** size-guide video URL or null */
  video: string | null;
  /** true when the garment is lace (imagery draws a lace pattern) */
  lace: boolean;
  /** HTML for 'Materials used': short paragraphs and a list; only p, ul, li, strong, em */
  des_en: string;
  /** HTML for 'Measurements': a table of size rows (bust/underbust/waist/hip in cm as fits the garment) */
  feature_en: string;
  /** units sold so far: orders the bestseller list */
  sold: number;
}

export interface SeedBlogPost {
  slug: string;
  title_en: string;
  /** HTML body: p, h2, h3, ul, ol, li, strong, em, a, blockquote */
  des_en: string;
  /** hex colour for the generated 16:9 image */
  color: string;
  /** ISO date */
  published_at: string;
}
