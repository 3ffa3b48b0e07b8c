import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { offerTurned, startOfferClock } from '@/lib/server/catalog/offer-clock';
import PageCache from '@/server/page-cache.mjs';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { pricesTurned } from '@/lib/server/changes';
import { withTestDatabase } from '../database';

withTestDatabase();

/** Moments far from every seeded offer (those run for days from the seed). */
const START = new Date('2100-03-01T06:00:00Z');
const END = new Date('2100-03-08T18:00:00Z');
const plus = (moment: Date, seconds: number) => new Date(moment.getTime() + seconds * 1000);

describe('the offer clock', () => {
  beforeAll(async () => {
    const db = await getDb();
    await db
      .update(products)
      .set({ offerPrice: 990, offerStartsAt: START, offerEndsAt: END })
      .where(eq(products.slug, PRODUCTS[0].slug));
    // An offer's dates without its price are no offer: its moments change nothing.
    await db
      .update(products)
      .set({ offerPrice: null, offerStartsAt: plus(START, 3600), offerEndsAt: plus(END, 3600) })
      .where(eq(products.slug, PRODUCTS[1].slug));
  });

  it.each([
    ['a look that passes its start sees a price turn', plus(START, -60), START, true],
    ['the look after its start sees none', START, plus(START, 60), false],
    [
      'a look while it runs sees none (the dates of an offer without a price are no offer)',
      plus(START, 3600 - 30),
      plus(START, 3600 + 30),
      false,
    ],
    ['a look that passes its end sees a price turn', plus(END, -30), plus(END, 30), true],
    ['a look up to its last moment sees none (it still runs)', plus(END, -60), END, false],
    ['a look after its end sees none', plus(END, 30), plus(END, 90), false],
    ['a look before it all sees none', plus(START, -7200), plus(START, -3600), false],
  ])('%s', async (_, since, now, turned) => {
    expect(await offerTurned(await getDb(), since, now)).toBe(turned);
  });

  it("starts on the database's own clock, which the price rule reads", async () => {
    await expect(startOfferClock(await getDb())).resolves.toBeUndefined();
  });

  it('renews what shows cards and prices, and nothing else, when one turned', async () => {
    const cache = new PageCache();
    const page = (tags: string) => ({ kind: 'APP_PAGE', status: 200, headers: { 'x-next-cache-tags': tags }, html: tags });
    await cache.set('/listing/x', page('_N_T_/(shop)/listing/layout'), {});
    await cache.set('/product/y', page('_N_T_/product/y,_N_T_/(shop)/product/[slug]/page'), {});
    await cache.set('/', page('_N_T_/'), {});
    await cache.set('/blog/x', page('_N_T_/blog/x'), {});
    pricesTurned();
    for (const key of ['/listing/x', '/product/y', '/']) expect(await cache.get(key, { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/blog/x', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});
