/** Every static page's content, by slug: the routes render `contentPage(slug, facts)`. */
import { aboutUs } from './about';
import { faq } from './faq';
import { paymentAndPricing } from './payment';
import { privacyPolicy } from './privacy';
import { returnsAndRefunds } from './returns';
import { shippingAndDelivery } from './shipping';
import { termsOfService } from './terms';
import type { ContentPage, ShopFacts } from './types';

export type { Block, ContentPage, Section, ShopFacts } from './types';

/** The page builders, in the order of the spec's route table. */
export const CONTENT_PAGES: ReadonlyArray<(facts: ShopFacts) => ContentPage> = [
  termsOfService,
  privacyPolicy,
  returnsAndRefunds,
  shippingAndDelivery,
  paymentAndPricing,
  faq,
  aboutUs,
];

/** The routes of the static pages (the test checks they match CONTENT_PAGES). */
export const CONTENT_SLUGS: string[] = [
  'terms-and-conditions',
  'privacy-and-policy',
  'returns-and-refunds',
  'shipping-and-policy',
  'payment-and-pricing',
  'faq',
  'about-us',
];

/** The page with this slug, with the shop's facts filled in, or null for an unknown slug. */
export function contentPage(slug: string, facts: ShopFacts): ContentPage | null {
  for (const build of CONTENT_PAGES) {
    const page = build(facts);
    if (page.slug === slug) return page;
  }
  return null;
}
