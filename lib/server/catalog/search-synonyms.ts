/**
 * Words shoppers search by that the catalogue names otherwise: each finds the products of the catalogue's own
 * words (its styles, kinds and titles). Beside lib/search-words' synonyms, which name the same thing both ways,
 * these run one way only: "lingerie" finds every bra, but "bra" does not find every set.
 */
const SYNONYMS: Record<string, string[]> = {
  wireless: ['non-wired'],
  'wire-free': ['non-wired'],
  pushup: ['push-up'],
  lingerie: ['bra', 'bralette', 'brief', 'set'],
  undies: ['brief'],
  undie: ['brief'],
};

/** The catalogue's words a searched word stands for, or none ("wireless" → "non-wired"). */
export function synonymsOf(word: string): string[] {
  return Object.hasOwn(SYNONYMS, word) ? SYNONYMS[word] : [];
}
