import type { SeedColor } from '../types';

/** The letter sizes, smallest first. */
export const SIZES = ['XS', 'S', 'M', 'L', 'XL', '2XL', '3XL'] as const;

/** The bras' band-and-cup sizes: bands 32 to 38, cups A to D, in the shop's order (band, then cup). */
export const BAND_CUP_SIZES = [32, 34, 36, 38].flatMap((band) => ['A', 'B', 'C', 'D'].map((cup) => `${band}${cup}`));

export const COLORS: SeedColor[] = [
  { title: 'Black', value: '#1d1a1c' },
  { title: 'Ivory', value: '#f4ede1' },
  { title: 'Nude', value: '#d9b39b' },
  { title: 'Mocha', value: '#8a5a44' },
  { title: 'Blush', value: '#efb8c0' },
  { title: 'Rose', value: '#c45c7f' },
  { title: 'Wine', value: '#7b1e3a' },
  { title: 'Plum', value: '#5b2245' },
  { title: 'Lilac', value: '#b9a3d3' },
  { title: 'Navy', value: '#1f2a4d' },
  { title: 'Emerald', value: '#1f6b52' },
  { title: 'Sky', value: '#9cc3e4' },
  { title: 'Red', value: '#b3202f' },
  { title: 'White', value: '#fbfaf8' },
];

export const STYLES = [
  'Push-up',
  'T-shirt',
  'Balconette',
  'Plunge',
  'Non-wired',
  'Bralette',
  'Brief',
  'Hipster',
  'Thong',
  'High-waist',
  'Bodysuit',
  'Sleepwear',
  'Shapewear',
] as const;
