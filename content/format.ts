/** Small helpers that turn the policy values and shop facts into plain English for the page texts. */
import { DHAKA_SUBURBS } from '@/lib/bangladesh';
import { FLAT_RATE_COVERS_KG } from '@/lib/cart/shipping';
import { formatPrice } from '@/lib/format';
import { MATERIAL, SIZES, type Range } from './policy';

export { formatPrice };

/** '3-5' */
export const range = (r: Range): string => `${r.from}-${r.to}`;

/** 'XS to 3XL' */
export const sizeRange = (): string => `${SIZES[0]} to ${SIZES[SIZES.length - 1]}`;

/** '76% nylon and 24% spandex, with a cotton gusset' */
export const materialText = (): string =>
  `${MATERIAL.nylon}% nylon and ${MATERIAL.spandex}% spandex, with a ${MATERIAL.gusset} gusset`;

/** 'a, b or c' (or 'and') */
export function joinWords(words: readonly string[], last: 'and' | 'or' = 'and'): string {
  return words.length < 2 ? words.join('') : `${words.slice(0, -1).join(', ')} ${last} ${words[words.length - 1]}`;
}

/** 'Savar, Keraniganj, Tongi, Gazipur and Narayanganj': the places of the suburbs' delivery charge. */
export const dhakaSuburbs = (): string => joinWords(DHAKA_SUBURBS.map((suburb) => suburb.name));

/** 'BDT 20 more for each kg, or part of one, over 1 kg' */
export const perKgCharge = (charge: number): string =>
  `${formatPrice(charge)} more for each kg, or part of one, over ${FLAT_RATE_COVERS_KG} kg`;

/**
 * A link to one of the shop's pages inside a text: `[label](/path)`, which the page shows as a link named by its
 * label (components/content/ContentBlocks), never as a bare address.
 */
export const pageLink = (label: string, path: string): string => `[${label}](/${path.replace(/^\/+/, '')})`;

/** The links of a text made by pageLink, and the text around them. */
export const PAGE_LINK = /\[([^\]]+)\]\((\/[^)\s]*)\)/g;
