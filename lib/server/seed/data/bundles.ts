/** The seeded bundles: sets made of seeded products (by slug, in the order the bundle page shows them). */
export const BUNDLES = [
  {
    slug: 'cherie-lace-set',
    title: 'Cherie Lace Set',
    description: 'Our signature balconette bra with its matching lace brief, in the colours and sizes you pick for each.',
    price: 2790,
    pieces: ['cherie-lace-balconette-bra', 'cherie-lace-brief'],
  },
  {
    slug: 'cupid-s-choice-strappy-set',
    title: "Cupid's Choice Strappy Set",
    description: 'The strappy bralette and the tulle thong, made to be worn together.',
    price: 1690,
    pieces: ['cupid-s-choice-strappy-bralette', 'cupid-s-choice-tulle-thong'],
  },
  {
    slug: 'everyday-seamless-set',
    title: 'Everyday Seamless Set',
    description: 'The T-shirt bra our customers buy again and again, with two seamless hipsters to go with it.',
    price: 2390,
    pieces: ['everyday-seamless-t-shirt-bra', 'everyday-seamless-hipster', 'everyday-seamless-hipster'],
  },
];
