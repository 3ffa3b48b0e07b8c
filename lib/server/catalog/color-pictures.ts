import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { searchWords } from '../../search-words';
import { colors, productImages, products } from '../db/schema';

/** A list of ids as a PostgreSQL array. */
const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * The colours a listing asks for, in its order: those of its colour filter, else the colours its search names
 * ("black lace bra" names Black; a colour of two words needs both), else none.
 */
export function askedColors(filterColors: number[] | undefined, search: string | undefined): SQL | undefined {
  if (filterColors?.length) return intArray(filterColors);
  const words = search ? searchWords(search) : [];
  if (!words.length) return undefined;
  const said = sql`array[${sql.join(
    words.map((w) => sql`${w}`),
    sql`, `,
  )}]::text[]`;
  return sql`array(select ${colors.id} from ${colors}
    where string_to_array(lower(${colors.title}), ' ') <@ ${said} order by ${colors.id})`;
}

/**
 * A card's picture: the product's first photo in the first asked colour it has, else its main picture. A Black
 * filter then shows black pictures, not each product's main one in pink.
 */
export function cardPicture(asked: SQL | undefined): SQL<string> {
  if (!asked) return sql<string>`${products.image}`;
  return sql<string>`coalesce((select i.file from ${productImages} i
    where i.product_id = "products"."id" and i.color_id = any(${asked})
    order by array_position(${asked}, i.color_id), i.position, i.id limit 1), ${products.image})`;
}
