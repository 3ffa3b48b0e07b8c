import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { categories, products, stock } from '@/lib/server/db/schema';
import { effectivePrice } from '@/lib/pricing';
import { withTestDatabase } from '@/test/database';
import { SHOP_PAGE_SIZE } from '@/lib/catalog-limits';
import { isSoldOut } from '@/lib/stock';
import type { ProductSummary } from '@/lib/types/catalog';
import { effectivePriceSql, getProductsByIds, listProducts, listRelated } from './products';

withTestDatabase();

const MINUTE = 60_000;

describe('the effective price in SQL (filters) and in TypeScript (pages, cart, orders)', () => {
  it.each([
    ['no offer', null, null, null],
    ['a running offer', 700, 3 * 24 * 60 * MINUTE, null],
    ['an offer on its last minutes', 700, MINUTE, null],
    ['an offer that ended a minute ago', 700, -MINUTE, null],
    ['an offer price without an end', 700, null, null],
    ['an end without an offer price', null, 3 * 24 * 60 * MINUTE, null],
    ['a free offer', 0, 3 * 24 * 60 * MINUTE, null],
    ['an offer that started a minute ago', 700, 3 * 24 * 60 * MINUTE, -MINUTE],
    ['an offer that starts in a minute', 700, 3 * 24 * 60 * MINUTE, MINUTE],
  ])('agree for %s', async (_, offerPrice, endsIn, startsIn) => {
    const db = await getDb();
    const id = 1;
    const at = (from: number | null) => (from === null ? null : new Date(Date.now() + from));
    await db
      .update(products)
      .set({ price: 1000, offerPrice, offerEndsAt: at(endsIn), offerStartsAt: at(startsIn) })
      .where(eq(products.id, id));
    const [row] = await db
      .select({ price: sql<number>`${effectivePriceSql}` })
      .from(products)
      .where(eq(products.id, id));
    const [product] = await getProductsByIds(db, [id]);
    expect(row.price).toBe(effectivePrice(product));
    if (startsIn !== null && startsIn > 0) expect(product.spacial_price).toBeNull();
  });
});

describe('the listing total, kept between calls', () => {
  const everything = { minPrice: 0, maxPrice: 50_000 };

  it('follows a change to the catalogue, on a full page and past the last', async () => {
    const db = await getDb();
    const before = await listProducts(db, { page: 1 });
    expect(before.data).toHaveLength(SHOP_PAGE_SIZE);
    expect((await listProducts(db, { page: 999 })).total).toBe(before.total);
    const id = before.data[0].id;
    await db.update(products).set({ active: false }).where(eq(products.id, id));
    try {
      expect((await listProducts(db, { page: 1 })).total).toBe(before.total - 1);
      expect((await listProducts(db, { page: 999 })).total).toBe(before.total - 1);
    } finally {
      await db.update(products).set({ active: true }).where(eq(products.id, id));
    }
    expect((await listProducts(db, { page: 1 })).total).toBe(before.total);
  });

  it('follows a category whose slug changes', async () => {
    const db = await getDb();
    const slug = 'cherie';
    const { total } = await listProducts(db, { page: 999, category: slug });
    expect(total).toBeGreaterThan(0);
    expect((await listProducts(db, { page: 999, category: slug })).total).toBe(total);
    await db.update(categories).set({ slug: 'cherie-renamed' }).where(eq(categories.slug, slug));
    try {
      expect((await listProducts(db, { page: 999, category: slug })).total).toBe(0);
      expect((await listProducts(db, { page: 999, category: 'cherie-renamed' })).total).toBe(total);
    } finally {
      await db.update(categories).set({ slug }).where(eq(categories.slug, 'cherie-renamed'));
    }
  });

  it('follows an offer that ends, with nothing written', async () => {
    const db = await getDb();
    const { total } = await listProducts(db, { page: 1, filter: everything });
    const [{ id }] = await db
      .insert(products)
      .values({
        slug: 'an-offer-ending-now',
        titleEn: 'An offer ending now',
        image: 'logo.svg',
        price: 99_000,
        offerPrice: 900,
        offerEndsAt: new Date(Date.now() + 1500),
      })
      .returning({ id: products.id });
    try {
      // Inside the bounds while its offer runs...
      const during = await listProducts(db, { page: 1, filter: everything });
      expect(during.data).toHaveLength(SHOP_PAGE_SIZE);
      expect(during.data[0].id).toBe(id);
      expect(during.total).toBe(total + 1);
      await new Promise((resolve) => setTimeout(resolve, 1700));
      // ...and out of them once it ended.
      const after = await listProducts(db, { page: 1, filter: everything });
      expect(after.data[0].id).not.toBe(id);
      expect(after.total).toBe(total);
    } finally {
      await db.delete(products).where(eq(products.id, id));
    }
  });
});

describe('Complete the look', () => {
  it('offers up to 8 other products with pieces left that share a collection or a style, those sharing most first', async () => {
    const db = await getDb();
    const [product] = await getProductsByIds(db, [1]);
    const related = await listRelated(db, product, 8);
    expect(related.length).toBe(8);
    const collections = new Set(product.category.map((c) => c.id));
    const styleIds = new Set(product.style.map((s) => s.id));
    const shared = (p: ProductSummary) =>
      p.category.filter((c) => collections.has(c.id)).length + p.style.filter((s) => styleIds.has(s.id)).length;
    for (const p of related) {
      expect(p.id).not.toBe(product.id);
      expect(shared(p)).toBeGreaterThan(0);
      expect(isSoldOut(p.stock)).toBe(false);
    }
    const counts = related.map(shared);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    // A product that sells out leaves the row; an unpublished one too.
    const [first, second] = related;
    await db.delete(stock).where(eq(stock.productId, first.id));
    await db.update(products).set({ active: false }).where(eq(products.id, second.id));
    const after = (await listRelated(db, product, 8)).map((p) => p.id);
    expect(after).not.toContain(first.id);
    expect(after).not.toContain(second.id);
  });
});
