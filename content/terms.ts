/** The Terms of Service page: twenty sections, governed by the laws of England and Wales (spec, Static pages). */
import { pageLink, range } from './format';
import { NEWSLETTER_OFFER } from '../lib/newsletter';
import { MINIMUM_AGE, POLICY_UPDATED, SUPPORT_REPLY_HOURS } from './policy';
import { PRIVACY_SLUG } from './privacy';
import { RETURNS_SLUG } from './returns';
import { SHIPPING_SLUG } from './shipping';
import type { ContentPage, Section, ShopFacts } from './types';

export const TERMS_SLUG = 'terms-and-conditions';

export function termsOfService(facts: ShopFacts): ContentPage {
  const { brand, company, email } = facts;
  const sections: Section[] = [
    {
      heading: 'Acceptance of these terms',
      blocks: [
        `These terms apply when you use ${facts.website} or buy from ${brand}, a shop run by ${company} ("we", "us"). By using the site or placing an order, you agree to them. If you do not agree, please do not use the site.`,
      ],
    },
    {
      heading: 'Eligibility',
      blocks: [
        `You must be at least ${MINIMUM_AGE} years old to place an order, or shop with the consent of a parent or guardian. We deliver to addresses in Bangladesh only.`,
      ],
    },
    {
      heading: 'Your account',
      blocks: [
        'You need an account to apply a promo code and to place an order. Please give accurate details and keep them up to date.',
        'Keep your password to yourself. You are responsible for what happens under your account; tell us straight away if you think someone else has used it.',
      ],
    },
    {
      heading: 'Orders',
      blocks: [
        'Your order is an offer to buy. A contract is made when we confirm it. We may decline or cancel an order, for example when an item is out of stock, a price is clearly wrong or the order looks fraudulent; we will tell you if we do.',
        'You can cancel your own order while it is still pending, from My Order in your account.',
      ],
    },
    {
      heading: 'Prices',
      blocks: [
        'All prices are in Bangladeshi Taka (BDT) and include duties and taxes. The delivery charge is added at checkout and shown before you order.',
        'Prices and offers can change, but the price you see when you place your order is the one you pay.',
      ],
    },
    {
      heading: 'Payment',
      blocks: [
        'We accept cash on delivery only. You pay the full order total, including the delivery charge, to our courier when your parcel arrives.',
      ],
    },
    {
      heading: 'Delivery',
      blocks: [
        `Delivery charges and times are set out on our ${pageLink('Shipping and Delivery page', SHIPPING_SLUG)}. Delivery times are estimates, and we are not responsible for delays beyond our control.`,
      ],
    },
    {
      heading: 'Exchanges and refunds',
      blocks: [
        `Exchanges and refunds follow our ${pageLink('Returns and Refunds policy', RETURNS_SLUG)}, which forms part of these terms. For hygiene reasons, some items cannot be returned.`,
      ],
    },
    {
      heading: 'Product information and sizes',
      blocks: [
        'We describe and photograph our products as accurately as we can, but colours can look different on different screens. Please use the size guide and measurements on each product page to choose your size.',
      ],
    },
    {
      heading: 'Intellectual property',
      blocks: [
        `The ${brand} name, logo, photographs, designs and texts on this site belong to ${company} or its licensors. You may not copy, reuse or sell them without our written permission.`,
      ],
    },
    {
      heading: 'Reviews and your content',
      blocks: [
        'If you send us a review, photo or comment, it must be honest, your own and respectful. You allow us to show it on our site and social media. We may remove anything that breaks these terms.',
      ],
    },
    {
      heading: 'Prohibited use',
      blocks: [
        'When using the site, you must not:',
        {
          list: [
            'break the law or place false or fraudulent orders;',
            "try to reach other customers' accounts or data, or guess passwords;",
            'disrupt the site, or copy it by automated means;',
            'post anything offensive, misleading or hurtful.',
          ],
        },
        'We may suspend or close an account that does.',
      ],
    },
    {
      heading: 'Promotions and promo codes',
      blocks: [
        'Promo codes can be applied by signed-in customers only, one per order, and carry their own conditions, such as a minimum cart value, an expiry date or a limit on use. A code is removed if your cart changes after you apply it, so apply it again once your cart is ready.',
        'Promo codes have no cash value. We may end or change a promotion at any time, but not for an order already placed.',
      ],
    },
    {
      heading: 'Newsletter',
      blocks: [
        `When you join our newsletter, we send you news and offers by e-mail or SMS, as you choose, including ${NEWSLETTER_OFFER.percent}% off your first purchase. You can unsubscribe at any time by writing to ${email}.`,
      ],
    },
    {
      heading: 'Privacy',
      blocks: [`How we collect and use your information is explained in our ${pageLink('Privacy Policy', PRIVACY_SLUG)}.`],
    },
    {
      heading: 'Limitation of liability',
      blocks: [
        'We are not liable for losses that were not foreseeable, for business losses, or for delays or failures caused by events beyond our reasonable control. Our total liability for an order is limited to the amount you paid for it.',
        'Nothing in these terms limits any rights you have by law as a consumer, or our liability where the law does not allow it to be limited.',
      ],
    },
    {
      heading: 'Indemnity',
      blocks: [
        `If you break these terms or the law when using the site, you agree to cover any claims, losses and costs that ${company} faces as a result.`,
      ],
    },
    {
      heading: 'Changes to these terms',
      blocks: [
        'We may update these terms from time to time. The date at the top of this page shows the latest version. The terms in force when you place an order apply to that order.',
      ],
    },
    {
      heading: 'Governing law',
      blocks: [
        'These terms are governed by the laws of England and Wales. Any dispute arising from them or from your use of the site will be settled by the courts of England and Wales.',
      ],
    },
    {
      heading: 'Contact us',
      blocks: [
        `Questions about these terms? E-mail our support team at ${email}. We reply within ${range(SUPPORT_REPLY_HOURS)} hours.`,
        `${company}, ${facts.address}.`,
      ],
    },
  ];
  return {
    slug: TERMS_SLUG,
    title: 'Terms of Service',
    description: `The terms for shopping with ${brand}: orders, cash on delivery, prices, delivery, exchanges, promo codes and your account.`,
    updated: POLICY_UPDATED,
    sections,
  };
}
