/** Store settings, page content and blog posts as the API sends them (spec sections 3 and 7). */
import type { AttributeValue, Category } from './catalog';

export type MenuKey = 'home' | 'shop' | 'clearance-sale' | 'about-us' | 'contact-us';
export type SocialNetwork = 'facebook' | 'twitter' | 'linkedin' | 'instagram' | 'youtube' | 'pinterest' | 'dribbble';

export interface ShippingTier {
  greater_value: number;
  charge: number;
}

export interface StoreSettings {
  store_en: string;
  logo: string;
  currency: string;
  menu_show: MenuKey[];
  social: Partial<Record<SocialNetwork, string>>;
  /** 'Free', 'Flat Rate' or 'Custom' (tiers) */
  shipping_status: string;
  /** Flat Rate inside Dhaka */
  charge_in_city: number;
  /** Flat Rate outside Dhaka */
  charge_out_city: number;
  min_charge: number;
  custom_rate: ShippingTier[];
  /** Flat Rate in Dhaka's suburbs; null: they are charged as their district, inside or outside (beside the spec) */
  suburbs_charge: number | null;
  /** Flat Rate: for each kg over the first, 0 for none (beside the spec) */
  charge_per_kg: number;
}

export interface Company {
  name: string;
  email: string;
  phone: string;
  address: string;
  website: string;
}

/** What every shop page carries for its client state. */
export interface ShopInfo {
  company: Company;
  store: StoreSettings;
  categories: Category[];
  sizes: AttributeValue[];
}

/** GET /api/index/app: the shop's info and the server's time. */
export interface AppInfo extends ShopInfo {
  server_datetime: string;
}

export interface PageContent {
  keyname: string;
  title_en: string;
  banner: string | null;
  content: Record<string, unknown>;
}

/** A post in the blog list: the description shortened to plain text. */
export interface BlogPostSummary {
  id: number;
  slug: string;
  title_en: string;
  image: string | null;
  excerpt: string;
  published_at: string;
}

export interface BlogPost extends Omit<BlogPostSummary, 'excerpt'> {
  des_en: string;
  meta: { banner?: string };
}

/** What the texts quote from the store's settings, so that a changed charge or address changes every page. */
export interface ShopFacts {
  brand: string;
  company: string;
  email: string;
  phone: string;
  address: string;
  website: string;
  chargeInsideDhaka: number;
  chargeOutsideDhaka: number;
  /** null when Dhaka's suburbs are charged as their district */
  chargeSuburbs: number | null;
  /** for each kg over the first, 0 for none */
  chargePerKg: number;
  /** e.g. '1-2' (days) */
  deliveryInsideDhaka: string;
  deliveryOutsideDhaka: string;
}
