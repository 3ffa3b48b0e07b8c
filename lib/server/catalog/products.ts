import 'server-only';
import { and, asc, desc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db';
import { catalogueState, categories, colors, productImages, products, sizes, stock, styles } from '../db/schema';
import type { StockMap } from '../../stock';
import { offerDaysLeft } from '../../pricing';
import { SHOP_PAGE_SIZE } from '../../catalog-limits';
import type { ShopFilter } from '../../shop-query';
import type {
  AttributeGroup,
  AttributeValue,
  Category,
  CategoryRef,
  CollectionPage,
  ListingPage,
  Product,
  ProductImage,
  ProductSuggestion,
  ProductSummary,
  ShopAttributes,
  Style,
} from '../../types/catalog';
import { defaultSort, type ListingSort } from '../../listing-sort';
import { pageOf } from '../db/pagination';
import { relevantIds, searchOf, type Search } from './search';
import { sizeOrder } from './attributes';
import { SIZE_GROUP_TITLES, SIZE_GROUPS } from '../../size-groups';
import type { SizeFilterGroup } from '../../types/attributes';
import { cardRatingOf } from '../reviews';
import { askedColors, cardPicture } from './color-pictures';

/**
 * The price a shopper pays now: a running offer's price, else the price (mirrors lib/pricing's effectivePrice).
 * @internal (also read by the tests, which check that both rules agree)
 */
export const effectivePriceSql = sql`(case when ${products.offerPrice} is not null and ${products.offerEndsAt} >= now()
  and (${products.offerStartsAt} is null or ${products.offerStartsAt} <= now()) then ${products.offerPrice} else ${products.price} end)`;

const intArray = (ids: number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/** Attribute values of a product as JSON, in the order its id array keeps (or, `shopOrder`, the owner's order of the values). */
const valuesInOrder = <T>(ids: AnyPgColumn, table: string, fields: string, { shopOrder = false } = {}) =>
  sql<
    T[]
  >`coalesce((select json_agg(json_build_object(${sql.raw(fields)}) order by ${sql.raw(shopOrder ? 't.sort, t.id' : 'u.ord')})
    from unnest(${ids}) with ordinality as u(id, ord) join ${sql.identifier(table)} t on t.id = u.id), '[]'::json)`;

/** A product's sizes, in the owner's order of sizes (/admin/attributes), and its colours in its own order. */
export const productSizes = valuesInOrder<AttributeValue>(products.sizeIds, 'sizes', `'id', t.id, 'title', t.title`, {
  shopOrder: true,
});
export const productColors = valuesInOrder<AttributeValue>(
  products.colorIds,
  'colors',
  `'id', t.id, 'title', t.title, 'value', t.value`,
);

/** The product of the row, inside a subquery: drizzle writes a column unqualified, which a table with its own id would take. */
const outerProductId = sql`"products"."id"`;

const summaryFields = {
  id: products.id,
  slug: products.slug,
  titleEn: products.titleEn,
  image: products.image,
  price: products.price,
  mrp: products.mrp,
  offerPrice: products.offerPrice,
  offerStartsAt: products.offerStartsAt,
  offerEndsAt: products.offerEndsAt,
  min: products.min,
  max: products.max,
  clearance: products.clearance,
  sizes: productSizes,
  colors: productColors,
  categories: valuesInOrder<CategoryRef>(
    products.categoryIds,
    'categories',
    `'id', t.id, 'slug', t.slug, 'title_en', t.title_en`,
  ),
  styles: valuesInOrder<Style>(products.styleIds, 'styles', `'id', t.id, 'title', t.title`, { shopOrder: true }),
  stock: sql<StockMap>`coalesce((select json_object_agg(s.size_id || '-' || s.color_id, s.quantity)
    from ${stock} s where s.product_id = ${products.id}), '{}'::json)`,
  colorImages: sql<Record<string, string>>`coalesce((select json_object_agg(i.color_id, i.file)
    from (select distinct on (color_id) color_id, file from ${productImages}
      where product_id = ${outerProductId} and color_id is not null order by color_id, position, id) i), '{}'::json)`,
  rating: cardRatingOf(outerProductId),
};

/** Active products with the fields a card needs (plus any extra columns). */
const selectProducts = <E extends Record<string, AnyPgColumn | SQL.Aliased | SQL>>(db: Db, extra?: E) =>
  db
    .select({ ...summaryFields, ...(extra as E) })
    .from(products)
    .$dynamic();

type SummaryRow = Awaited<ReturnType<typeof selectProducts>>[number];

function toSummary(row: SummaryRow, now: Date): ProductSummary {
  const attribute: AttributeGroup[] = [];
  if (row.sizes.length) attribute.push({ name: 'Size', value: row.sizes });
  if (row.colors.length) attribute.push({ name: 'Color', value: row.colors });
  return {
    id: row.id,
    slug: row.slug,
    title_en: row.titleEn,
    image: row.image,
    price: row.price,
    spacial_price:
      // An offer planned for later is not shown until it starts.
      row.offerPrice === null || !row.offerEndsAt || (row.offerStartsAt && row.offerStartsAt > now)
        ? null
        : { days: offerDaysLeft(row.offerEndsAt, now), offer: true, price: row.offerPrice },
    mrp: row.mrp,
    min: row.min,
    max: row.max,
    attribute,
    category: row.categories,
    style: row.styles,
    clearance: row.clearance,
    stock: row.stock,
    color_images: row.colorImages,
    rating: row.rating,
  };
}

export interface ListingQuery {
  page: number;
  search?: string;
  category?: string;
  clearance?: boolean;
  filter?: ShopFilter;
  sort?: ListingSort;
}

/** Products offered as the nearest to a search that finds nothing. */
const NEAREST_MAX = 4;

/** The narrowing of a listing: filter groups combine with AND, the ids inside a group with OR. */
function listingConditions(q: ListingQuery, search: Search | undefined): SQL[] {
  const f: ShopFilter = q.filter ?? {};
  const conditions: (SQL | undefined)[] = [
    q.clearance ? eq(products.clearance, true) : undefined,
    search?.all,
    // An unknown slug gives an empty array, which overlaps nothing.
    q.category
      ? sql`${products.categoryIds} && array(select ${categories.id} from ${categories} where ${categories.slug} = ${q.category})`
      : undefined,
    f.categories?.length ? sql`${products.categoryIds} && ${intArray(f.categories)}` : undefined,
    f.colors?.length ? sql`${products.colorIds} && ${intArray(f.colors)}` : undefined,
    f.sizes?.length ? sql`${products.sizeIds} && ${intArray(f.sizes)}` : undefined,
    f.styles?.length ? sql`${products.styleIds} && ${intArray(f.styles)}` : undefined,
    // Prices are whole BDT: a bound with a fraction (1,499.50) means the same as the whole number inside it.
    f.minPrice !== undefined ? sql`${effectivePriceSql} >= ${Math.ceil(f.minPrice)}` : undefined,
    f.maxPrice !== undefined ? sql`${effectivePriceSql} <= ${Math.floor(f.maxPrice)}` : undefined,
  ];
  return conditions.filter((c): c is SQL => c !== undefined);
}

/**
 * What a listing's count depends on besides its narrowing, read in the statement's own snapshot: the catalogue's
 * version (raised by every change to products or categories, migration 0003) and, when prices bound the listing,
 * the moments the next running offer ends and the next planned one starts (then a price changes by itself;
 * products_offer_ends_idx and products_offer_starts_idx find them).
 */
const countStampSql = (priced: boolean) =>
  sql<string | null>`(select ${catalogueState.version}::text from ${catalogueState})${
    priced
      ? sql` || ' ' || coalesce((select min(p.offer_ends_at)::text from ${products} p
          where p.offer_price is not null and p.offer_ends_at >= now()), 'none')
          || ' ' || coalesce((select min(p.offer_starts_at)::text from ${products} p
          where p.offer_price is not null and p.offer_starts_at > now()), 'none')`
      : sql``
  }`;

interface KeptCount {
  n: number;
  stamp: string | null;
}

/** Counts of listings per database and narrowing, each with the stamp it was made under; the least recently used go first. */
const keptCounts = new WeakMap<Db, Map<string, KeptCount>>();
const KEPT_COUNTS = 1000;

/**
 * The number of products a listing narrows to, exact: counted once, then kept while the stamp stays the same
 * (a count costs a pass over every match; the stamp, one row and one index probe). `seen` is the stamp the
 * page's own query read, if it found a row.
 */
async function countListing(db: Db, q: ListingQuery, where: SQL | undefined, stamp: SQL<string | null>, seen?: string | null) {
  const key = JSON.stringify([q.search ?? '', q.category ?? '', q.clearance ?? false, q.filter ?? {}]);
  let counts = keptCounts.get(db);
  if (!counts) keptCounts.set(db, (counts = new Map()));
  const kept = counts.get(key);
  if (kept) {
    const now = seen ?? (await db.select({ stamp }).from(catalogueState))[0].stamp;
    if (now === kept.stamp) {
      counts.delete(key);
      counts.set(key, kept);
      return kept.n;
    }
  }
  const [fresh] = await db
    .select({ n: sql<number>`count(*)::int`, stamp })
    .from(products)
    .where(where);
  counts.delete(key);
  // Without its state row (never so after migration 0003) the catalogue has no version: nothing is kept.
  if (fresh.stamp !== null) counts.set(key, fresh);
  if (counts.size > KEPT_COUNTS) counts.delete(counts.keys().next().value!);
  return fresh.n;
}

const newest = [desc(products.createdAt), desc(products.id)];

/** A listing's order; ties go newest first, so that every page follows from the one before. */
function orderOf(sort: ListingSort, search: Search | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      return search ? [desc(search.inTitle), ...newest] : newest;
    case 'price-asc':
      return [asc(effectivePriceSql), ...newest];
    case 'price-desc':
      return [desc(effectivePriceSql), ...newest];
    case 'best-selling':
      return [desc(products.sold), ...newest];
    case 'newest':
      return newest;
  }
}

/**
 * The shop listing in the order asked for (newest first by default, a search by relevance), SHOP_PAGE_SIZE a
 * page, with the exact number of matches. The page's ids come first, and only its rows are made into cards; the
 * total is counted on its own (countListing) unless the page shows it; prices and best sellers are ranked in full. Indexes (measured by `npm run bench`, 100,000 products on PostgreSQL):
 *  - products_newest_idx (created_at, id), scanned backwards, finds the page when the filters leave many
 *    matches (no filter, a size and prices, a category and a search, clearance and prices; colours and styles
 *    at 2%), stopping at the page's last row;
 *  - the GIN indexes on category_ids, size_ids, color_ids, style_ids and search_doc, and the trigram indexes on
 *    title_en and on the search text serve the counts (bitmap scans, ANDed), and the page when the filters leave
 *    few matches (the planner's choice); a search in order of relevance is two such pages (lib/server/catalog/search.ts);
 *  - products_offer_ends_idx finds the next offer end, until which a count with price bounds is kept.
 */
export async function listProducts(db: Db, q: ListingQuery): Promise<ListingPage> {
  const search = q.search ? await searchOf(db, q.search) : undefined;
  const where = and(eq(products.active, true), ...listingConditions(q, search));
  const offset = (q.page - 1) * SHOP_PAGE_SIZE;
  const sort = q.sort ?? defaultSort(q.search);
  const order = orderOf(sort, search);
  const pageIds =
    sort === 'relevance' && search
      ? await relevantIds(db, search, where, offset, SHOP_PAGE_SIZE)
      : db
          .select({ id: products.id })
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(SHOP_PAGE_SIZE)
          .offset(offset);
  const stamp = countStampSql(q.filter?.minPrice !== undefined || q.filter?.maxPrice !== undefined);
  const image = cardPicture(askedColors(q.filter?.colors, q.search));
  const rows = await selectProducts(db, { stamp, image })
    .where(inArray(products.id, pageIds))
    .orderBy(...order);
  const total =
    rows.length < SHOP_PAGE_SIZE && (rows.length > 0 || offset === 0)
      ? offset + rows.length
      : await countListing(db, q, where, stamp, rows[0]?.stamp);
  const now = new Date();
  const page = pageOf(
    rows.map((row) => toSummary(row, now)),
    { page: q.page, perPage: SHOP_PAGE_SIZE, total },
  );
  if (total > 0 || !search) return page;
  const nearest = await selectProducts(db)
    .where(and(eq(products.active, true), search.any))
    .orderBy(desc(search.rankAny), ...newest)
    .limit(NEAREST_MAX);
  return { ...page, nearest: nearest.map((row) => toSummary(row, now)) };
}

/** The products suggested while a shopper types a search: the most relevant few, with the price she pays now. */
export async function suggestProducts(db: Db, text: string, limit: number): Promise<ProductSuggestion[]> {
  const search = await searchOf(db, text, { typing: true });
  const ids = await relevantIds(db, search, and(eq(products.active, true), search.all), 0, limit);
  if (!ids.length) return [];
  const rows = await db
    .select({
      id: products.id,
      slug: products.slug,
      title_en: products.titleEn,
      image: cardPicture(askedColors(undefined, text)),
      price: effectivePriceSql,
    })
    .from(products)
    .where(inArray(products.id, ids));
  return ids.flatMap((id) =>
    rows.filter((row) => row.id === id).map(({ id: _, ...row }) => ({ ...row, price: Number(row.price) })),
  );
}

/** The best-selling products, most sold first. */
export async function listBestsellers(db: Db, limit: number): Promise<ProductSummary[]> {
  const rows = await selectProducts(db)
    .where(eq(products.active, true))
    .orderBy(desc(products.sold), desc(products.id))
    .limit(limit);
  const now = new Date();
  return rows.map((row) => toSummary(row, now));
}

/**
 * "Complete the look": other active products with pieces left that share a collection or a style with this one,
 * those sharing the most first, then the best-selling.
 */
export async function listRelated(db: Db, product: ProductSummary, limit: number): Promise<ProductSummary[]> {
  const collections = intArray(product.category.map((c) => c.id));
  const styleIds = intArray(product.style.map((s) => s.id));
  const shared = sql`(select count(*) from unnest(${products.categoryIds}) c where c = any(${collections}))
    + (select count(*) from unnest(${products.styleIds}) s where s = any(${styleIds}))`;
  const rows = await selectProducts(db)
    .where(
      and(
        eq(products.active, true),
        ne(products.id, product.id),
        sql`(${products.categoryIds} && ${collections} or ${products.styleIds} && ${styleIds})`,
        sql`exists (select 1 from ${stock} s where s.product_id = ${products.id} and s.quantity > 0)`,
      ),
    )
    .orderBy(desc(shared), desc(products.sold), desc(products.id))
    .limit(limit);
  const now = new Date();
  return rows.map((row) => toSummary(row, now));
}

/** One active product by slug, or null. */
export async function getProduct(db: Db, slug: string): Promise<Product | null> {
  const [row] = await selectProducts(db, {
    desEn: products.desEn,
    featureEn: products.featureEn,
    gallery: products.gallery,
    video: products.video,
    images: sql<ProductImage[]>`coalesce((select json_agg(json_build_object('file', i.file, 'color_id', i.color_id)
      order by i.position, i.id) from ${productImages} i where i.product_id = ${outerProductId}), '[]'::json)`,
  })
    .where(and(eq(products.slug, slug), eq(products.active, true)))
    .limit(1);
  if (!row) return null;
  return {
    ...toSummary(row, new Date()),
    des_en: row.desEn,
    feature_en: row.featureEn,
    gallery: row.gallery,
    images: row.images,
    meta: { video: row.video },
  };
}

/** Active products by id, in no particular order (unknown ids are left out). */
export async function getProductsByIds(db: Db, ids: number[]): Promise<ProductSummary[]> {
  if (!ids.length) return [];
  const rows = await selectProducts(db).where(and(eq(products.active, true), sql`${products.id} = any(${intArray(ids)})`));
  const now = new Date();
  return rows.map((row) => toSummary(row, now));
}

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map((c) => ({ id: c.id, slug: c.slug, title_en: c.titleEn, logo: c.logo }));
}

