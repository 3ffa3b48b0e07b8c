import type { SeedCollection } from '../types';

/** The shop's collections, in the order the home page shows them. */
const LIST = [
  {
    slug: 'cherie', title_en: 'Cherie', color: '#c45c7f', motif: 0,
    description: 'Soft lace and satin in blush and berry, cut to lift and flatter from morning meetings to evenings out.',
  },
  {
    slug: 'cupid-s-choice', title_en: "Cupid's Choice", color: '#7b1e3a', motif: 1,
    description: 'Deep reds and delicate trims for the days you want to feel a little more romantic.',
  },
  {
    slug: 'all-about-lace', title_en: 'All About Lace', color: '#1d1a1c', motif: 2,
    description: 'Every piece in lace: bralettes, balconettes and briefs with scalloped edges and fine floral patterns.',
  },
  {
    slug: 'everyday-essentials', title_en: 'Everyday Essentials', color: '#d9b39b', motif: 3,
    description: 'Smooth, breathable pieces in skin tones that disappear under a kameez, a sari blouse or a T-shirt.',
  },
  {
    slug: 'sculpt-shapewear', title_en: 'Sculpt Shapewear', color: '#8a5a44', motif: 4,
    description: 'Bodysuits, high-waist briefs and slips that smooth and hold without digging in.',
  },
  {
    slug: 'sleep-and-lounge', title_en: 'Sleep & Lounge', color: '#b9a3d3', motif: 5,
    description: 'Babydolls, slips and pyjama sets in soft, breathable fabrics for warm nights at home.',
  },
  {
    slug: 'bridal-trousseau', title_en: 'Bridal Trousseau', color: '#f4ede1', motif: 2,
    description: 'Ivory lace, satin and a touch of sparkle for the wedding season and the honeymoon after it.',
  },
  {
    slug: 'curve', title_en: 'Curve', color: '#5b2245', motif: 0,
    description: 'Fuller-cup bras and briefs with wider straps and firmer bands, made for support in sizes XL to 3XL.',
  },
  {
    slug: 'monsoon-breeze', title_en: 'Monsoon Breeze', color: '#9cc3e4', motif: 3,
    description: "Light cotton and mesh pieces that stay cool and dry through Dhaka's humid months.",
  },
  {
    slug: 'the-basics', title_en: 'The Basics', color: '#1f2a4d', motif: 1,
    description: 'The T-shirt bras, hipsters and briefs you reach for every day, in black, white and nude.',
  },
] as const satisfies readonly SeedCollection[];

/** Slug of a seeded collection: lets product data name collections with a compile-time check. */
export type CollectionSlug = (typeof LIST)[number]['slug'];

export const COLLECTIONS: SeedCollection[] = LIST.map((c) => ({ ...c }));
