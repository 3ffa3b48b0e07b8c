import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { defaultSku, productCode } from '../../sku';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { sanitizeRichText } from '../rich-text';
import { BAND_CUP_SIZES, COLORS, SIZES, STYLES } from './data/attributes';
import { BLOG_POSTS } from './data/blog';
import { COLLECTIONS } from './data/collections';
import { PRODUCTS } from './data/products';
import { PACKED_GRAMS } from './data/weights';
import { BUNDLES } from './data/bundles';
import { blogBanner, blogImage, collectionBanner, collectionLogo, productPhotos, SEED_PHOTO, seedMedia } from './media';
import { STORE } from '../db/first-settings';
import { PAGES, seedCoupons } from './store-content';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

function idsByTitle<T extends { id: number }>(rows: T[], key: (row: T) => string) {
  const map = new Map(rows.map((row) => [key(row), row.id]));
  return (titles: readonly string[]) =>
    titles.map((title) => {
      const id = map.get(title);
      if (id === undefined) throw new Error(`Seed data names an unknown value: ${title}`);
      return id;
    });
}

async function insertInChunks<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/**
 * Pieces in stock for every size and colour of every product: 12 to 40, except that every seventh product with more
 * than one size has only 2 left of its last size in its last colour and every eleventh has none, so that the shop
 * shows "Only 2 left" and "Sold out" from the start.
 */
function seedStock(ids: number[], rows: { sizeIds: number[]; colorIds: number[] }[]) {
  return rows.flatMap(({ sizeIds, colorIds }, index) => {
    const sizes = sizeIds.length ? sizeIds : [0];
    const colors = colorIds.length ? colorIds : [0];
    const { sizes: sizeTitles, colors: colorTitles } = PRODUCTS[index];
    return sizes.flatMap((sizeId, s) =>
      colors.map((colorId, c) => {
        const last = sizes.length > 1 && s === sizes.length - 1 && c === colors.length - 1;
        const quantity = last && index % 11 === 5 ? 0 : last && index % 7 === 3 ? 2 : 12 + ((index * 7 + s * 5 + c * 3) % 29);
        const sku = defaultSku(productCode(ids[index]), sizeTitles[s], colorTitles[c]);
        return { productId: ids[index], sizeId, colorId, quantity, sku };
      }),
    );
  });
}

