/** The About Us page: about, mission and community, in the brand's warm voice. */
import { sizeRange } from './format';
import type { ContentPage, ShopFacts } from './types';

export const ABOUT_SLUG = 'about-us';

export function aboutUs(facts: ShopFacts): ContentPage {
  const { brand } = facts;
  return {
    slug: ABOUT_SLUG,
    title: 'About Us',
    description: `${brand} makes lingerie and clothing for women in Bangladesh, in sizes ${sizeRange()}: made for comfort, worn with confidence.`,
    sections: [
      {
        heading: 'About',
        blocks: [
          `${brand} began with a simple wish: lingerie that feels as good as it looks, made for the women of Bangladesh. Too many of us have settled for pieces that pinch, slip or simply do not fit.`,
          `So we design for real bodies, in sizes ${sizeRange()}, with soft fabrics, gentle support and thoughtful details. Every piece is chosen to be worn all day, every day, and loved for years.`,
        ],
      },
      {
        heading: 'Our mission',
        blocks: [
          'We believe comfort and confidence belong together. Our mission is to help every woman feel at ease in her own skin, whatever her shape, size or shade.',
          'That means honest fabrics, sizes that fit, fair prices and caring service, from the moment you browse to the day your parcel arrives.',
        ],
      },
      {
        heading: 'Our community',
        blocks: [
          `${brand} is shaped by the women who wear it. Your reviews, questions and stories guide every new collection.`,
          `Join our newsletter to hear about new arrivals first, or write to us at ${facts.email}. We would love to hear from you.`,
        ],
      },
    ],
  };
}
