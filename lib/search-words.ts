/**
 * How a shopper's search text becomes the words the catalogue is searched for (lib/server/catalog/search.ts): each word
 * with its singular and the other words shoppers use for the same thing. PostgreSQL's English stemmer then makes
 * "briefs" find "brief"; it leaves "bras" alone, hence the singular here.
 */

/** Most words of one search that are looked for (a longer text is mostly noise). */
const WORDS_MAX = 8;

/** Words that name the same thing, each finding the others. */
const SAME: string[][] = [
  ['bra', 'brassiere'],
  ['panty', 'panties', 'knicker'],
  ['nightie', 'nighty', 'nightwear', 'night dress', 'nightgown', 'sleepwear'],
  ['pajama', 'pyjama'],
];

/** A broad word and the kinds it covers: "panty" finds thongs, a thong is not every panty. */
const COVERS: Record<string, string[]> = {
  panty: ['brief', 'hipster', 'thong', 'tanga', 'bikini'],
};

/**
 * The singular of an English plural, roughly (the stemmer does the rest): "bras" → "bra", "panties" → "panty".
 * @internal (also read by the tests)
 */
export function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The names of two words ("night dress"), each read as one word ("nightdress", in its group). */
const PHRASES = SAME.flat().filter((words) => words.includes(' '));

/** The words of a search text, lower case, at most WORDS_MAX, each once (hyphens and apostrophes stay inside). */
export function searchWords(text: string): string[] {
  let lower = text.toLowerCase();
  for (const phrase of PHRASES)
    lower = lower.replaceAll(new RegExp(`\\b${phrase.replace(' ', '\\s+')}`, 'g'), phrase.replace(' ', ''));
  const words = lower.match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu) ?? [];
  return [...new Set(words)].slice(0, WORDS_MAX);
}

/** A word and what else finds the same products: its singular, its synonyms, the kinds it covers. */
export function alternativesOf(word: string): string[] {
  const one = singular(word);
  const group = SAME.find((words) => words.some((w) => [word, one].includes(w.replace(' ', '')))) ?? [];
  const head = group[0] ?? one;
  return [...new Set([word, one, ...group, ...(COVERS[head] ?? [])])];
}

/**
 * The collections whose title has every word of a text being typed, each as the start of one of its words
 * ("sleep" and "lou" find "Sleep & Lounge", "lace" finds "All About Lace").
 */
export function matchingCollections<C extends { title_en: string }>(collections: C[], text: string, max: number): C[] {
  const words = searchWords(text);
  if (!words.length) return [];
  return collections
    .filter((c) => {
      const titleWords = searchWords(c.title_en);
      return words.every((word) => titleWords.some((t) => t.startsWith(word) || t.startsWith(singular(word))));
    })
    .slice(0, max);
}
