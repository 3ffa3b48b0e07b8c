/**
 * SKUs: the code a size and colour of a product is kept under on the shelf, the desk's order and the packing slip.
 * A default SKU joins the product's code and its size's and colour's codes ("P0012-34B-BLACK"); staff may change it
 * in the stock grid. One set of rules for the seed, the product form, the stock grid and the migration's SQL.
 */

/** Longest SKU or product code. */
export const SKU_MAX = 40;

/** What a SKU and a product code are made of: capitals, digits and single dashes between them. */
export const SKU_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;

/**
 * A size's or colour's code, from its title: its capitals and digits ("34 B" → "34B", "Rose Pink" → "ROSEPINK").
 * The migration 0021_sku_weight computes the same in SQL: regexp_replace(upper(title), '[^A-Z0-9]', '', 'g').
 */
const valueCode = (title: string) => title.toUpperCase().replace(/[^A-Z0-9]/g, '');

/** A product's code until staff give it one: P and its id in four digits or more ("P0012"). */
export const productCode = (id: number) => `P${String(id).padStart(4, '0')}`;

/** A SKU as staff type it: trimmed, in capitals, spaces and underscores as dashes. */
export const normalSku = (typed: string) =>
  typed
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, '-');

/** The default SKU of a size and colour (either may be absent): the product's code and the values' codes. */
export function defaultSku(code: string, size?: string | null, color?: string | null): string {
  return [code, ...[size, color].map((title) => valueCode(title ?? ''))].filter(Boolean).join('-').slice(0, SKU_MAX);
}

/** `sku`, or when it is taken, the first of `sku-2`, `sku-3`… that is not (two values whose titles give one code). */
export function unclaimedSku(sku: string, taken: ReadonlySet<string>): string {
  let candidate = sku;
  for (let n = 2; taken.has(candidate); n++) candidate = `${sku}-${n}`;
  return candidate;
}
