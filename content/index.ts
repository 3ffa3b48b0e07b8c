/** Every static page's content, by slug: the routes render `contentPage(slug, facts)`. */
import { ABOUT_SLUG, aboutUs } from './about';
import { faq, FAQ_SLUG } from './faq';
import { PAYMENT_SLUG, paymentAndPricing } from './payment';
import { PRIVACY_SLUG, privacyPolicy } from './privacy';
import { RETURNS_SLUG, returnsAndRefunds } from './returns';
import { SHIPPING_SLUG, shippingAndDelivery } from './shipping';
import { TERMS_SLUG, termsOfService } from './terms';
import type { ContentPage, ShopFacts } from './types';

export type { ContentPage, ShopFacts } from './types';

/** The page builders by route, in the order of the spec's route table. */
const BUILDERS: Record<string, (facts: ShopFacts) => ContentPage> = {
  [TERMS_SLUG]: termsOfService,
  [PRIVACY_SLUG]: privacyPolicy,
  [RETURNS_SLUG]: returnsAndRefunds,
  [SHIPPING_SLUG]: shippingAndDelivery,
  [PAYMENT_SLUG]: paymentAndPricing,
  [FAQ_SLUG]: faq,
  [ABOUT_SLUG]: aboutUs,
};

/** @internal (read by the tests) */
export const CONTENT_PAGES = Object.values(BUILDERS);

/** The routes of the static pages. */
export const CONTENT_SLUGS = Object.keys(BUILDERS);

/** The page with this slug, with the shop's facts filled in, or null for an unknown slug. */
export function contentPage(slug: string, facts: ShopFacts): ContentPage | null {
  return Object.hasOwn(BUILDERS, slug) ? BUILDERS[slug](facts) : null;
}
