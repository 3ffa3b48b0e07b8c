import 'server-only';
import { and, gt, gte, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../db';
import { catalogueState, products } from '../db/schema';
import { pricesTurned } from '../changes';

/** How often the clock looks: an offer starts or ends on the shop's pages at most this long after its moment. */
const OFFER_CLOCK_MS = 60_000;

/**
 * Whether an offer started or ended after `since` and by `now`, by the rule of which offer runs
 * (lib/server/catalog/products.ts's effectivePriceSql: from its start, if any, to its end). The offer indexes find it.
 */
export async function offerTurned(db: Db, since: Date, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        isNotNull(products.offerPrice),
        isNotNull(products.offerEndsAt),
        or(
          and(gte(products.offerEndsAt, since), lt(products.offerEndsAt, now)),
          and(gt(products.offerStartsAt, since), lte(products.offerStartsAt, now)),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The database's clock, which the price rule reads (`now()`): the server's own may differ from it. */
async function databaseNow(db: Db): Promise<Date> {
  const [row] = await db.select({ seconds: sql`extract(epoch from now())`.mapWith(Number) }).from(catalogueState);
  return new Date(row.seconds * 1000);
}

/**
 * Keeps the shop's pages true to the clock: every minute, an offer that started or ended since the last look renews
 * what shows cards and prices (shop-changes' pricesTurned). Every other change to them is a save or an order,
 * which renews them at once; so the pages are kept for an hour otherwise, not regenerated each minute while a
 * shopper's page loads.
 */
export async function startOfferClock(db: Db): Promise<void> {
  let since = await databaseNow(db);
  setInterval(async () => {
    try {
      const now = await databaseNow(db);
      if (await offerTurned(db, since, now)) pricesTurned();
      since = now;
    } catch (error) {
      console.error(`The offer clock could not look: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, OFFER_CLOCK_MS).unref();
}