/** The collection with this slug, as its own page shows it. */
export async function findCollection(db: Db, slug: string): Promise<CollectionPage | undefined> {
  const [c] = await db.select().from(categories).where(eq(categories.slug, slug));
  return c && { id: c.id, slug: c.slug, title_en: c.titleEn, logo: c.logo, description: c.description, banner: c.banner };
}

/** Every size, retired ones too (past orders name them), in the shop's order. */
export async function listSizes(db: Db): Promise<AttributeValue[]> {
  return db
    .select({ id: sizes.id, title: sizes.title })
    .from(sizes)
    .orderBy(...sizeOrder);
}

/** Whether an active product has the value (`column`: the products' ids of its list). */
const onShop = (column: AnyPgColumn, id: AnyPgColumn) =>
  sql`exists (select 1 from ${products} p where p.active and ${id} = any(p.${sql.identifier(column.name)}))`;

/**
 * The sizes the listing filters by: those an active product has (a retired one until no product has it; of the
 * 28–44 × AA–H band-and-cup sizes, only the used ones), in the shop's order.
 */
const shopSizes = (db: Db) =>
  db
    .select({ id: sizes.id, title: sizes.title, group: sizes.group })
    .from(sizes)
    .where(onShop(products.sizeIds, sizes.id))
    .orderBy(...sizeOrder);

