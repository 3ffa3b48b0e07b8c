/** The Privacy Policy page: seven sections, true to what the shop collects and keeps. */
import { range } from './format';
import { POLICY_UPDATED, SUPPORT_REPLY_HOURS } from './policy';
import type { ContentPage, ShopFacts } from './types';

export const PRIVACY_SLUG = 'privacy-and-policy';

export function privacyPolicy(facts: ShopFacts): ContentPage {
  return {
    slug: PRIVACY_SLUG,
    title: 'Privacy Policy',
    description: `What ${facts.brand} collects when you shop with us, why, how we protect it, and the choices you have about your information.`,
    updated: POLICY_UPDATED,
    intro: [
      `This policy explains how ${facts.company} ("${facts.brand}", "we") handles your information when you use ${facts.website}. We collect only what we need to serve you.`,
    ],
    sections: [
      {
        heading: 'Information we collect',
        blocks: [
          {
            list: [
              'Your account: your name, e-mail address and password, and a contact number if you add one.',
              'Your orders: the products, sizes and colours you choose, the delivery name, address, city or district, post code and phone number, any promo code you use, and your order history.',
              'Newsletter: your e-mail address or phone number, and whether you want offers by e-mail, by SMS or both.',
              'Messages: what you send us by e-mail or phone, including through the contact form, which opens your own e-mail app.',
              'Security: the network (IP) address and e-mail address of failed sign-in attempts, to stop password guessing.',
            ],
          },
          'We take payment only in cash on delivery, so we never ask for or store your card details. If a refund is due, we ask for the mobile wallet number or bank account needed to pay it, and use it for that refund only.',
        ],
      },
      {
        heading: 'How we use your information',
        blocks: [
          {
            list: [
              'To create and run your account and keep you signed in.',
              'To confirm, deliver and support your orders, including calls or messages about a delivery.',
              'To check promo codes, for example that a first-order offer is used once.',
              'To send you newsletters and offers, only if you have asked for them.',
              'To answer your questions and handle exchanges and refunds.',
            ],
          },
          'We do not sell your information. We share only what is needed to deliver your order (your name, address and phone number) with our delivery partners.',
        ],
      },
      {
        heading: 'Our responsibility',
        blocks: [
          `${facts.company}, ${facts.address}, is responsible for your information. We keep it only as long as we need it for your account, your orders and our legal and accounting duties.`,
        ],
      },
      {
        heading: 'Data protection',
        blocks: [
          'Your password is never stored as it is: we keep only a slow, salted hash of it, and we never send it back to your browser.',
          'Your sign-in session is a random token held in a cookie that page scripts cannot read, and we store only a hash of that token. Repeated wrong passwords lock an account for a short while to stop guessing.',
          'Only the people who handle your orders and questions can see your details.',
        ],
      },
      {
        heading: 'Cookies and local storage',
        blocks: [
          'We use one cookie: a session cookie that keeps you signed in. We use no advertising or tracking cookies.',
          "A product's size-guide video comes from YouTube in its privacy-enhanced mode, and only once you press play.",
          "The site keeps some things in your browser's local storage, on your device only:",
          {
            list: [
              'your cart, wishlist and applied promo code, and whether you are signed in;',
              'your e-mail address, if you tick Remember me when you sign in (never your password);',
              'the delivery details from your last checkout, to fill in the form next time;',
              'the summary of the order you have just placed, and whether you closed the newsletter window.',
            ],
          },
          "You can clear these at any time in your browser's settings; signing out ends the session.",
        ],
      },
      {
        heading: 'Your rights',
        blocks: [
          'You can see and correct your name, contact number and password in My Account at any time.',
          `You can ask us for a copy of your information, ask us to correct or delete it, or unsubscribe from our newsletter by writing to ${facts.email}. We reply within ${range(SUPPORT_REPLY_HOURS)} hours.`,
        ],
      },
      {
        heading: 'Updates to this policy',
        blocks: [
          'We may update this policy when our shop or the law changes. The date at the top of this page shows the latest version, and we will tell you by e-mail about any important change.',
        ],
      },
    ],
  };
}
