/** The Payment and Pricing page: no sections yet, so it shows the spec's empty text. */
import type { ContentPage, ShopFacts } from './types';

export const PAYMENT_SLUG = 'payment-and-pricing';

export function paymentAndPricing(facts: ShopFacts): ContentPage {
  return {
    slug: PAYMENT_SLUG,
    title: 'Payment and Pricing',
    description: `How payment and pricing work at ${facts.brand}: prices in Bangladeshi Taka and cash on delivery.`,
    sections: [],
    empty: 'No data available!',
  };
}
