import type { SeedCollection } from '../types';

/**
 * The shop's collections, in the order the home page shows them. The first three are named by the
 * storefront itself (bundle-offer links in the header, the 'DIY Bundles' button on the home page).
 */
const LIST = [
  { slug: 'cherie', title_en: 'Cherie', color: '#c45c7f', motif: 0 },
  { slug: 'cupid-s-choice', title_en: "Cupid's Choice", color: '#7b1e3a', motif: 1 },
  { slug: 'all-about-lace', title_en: 'All About Lace', color: '#1d1a1c', motif: 2 },
  { slug: 'everyday-essentials', title_en: 'Everyday Essentials', color: '#d9b39b', motif: 3 },
  { slug: 'sculpt-shapewear', title_en: 'Sculpt Shapewear', color: '#8a5a44', motif: 4 },
  { slug: 'sleep-and-lounge', title_en: 'Sleep & Lounge', color: '#b9a3d3', motif: 5 },
  { slug: 'bridal-trousseau', title_en: 'Bridal Trousseau', color: '#f4ede1', motif: 2 },
  { slug: 'curve', title_en: 'Curve', color: '#5b2245', motif: 0 },
  { slug: 'monsoon-breeze', title_en: 'Monsoon Breeze', color: '#9cc3e4', motif: 3 },
  { slug: 'the-basics', title_en: 'The Basics', color: '#1f2a4d', motif: 1 },
] as const satisfies readonly SeedCollection[];

/** Slug of a seeded collection: lets product data name collections with a compile-time check. */
export type CollectionSlug = (typeof LIST)[number]['slug'];

export const COLLECTIONS: SeedCollection[] = LIST.map((c) => ({ ...c }));
