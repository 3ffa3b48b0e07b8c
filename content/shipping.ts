/** The Shipping and Delivery page: charges and times from the store's settings, express delivery from the policy. */
import { deliveryCharges } from './delivery-charges';
import { formatPrice, pageLink, range } from './format';
import { EXPRESS_DELIVERY, POLICY_UPDATED, SUPPORT_REPLY_HOURS } from './policy';
import type { ContentPage, ShopFacts } from './types';
import { ACCOUNT_PATHS } from '../lib/account-pages';

export const SHIPPING_SLUG = 'shipping-and-policy';
/** Where a signed-in customer follows and cancels orders. */
export const MY_ORDER_PATH = ACCOUNT_PATHS.orders;

export function shippingAndDelivery(facts: ShopFacts): ContentPage {
  const express = EXPRESS_DELIVERY;
  return {
    slug: SHIPPING_SLUG,
    title: 'Shipping and Delivery',
    description: `Delivery across Bangladesh with cash on delivery: ${formatPrice(facts.chargeInsideDhaka)} inside Dhaka, ${formatPrice(facts.chargeOutsideDhaka)} outside. Charges, times and tracking.`,
    updated: POLICY_UPDATED,
    intro: [
      `${facts.brand} delivers to every district of Bangladesh. Here is what delivery costs, how long it takes and how to follow your order.`,
    ],
    sections: [
      {
        heading: 'Delivery charges',
        blocks: [
          { list: deliveryCharges(facts) },
          'The delivery charge is shown at checkout, before you place your order, and added to your order total.',
        ],
      },
      {
        heading: 'Delivery times',
        blocks: [
          {
            list: [`Inside Dhaka: ${facts.deliveryInsideDhaka} days.`, `Outside Dhaka: ${facts.deliveryOutsideDhaka} days.`],
          },
          'Times are counted from when we confirm your order. Public holidays and severe weather can add a day or two.',
        ],
      },
      {
        heading: 'Express delivery in Dhaka',
        blocks: [
          `Need it sooner? Express delivery within ${express.city} costs ${formatPrice(express.charge)}, covers parcels up to ${express.maxKg} kg and arrives within ${express.minutes} minutes for addresses up to ${express.maxKm} km away.` +
            (express.outletOnly ? ' It is available for outlet orders only.' : ''),
          `To ask whether your order can go express, call us on ${facts.phone}.`,
        ],
      },
      {
        heading: 'Cash on delivery',
        blocks: [
          'You pay in cash when your parcel arrives, so there is nothing to pay online. Please have the exact amount ready if you can; it helps our courier.',
        ],
      },
      {
        heading: 'If no one is home',
        blocks: [
          'Our courier calls the contact number on your order before delivering. If they cannot reach you, they will try again to arrange a suitable time.',
          'If we still cannot deliver, the parcel comes back to us and we get in touch with you. Please make sure your phone number and address are complete at checkout.',
        ],
      },
      {
        heading: 'Tracking your order',
        blocks: [
          `Sign in and open ${pageLink('My Order', MY_ORDER_PATH)} to see each order, its items, its status and its delivery details.`,
          `Changed your mind? While an order is still pending, you can cancel it there with the 'Cancel Order?' button. After that, e-mail us at ${facts.email} and we will do our best to help; we reply within ${range(SUPPORT_REPLY_HOURS)} hours.`,
        ],
      },
    ],
  };
}
