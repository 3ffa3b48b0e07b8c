import 'server-only';
import { and, desc, not, or, sql, type SQL } from 'drizzle-orm';
import { alternativesOf, searchWords } from '../../search-words';
import type { Db } from '../db';
import { products } from '../db/schema';
import { containing } from '../db/like-pattern';
import { narrowedBySizes, sizesInSearch } from './size-search';
import { synonymsOf } from './search-synonyms';

/** Shortest word a typo is forgiven in: shorter ones are a letter away from too many others. */
const TYPO_MIN_LENGTH = 4;

/** The text a word with a typo is matched in, by trigrams (products_search_text_trgm_idx). */
const searchText = sql`(${products.titleEn} || ' ' || ${products.searchTerms})`;

/** How a search narrows and orders products: every word found (`all`), or any of them (`any`, the nearest). */
export interface Search {
  all: SQL;
  any: SQL;
  /** every word is in the title itself: these come first */
  inTitle: SQL;
  /** how well a product matches any of the words (the nearest, in order) */
  rankAny: SQL<number>;
}

interface PreparedWord {
  word: string;
  /** the word's query (its alternatives, stemmed), as text; '' for a word search ignores ("the", "with") */
  query: string;
  /** whether any product has the word itself, or else it is taken for a typo */
  found: boolean;
}

/**
 * The search text's words, each made into a text-search query by the database (English stemming, the
 * alternatives of lib/search-words) and checked once against the catalogue: a word no product has is looked
 * for as a typo, by trigram word similarity ("balconete" finds "balconette"). With `typing`, the last word may
 * be the start of one ("black la" finds lace).
 */
async function prepareWords(db: Db, words: string[], typing: boolean): Promise<PreparedWord[]> {
  if (!words.length) return [];
  const wordQueries = words.map((word, i) => {
    const alternatives = [...alternativesOf(word), ...synonymsOf(word)].map((a) => sql`phraseto_tsquery('english', ${a})`);
    if (typing && i === words.length - 1) alternatives.push(sql`to_tsquery('simple', ${`'${word.replaceAll("'", "''")}':*`})`);
    return sql`(${i}::int, ${sql.join(alternatives, sql` || `)})`;
  });
  const rows = await db
    .select({
      i: sql<number>`w.i`,
      query: sql<string>`w.q::text`,
      found: sql<boolean>`exists (select 1 from ${products} p where p.active and p.search_doc @@ w.q)`,
    })
    .from(sql`(values ${sql.join(wordQueries, sql`, `)}) as w(i, q)`);
  return rows.sort((a, b) => a.i - b.i).map((row) => ({ word: words[row.i], query: row.query, found: row.found }));
}

/** A word's condition: its query, or (a word no product has) its nearest spelling. */
function wordMatch({ word, query, found }: PreparedWord): SQL | undefined {
  const typo = !found && word.length >= TYPO_MIN_LENGTH ? sql`${word} <% ${searchText}` : undefined;
  return or(sql`${products.searchDoc} @@ ${query}::tsquery`, typo);
}

/** A word's condition on the title alone: its query's words weighed as the title's (A), or its nearest spelling. */
function wordInTitle({ word, query, found }: PreparedWord): SQL {
  return found
    ? sql`${products.searchDoc} @@ ${query.replace(/'((?:[^']|'')*)'(:\*)?/g, (_, lexeme, start) => `'${lexeme}':${start ? '*' : ''}A`)}::tsquery`
    : sql`${word} <% ${products.titleEn}`;
}

/** A ranking by any of the words; 0 for every product when no word counts. */
function rankByAny(words: PreparedWord[]): SQL<number> {
  return words.length
    ? sql<number>`ts_rank(${products.searchDoc}, ${words.map((w) => `(${w.query})`).join(' | ')}::tsquery)`
    : sql<number>`0::real`;
}

/**
 * The ids of a page of products matching `where` in order of relevance: every word in the title first, then
 * the others, each newest first. Each group is an index scan newest first (products_newest_idx) that stops at
 * the page's last row, and the second is read only when the first runs out before the page ends: ranking every
 * match instead costs a pass over all of them.
 */
export async function relevantIds(db: Db, search: Search, where: SQL | undefined, offset: number, size: number) {
  const group = (condition: SQL, skip: number, take: number) =>
    db
      .select({ id: products.id })
      .from(products)
      .where(and(where, condition))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(take)
      .offset(skip);
  const first = await group(search.inTitle, 0, offset + size);
  const fromFirst = first.slice(offset);
  if (first.length === offset + size) return fromFirst.map((row) => row.id);
  const rest = await group(not(search.inTitle), Math.max(0, offset - first.length), size - fromFirst.length);
  return [...fromFirst, ...rest].map((row) => row.id);
}

/**
 * What a shopper's search finds: products with every word (in any order, in the title, a collection, a colour
 * or a style; plurals, synonyms and one typo forgiven; a band-and-cup size such as "34 B" by the products that
 * have it: lib/server/catalog/size-search.ts), or whose title holds the text as it was typed; those
 * with every word in their title rank first. `typing`: the text is still being typed (suggestions).
 */
export async function searchOf(db: Db, text: string, { typing = false } = {}): Promise<Search> {
  const bySize = sizesInSearch(text);
  const words = (await prepareWords(db, searchWords(bySize.rest), typing)).filter((w) => w.query !== '');
  const typed = sql`${products.titleEn} ilike ${containing(bySize.rest)}`;
  const matches = words.map(wordMatch).filter((m): m is SQL => m !== undefined);
  const inTitle = words.length ? and(...words.map(wordInTitle))! : typed;
  const search = {
    all: or(and(...matches), typed)!,
    any: or(...matches, typed)!,
    inTitle: or(inTitle, typed)!,
    rankAny: rankByAny(words),
  };
  return narrowedBySizes(search, bySize);
}
