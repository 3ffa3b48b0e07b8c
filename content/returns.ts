/** The Returns and Refunds page: exchanges, refunds and how to ask, from the policy values. */
import { joinWords, range } from './format';
import {
  EXCHANGE_DAYS,
  EXCHANGEABLE_ITEMS,
  NON_RETURNABLE_ITEMS,
  POLICY_UPDATED,
  REFUND_BANK_TRANSFER,
  REFUND_DEDUCTS_DELIVERY_CHARGE,
  REFUND_REASONS,
  REFUND_WALLETS,
  REFUND_WORKING_DAYS,
  SUPPORT_REPLY_HOURS,
} from './policy';
import type { ContentPage, ShopFacts } from './types';

export const RETURNS_SLUG = 'returns-and-refunds';

export function returnsAndRefunds(facts: ShopFacts): ContentPage {
  const items = joinWords(EXCHANGEABLE_ITEMS);
  const payout = [`a mobile wallet (${joinWords(REFUND_WALLETS, 'or')})`, ...(REFUND_BANK_TRANSFER ? ['bank transfer'] : [])];
  return {
    slug: RETURNS_SLUG,
    title: 'Returns and Refunds',
    description: `Exchange ${items} within ${EXCHANGE_DAYS} days of delivery, see when a refund applies, and how to ask ${facts.brand} for help with an order.`,
    updated: POLICY_UPDATED,
    intro: [
      `We want every piece from ${facts.brand} to fit and feel right. If something is not quite right, here is how we can help.`,
    ],
    sections: [
      {
        heading: 'Exchanges',
        blocks: [
          `You can exchange ${items} within ${EXCHANGE_DAYS} days of receiving your order, for another size or colour.`,
          {
            list: [
              'The item must be unused and unwashed, with all its tags attached.',
              'An exchange depends on the new size or colour being in stock.',
            ],
          },
        ],
      },
      {
        heading: 'Items we cannot take back',
        blocks: [
          `For hygiene reasons, we cannot accept returns or exchanges of ${joinWords(NON_RETURNABLE_ITEMS)}. Please check the size guide on each product page before you order.`,
        ],
      },
      {
        heading: 'Refunds',
        blocks: [
          'We refund an order, or part of it, only in these cases:',
          { list: [...REFUND_REASONS] },
          `Once we have approved your refund, we process it within ${range(REFUND_WORKING_DAYS)} working days and pay it by ${joinWords(payout, 'or')}.` +
            (REFUND_DEDUCTS_DELIVERY_CHARGE ? ' The delivery charge is deducted from the amount refunded.' : ''),
        ],
      },
      {
        heading: 'How to request an exchange or refund',
        blocks: [
          `E-mail us at ${facts.email} or call ${facts.phone} with your order number and a few words about the problem. For a damaged or wrong item, a photo helps us sort it out quickly.`,
          `We reply within ${range(SUPPORT_REPLY_HOURS)} hours and let you know how to send the item back.`,
        ],
      },
    ],
  };
}