/** Writes the whole seeded shop into an empty database. */
async function seed(db: Db, now = new Date()): Promise<void> {
  const mediaRows = await seedMedia();
  await db.insert(t.storeSettings).values(STORE);
  await db.insert(t.pages).values(PAGES);
  await db.insert(t.coupons).values(seedCoupons(now));

  const categoryRows = await db
    .insert(t.categories)
    .values(
      COLLECTIONS.map((c, sort) => ({
        slug: c.slug,
        titleEn: c.title_en,
        description: c.description,
        logo: collectionLogo(c.slug),
        banner: collectionBanner(c.slug),
        sort,
      })),
    )
    .returning();
  const sizeRows = await db
    .insert(t.sizes)
    .values([
      ...SIZES.map((title, sort) => ({ title, sort })),
      ...BAND_CUP_SIZES.map((title, sort) => ({ title, sort, group: 'band_cup' as const })),
    ])
    .returning();
  const colorRows = await db
    .insert(t.colors)
    .values(COLORS.map((color, sort) => ({ ...color, sort })))
    .returning();
  const styleRows = await db
    .insert(t.styles)
    .values(STYLES.map((title, sort) => ({ title, sort })))
    .returning();
  const categoryIds = idsByTitle(categoryRows, (r) => r.slug);
  const sizeIds = idsByTitle(sizeRows, (r) => r.title);
  const colorIds = idsByTitle(colorRows, (r) => r.title);
  const styleIds = idsByTitle(styleRows, (r) => r.title);

  const photos = PRODUCTS.map((p, index) => productPhotos(p.slug, p.colors, index));
  const productRows = PRODUCTS.map((p, index) => {
    const gallery = photos[index].map((photo) => photo.file);
    return {
      slug: p.slug,
      titleEn: p.title_en,
      desEn: sanitizeRichText(p.des_en),
      featureEn: sanitizeRichText(p.feature_en),
      image: gallery[0],
      gallery,
      price: p.price,
      mrp: p.mrp,
      offerPrice: p.offer?.price ?? null,
      offerEndsAt: p.offer ? new Date(now.getTime() + p.offer.days * DAY + 12 * HOUR) : null,
      min: p.min,
      max: p.max,
      weight: PACKED_GRAMS[p.kind],
      categoryIds: categoryIds(p.collections),
      sizeGroup: p.size_group,
      sizeIds: sizeIds(p.sizes),
      colorIds: colorIds(p.colors),
      styleIds: styleIds(p.styles),
      clearance: p.clearance,
      video: p.video,
      sold: p.sold,
      // The list's order is the listing's order: the first product is the newest.
      createdAt: new Date(now.getTime() - (index + 1) * 6 * HOUR),
    };
  });
  const productIds: number[] = [];
  await insertInChunks(productRows, 100, async (chunk) =>
    productIds.push(...(await db.insert(t.products).values(chunk).returning({ id: t.products.id })).map((r) => r.id)),
  );
  for (const id of productIds)
    await db
      .update(t.products)
      .set({ code: productCode(id) })
      .where(eq(t.products.id, id));
  await insertInChunks(seedStock(productIds, productRows), 500, (chunk) => db.insert(t.stock).values(chunk));
  const photoRows = photos.flatMap((list, index) =>
    list.map(({ file, color }, position) => ({
      productId: productIds[index],
      colorId: color === null ? null : colorIds([color])[0],
      file,
      ...SEED_PHOTO,
      position,
    })),
  );
  await insertInChunks(photoRows, 500, (chunk) => db.insert(t.productImages).values(chunk));
  const productId = (slug: string) => productIds[PRODUCTS.findIndex((p) => p.slug === slug)];
  const bundleRows = await db
    .insert(t.bundles)
    .values(BUNDLES.map(({ slug, title, description, price }, sort) => ({ slug, title, description, price, sort })))
    .returning({ id: t.bundles.id });
  await db
    .insert(t.bundlePieces)
    .values(
      BUNDLES.flatMap((bundle, index) =>
        bundle.pieces.map((slug, position) => ({ bundleId: bundleRows[index].id, position, productId: productId(slug) })),
      ),
    );

  const postRows = BLOG_POSTS.map((post, index) => {
    const banner = blogBanner(post.slug, index);
    return {
      slug: post.slug,
      titleEn: post.title_en,
      desEn: sanitizeRichText(post.des_en),
      image: blogImage(post.slug),
      meta: banner ? { banner } : {},
      publishedAt: new Date(post.published_at),
    };
  });
  await db.insert(t.blogPosts).values(postRows);
  await insertInChunks(mediaRows, 50, (chunk) => db.insert(t.media).values(chunk));
}

/** Seeds the shop when its database is empty; one caller at a time (a transaction-scoped advisory lock). */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    const [{ count }] = await tx.select({ count: sql<number>`count(*)::int` }).from(t.storeSettings);
    if (count > 0) return false;
    await seed(tx as unknown as Db);
    return true;
  });
}

const ALL_TABLES = [
  t.outbox,
  t.passwordResets,
  t.history,
  t.staffSessions,
  t.staff,
  t.orderAddresses,
  t.orderItems,
  t.orders,
  t.coupons,
  t.sessions,
  t.signinAttempts,
  t.users,
  t.newsletterSubscriptions,
  t.blogPosts,
  t.backInStockRequests,
  t.bundlePieces,
  t.bundles,
  t.stock,
  t.productImages,
  t.products,
  t.categories,
  t.sizes,
  t.colors,
  t.styles,
  t.pages,
  t.media,
  t.storeSettings,
];

/** Empties every table and seeds the shop afresh (`npm run db:seed`). */
export async function resetAndSeed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(7310001)`);
    await tx.execute(sql`truncate table ${sql.join(ALL_TABLES, sql`, `)} restart identity cascade`);
    await seed(tx as unknown as Db);
  });
}