/** The listing's size filter: its sizes under their group's heading. */
export async function listSizeFilterGroups(db: Db): Promise<SizeFilterGroup[]> {
  const rows = await shopSizes(db);
  return SIZE_GROUPS.map((group) => ({
    group,
    title: SIZE_GROUP_TITLES[group],
    sizes: rows.filter((row) => row.group === group).map(({ id, title }) => ({ id, title })),
  })).filter((group) => group.sizes.length > 0);
}

/** Everything the listing can be filtered by: values not retired, or still on an active product, in the owner's order. */
export async function getShopAttributes(db: Db): Promise<ShopAttributes> {
  const [colorRows, sizeRows, categoryRows, styleRows] = await Promise.all([
    db
      .select({ id: colors.id, title: colors.title, value: colors.value })
      .from(colors)
      .where(or(eq(colors.retired, false), onShop(products.colorIds, colors.id)))
      .orderBy(asc(colors.sort), asc(colors.id)),
    shopSizes(db),
    listCategories(db),
    db
      .select({ id: styles.id, title: styles.title })
      .from(styles)
      .where(or(eq(styles.retired, false), onShop(products.styleIds, styles.id)))
      .orderBy(asc(styles.sort), asc(styles.id)),
  ]);
  return {
    colors: colorRows,
    sizes: sizeRows.map(({ id, title }) => ({ id, title })),
    categories: categoryRows.map(({ id, slug, title_en }) => ({ id, slug, title_en })),
    styles: styleRows,
  };
}
