/** The kinds of size a product is sold in; each product picks one, and its sizes are of that group. */
export const SIZE_GROUPS = ['letter', 'band_cup', 'one_size'] as const;

export type SizeGroup = (typeof SIZE_GROUPS)[number];

/** Each group's heading, in the back office and over the listing's size filter. */
export const SIZE_GROUP_TITLES: Record<SizeGroup, string> = {
  letter: 'Letter',
  band_cup: 'Band and cup',
  one_size: 'One size',
};

/** The bands (underbust, in inches) and cups a band-and-cup size may be made of, smallest first. */
export const BANDS = [28, 30, 32, 34, 36, 38, 40, 42, 44] as const;
export const CUPS = ['AA', 'A', 'B', 'C', 'D', 'DD', 'E', 'F', 'G', 'H'] as const;

const BAND_CUP = new RegExp(`^\\s*(${BANDS.join('|')})\\s*(${CUPS.join('|')})\\s*$`, 'i');

/** A band-and-cup size as the shop writes it ("34 b" → "34B"), or null for text that is not one. */
export function bandCupTitle(text: string): string | null {
  const match = BAND_CUP.exec(text);
  return match ? `${match[1]}${match[2].toUpperCase()}` : null;
}
