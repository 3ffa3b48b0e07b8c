/** The page content and coupons as seeded on first start (the store's settings: lib/server/db/first-settings.ts). */
import { formatPrice } from '../../format';
import { SHOP_DESCRIPTION } from '../../metadata';
import { NEWSLETTER_OFFER } from '../../newsletter';

export const PAGES = [
  {
    keyname: 'home',
    titleEn: 'Comfort for Every Body',
    banner: 'banner-home.webp',
    content: { tagline: SHOP_DESCRIPTION },
  },
  { keyname: 'shop', titleEn: 'all products', banner: 'banner-shop.webp', content: {} },
  { keyname: 'clearance-sale', titleEn: 'Clearance Sale', banner: 'banner-clearance.webp', content: {} },
  {
    keyname: 'contact',
    titleEn: 'Contact Us',
    banner: 'banner-contact.webp',
    content: { tagline: 'Questions about fit, an order or a gift? Write to us.' },
  },
];

const DAY = 24 * 60 * 60 * 1000;

/** Coupons relative to the moment of seeding, so the live ones stay live. */
export function seedCoupons(now: Date) {
  return [
    {
      code: NEWSLETTER_OFFER.code,
      kind: 'percent',
      amount: NEWSLETTER_OFFER.percent,
      maxDiscount: NEWSLETTER_OFFER.maxDiscount,
      firstOrderOnly: true,
      description: `${NEWSLETTER_OFFER.percent}% off your first purchase: the newsletter welcome gift.`,
    },
    {
      code: 'LACE200',
      kind: 'fixed',
      amount: 200,
      minCartValue: 2000,
      expiresAt: new Date(now.getTime() + 90 * DAY),
      description: `${formatPrice(200)} off orders of ${formatPrice(2000)} or more.`,
    },
    {
      code: 'EID10',
      kind: 'percent',
      amount: 10,
      maxDiscount: 800,
      perUserLimit: 1,
      expiresAt: new Date(now.getTime() + 30 * DAY),
      description: '10% off once per customer.',
    },
    {
      code: 'FLASH50',
      kind: 'fixed',
      amount: 50,
      usageLimit: 100,
      expiresAt: new Date(now.getTime() + 7 * DAY),
      description: `${formatPrice(50)} off, for the first 100 orders.`,
    },
    {
      code: 'WINTER25',
      kind: 'percent',
      amount: 25,
      startsAt: new Date(now.getTime() - 120 * DAY),
      expiresAt: new Date(now.getTime() - 30 * DAY),
      description: 'Last winter’s offer: expired.',
    },
  ];
}
