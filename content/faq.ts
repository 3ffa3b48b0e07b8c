/** The FAQ page: ten questions (headings) and their answers (blocks), quoting the policy values and shop facts. */
import { NEWSLETTER_OFFER } from '../lib/newsletter';
import { dhakaSuburbs, formatPrice, joinWords, materialText, pageLink, perKgCharge, range, sizeRange } from './format';
import {
  CASH_ON_DELIVERY,
  DISCREET_PACKAGING,
  EXCHANGE_DAYS,
  EXCHANGEABLE_ITEMS,
  EXPRESS_DELIVERY,
  MATERIAL,
  NON_RETURNABLE_ITEMS,
  REFUND_WORKING_DAYS,
  SIZES,
} from './policy';
import { RETURNS_SLUG } from './returns';
import { MY_ORDER_PATH, SHIPPING_SLUG } from './shipping';
import type { ContentPage, ShopFacts } from './types';

export const FAQ_SLUG = 'faq';

export function faq(facts: ShopFacts): ContentPage {
  return {
    slug: FAQ_SLUG,
    accordion: true,
    title: 'Frequently Asked Questions',
    description: `Answers on fabric, sizes ${sizeRange()}, sensitive skin, care, returns, delivery and payment at ${facts.brand}.`,
    intro: [`Can't find your answer here? E-mail us at ${facts.email} or call ${facts.phone}.`],
    sections: [
      {
        heading: 'What fabric is your lingerie made of?',
        blocks: [
          `Our lingerie is made of ${materialText()}. The blend is soft and stretches with you, and keeps its shape wash after wash. Each product page lists its materials under 'Materials used'.`,
        ],
      },
      {
        heading: 'Which sizes do you offer, and how do I find mine?',
        blocks: [
          `Our sizes run from ${sizeRange()}: ${SIZES.join(', ')}.`,
          "Check 'Measurements' on each product page and compare them with your own, measured over a light layer. Some products also have a short 'What size to get?' video. If you are between sizes, or still unsure, ask us and we will gladly help.",
        ],
      },
      {
        heading: 'Is your lingerie suitable for sensitive skin?',
        blocks: [
          `Our pieces have a breathable ${MATERIAL.gusset} gusset and soft, smooth fabric. We suggest washing new pieces before you first wear them. If you notice any irritation, stop wearing the item, and see a doctor if it continues.`,
        ],
      },
      {
        heading: 'How should I wash and care for my lingerie?',
        blocks: [
          {
            list: [
              'Hand wash in cool water with a mild detergent, or use a mesh laundry bag on a gentle cycle.',
              'Fasten hooks before washing, so they do not catch.',
              'Do not bleach, wring or tumble dry.',
              'Dry flat or hang in the shade, away from direct heat.',
            ],
          },
          'Always follow the care label on your item if it says otherwise.',
        ],
      },
      {
        heading: 'Can I return or exchange an item?',
        blocks: [
          `You can exchange ${joinWords(EXCHANGEABLE_ITEMS)} within ${EXCHANGE_DAYS} days of receiving them, unused and with tags attached. For hygiene reasons, we cannot take back ${joinWords(NON_RETURNABLE_ITEMS)}.`,
          `Refunds apply to a wrong or damaged item, or one that went out of stock after we confirmed your order, and are processed within ${range(REFUND_WORKING_DAYS)} working days. The details are on our ${pageLink('Returns and Refunds page', RETURNS_SLUG)}.`,
        ],
      },
      {
        heading: 'How long does delivery take, and what does it cost?',
        blocks: [
          `Inside Dhaka, delivery takes ${facts.deliveryInsideDhaka} days and costs ${formatPrice(facts.chargeInsideDhaka)}; outside Dhaka, ${facts.deliveryOutsideDhaka} days and ${formatPrice(facts.chargeOutsideDhaka)}.` +
            (facts.chargeSuburbs === null
              ? ''
              : ` To Dhaka's suburbs (${dhakaSuburbs()}), delivery costs ${formatPrice(facts.chargeSuburbs)}.`) +
            (facts.chargePerKg ? ` A heavier parcel costs ${perKgCharge(facts.chargePerKg)}.` : '') +
            ` Express delivery within ${EXPRESS_DELIVERY.city} takes ${EXPRESS_DELIVERY.minutes} minutes for outlet orders.`,
          `See our ${pageLink('Shipping and Delivery page', SHIPPING_SLUG)} for the details.`,
        ],
      },
      {
        heading: 'Can I pay cash on delivery?',
        blocks: [`Yes. Every order is cash on delivery: ${CASH_ON_DELIVERY}.`],
      },
      {
        heading: 'How do I get a discount on my first purchase?',
        blocks: [
          `Join our newsletter and enjoy ${NEWSLETTER_OFFER.percent}% off your first purchase. You will also be the first to hear about new collections and private offers.`,
        ],
      },
      {
        heading: 'Will my parcel be packed discreetly?',
        blocks: [`Yes. Every order is sent in ${DISCREET_PACKAGING}.`],
      },
      {
        heading: 'Can I cancel my order?',
        blocks: [
          `Yes, while it is still pending. Sign in, open ${pageLink('My Order', MY_ORDER_PATH)} and choose 'Cancel Order?' beside it. Once an order is being processed, e-mail us at ${facts.email} with your order number and we will do our best to help.`,
        ],
      },
    ],
  };
}
