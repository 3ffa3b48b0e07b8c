import { eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { effectivePrice } from '@/lib/pricing';
import { withTestDatabase } from '@/test/database';
import { effectivePriceSql, getProductsByIds } from './catalog';

withTestDatabase();

const MINUTE = 60_000;

describe('the effective price in SQL (filters) and in TypeScript (pages, cart, orders)', () => {
  it.each([
    ['no offer', null, null],
    ['a running offer', 700, 3 * 24 * 60 * MINUTE],
    ['an offer on its last minutes', 700, MINUTE],
    ['an offer that ended a minute ago', 700, -MINUTE],
    ['an offer price without an end', 700, null],
    ['an end without an offer price', null, 3 * 24 * 60 * MINUTE],
    ['a free offer', 0, 3 * 24 * 60 * MINUTE],
  ])('agree for %s', async (_, offerPrice, endsIn) => {
    const db = await getDb();
    const id = 1;
    await db
      .update(products)
      .set({ price: 1000, offerPrice, offerEndsAt: endsIn === null ? null : new Date(Date.now() + endsIn) })
      .where(eq(products.id, id));
    const [row] = await db
      .select({ price: sql<number>`${effectivePriceSql}` })
      .from(products)
      .where(eq(products.id, id));
    const [product] = await getProductsByIds(db, [id]);
    expect(row.price).toBe(effectivePrice(product));
  });
});
