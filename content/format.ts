/** Small helpers that turn the policy values and shop facts into plain English for the page texts. */
import { formatPrice } from '@/lib/format';
import { MATERIAL, SIZES, type Range } from './policy';
import type { ShopFacts } from './types';

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

/** A page's full address on the shop's website, e.g. 'https://shop.example/faq'. */
export const pageUrl = (facts: ShopFacts, path: string): string =>
  `${facts.website.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
