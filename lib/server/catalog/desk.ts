import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import { LOW_STOCK } from '../../stock';
import type { Page, ProductSummary } from '../../types/catalog';
import { pickableOf } from '../../order-edit';
import type { PickableProduct } from '../../types/order-edit';
import type { DeskProductRow } from '../../types/catalog-desk';
import type { ProductDeskQuery } from '../../validation/catalog-desk';
import type { Db } from '../db';
import { categories, products, stock } from '../db/schema';
import { containing } from '../db/like-pattern';
import { pageOf } from '../db/pagination';
import { getProductsByIds } from './products';

const PRODUCT_DESK_PAGE_SIZE = 25;

/** Pieces left of a product, and of its scarcest size and colour (a pair without a row has none). */
const pieces = sql<number>`coalesce((select sum(s.quantity) from ${stock} s where s.product_id = ${products.id}), 0)::int`;
const fewest = sql<number>`coalesce((select min(s.quantity) from ${stock} s where s.product_id = ${products.id}), 0)::int`;

/**
 * The back office's products, newest first, 25 a page: by title or slug, collection, published or not, and low
 * stock (a size and colour with LOW_STOCK pieces or fewer). Unpublished products are listed too.
 */
export async function listDeskProducts(db: Db, query: ProductDeskQuery): Promise<Page<DeskProductRow>> {
  const conditions: (SQL | undefined)[] = [
    query.q
      ? sql`(${products.titleEn} ilike ${containing(query.q)} or ${products.slug} ilike ${containing(query.q)})`
      : undefined,
    query.collection
      ? sql`${products.categoryIds} && array(select ${categories.id} from ${categories} where ${categories.slug} = ${query.collection})`
      : undefined,
    query.published === undefined ? undefined : eq(products.active, query.published === 'yes'),
    query.low ? sql`${fewest} <= ${LOW_STOCK}` : undefined,
  ];
  const where = and(...conditions);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: products.id,
        title: products.titleEn,
        slug: products.slug,
        image: products.image,
        price: products.price,
        active: products.active,
        pieces,
        fewest,
      })
      .from(products)
      .where(where)
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(PRODUCT_DESK_PAGE_SIZE)
      .offset((query.page - 1) * PRODUCT_DESK_PAGE_SIZE),
    db.$count(products, where),
  ]);
  return pageOf(rows, { page: query.page, perPage: PRODUCT_DESK_PAGE_SIZE, total });
}

/** Published products whose title holds `text`, newest first, as the shop sells them: for an order staff take. */
export async function productsTitled(db: Db, text: string, limit: number): Promise<ProductSummary[]> {
  const ids = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), sql`${products.titleEn} ilike ${containing(text)}`))
    .orderBy(desc(products.createdAt), desc(products.id))
    .limit(limit);
  const found = await getProductsByIds(
    db,
    ids.map((row) => row.id),
  );
  return ids.flatMap(({ id }) => found.filter((product) => product.id === id));
}

/** Products staff may put in an order: the first 10 on sale whose title holds `q`, by title. */
export async function pickableProducts(db: Db, q: string): Promise<PickableProduct[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.active, true), sql`${products.titleEn} ilike ${containing(q)}`))
    .orderBy(asc(products.titleEn), asc(products.id))
    .limit(10);
  const found = await getProductsByIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.flatMap((row) => found.filter((product) => product.id === row.id)).map(pickableOf);
}
