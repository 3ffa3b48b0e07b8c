import 'server-only';
import { and, or, sql, type SQL } from 'drizzle-orm';
import { BANDS, bandCupTitle, CUPS } from '../../size-groups';
import { products, sizes } from '../db/schema';

/** A band and a cup anywhere in a search ("34B", "34 B", "34b"), as a word of its own. */
const BAND_CUP_IN_TEXT = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${BANDS.join('|')})\\s*(?:${CUPS.join('|')})(?![\\p{L}\\p{N}])`,
  'giu',
);

/** A search with its band-and-cup sizes taken out: the sizes (as the shop writes them) and the rest of the text. */
export function sizesInSearch(text: string): { sizes: string[]; rest: string } {
  const found = text.match(BAND_CUP_IN_TEXT) ?? [];
  return {
    sizes: [...new Set(found.map((size) => bandCupTitle(size)!))],
    rest: text.replace(BAND_CUP_IN_TEXT, ' ').replace(/\s+/g, ' ').trim(),
  };
}

/** Products that have every one of these sizes (a retired one too, while a product keeps it); none when one is unknown. */
function havingSizes(titles: string[]): SQL {
  const listed = sql.join(
    titles.map((title) => sql`${title}`),
    sql`, `,
  );
  return sql`${products.sizeIds} @> coalesce((select array_agg(${sizes.id}) from ${sizes} where ${sizes.title} in (${listed})
    having count(*) = ${titles.length}), array[0])`;
}

/**
 * A search of the text's other words narrowed to products with its band-and-cup sizes ("34B", "34 B", "34b"); with
 * no other word, those products are also the nearest.
 */
export function narrowedBySizes<S extends { all: SQL; any: SQL; inTitle: SQL }>(
  search: S,
  { sizes, rest }: ReturnType<typeof sizesInSearch>,
): S {
  if (!sizes.length) return search;
  const sized = havingSizes(sizes);
  return {
    ...search,
    all: and(sized, search.all)!,
    any: rest ? or(sized, search.any)! : sized,
    inTitle: and(sized, search.inTitle)!,
  };
}
