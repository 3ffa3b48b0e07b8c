/** The Payment and Pricing page: how an order is paid, what delivery costs and how prices are shown, from the shop's facts. */
import { deliveryCharges } from './delivery-charges';
import { formatPrice, joinWords, pageLink } from './format';
import { CASH_ON_DELIVERY, REFUND_BANK_TRANSFER, REFUND_WALLETS } from './policy';
import { RETURNS_SLUG } from './returns';
import { SHIPPING_SLUG } from './shipping';
import type { ContentPage, ShopFacts } from './types';
import { CURRENCY } from '../lib/format';
import { NEWSLETTER_OFFER } from '../lib/newsletter';

export const PAYMENT_SLUG = 'payment-and-pricing';

export function paymentAndPricing(facts: ShopFacts): ContentPage {
  return {
    slug: PAYMENT_SLUG,
    title: 'Payment and Pricing',
    description: `How payment and pricing work at ${facts.brand}: prices in Bangladeshi Taka, delivery charges and cash on delivery.`,
    intro: [`Every price at ${facts.brand} is in Bangladeshi Taka, and every order is paid in cash when it arrives.`],
    sections: [
      {
        heading: 'Cash on delivery',
        blocks: [
          `Cash on delivery is how every order is paid: ${CASH_ON_DELIVERY}.`,
          'You pay the order total shown at checkout: your items, plus the delivery charge, less any promo code. Please have the exact amount ready if you can; it helps our courier.',
        ],
      },
      {
        heading: 'Delivery charges',
        blocks: [
          { list: deliveryCharges(facts) },
          `The charge for your address is shown at checkout, before you place your order. Times and express delivery are on our ${pageLink('Shipping and Delivery page', SHIPPING_SLUG)}.`,
        ],
      },
      {
        heading: 'Prices',
        blocks: [
          {
            list: [
              `Prices are in whole Taka (${CURRENCY}), with duties and taxes included.`,
              'On offer, a product shows its offer price first and its usual price struck through, with the saving in percent. The offer price holds until the offer ends.',
              "A product sold several at a time says so under its price: 'Minimum 3' when you may take three or more, or the price of the whole pack when it comes as one.",
              `New to our newsletter? Your first purchase is ${NEWSLETTER_OFFER.percent}% off, up to ${formatPrice(NEWSLETTER_OFFER.maxDiscount)}, with the code ${NEWSLETTER_OFFER.code}. Sign in to apply a promo code in your cart.`,
            ],
          },
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          `A refund is paid by ${joinWords([...REFUND_WALLETS, ...(REFUND_BANK_TRANSFER ? ['bank transfer'] : [])], 'or')}, as our ${pageLink('Returns and Refunds page', RETURNS_SLUG)} sets out.`,
        ],
      },
    ],
  };
}
