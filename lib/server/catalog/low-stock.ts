import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { dhakaDate } from '../../dhaka-day';
import { pairTitle } from '../../stock-moves';
import type { Db } from '../db';
import { colors, products, sizes, staff, stock, storeSettings } from '../db/schema';
import { lowStockMessages, senderOf } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';

/** The Dhaka hour from which the day's low-stock e-mail goes out: the owner reads it in the morning. */
export const LOW_STOCK_HOUR = 9;

/** How often the clock looks whether the day's e-mail is due. */
const LOW_STOCK_CLOCK_MS = 10 * 60_000;

/**
 * Writes the owners' low-stock e-mail into the outbox once a Dhaka day, from LOW_STOCK_HOUR: the published products'
 * sizes and colours with the store's threshold of pieces or fewer. The day it went is kept on the settings row (locked
 * meanwhile), so a restart or a second server process does not send it again; a day with nothing low sends nothing,
 * and a later look that day finds what has run low since. Says whether it wrote one.
 */
export async function writeLowStockMail(db: Db, now = new Date()): Promise<boolean> {
  if (new Date(now.getTime() + 6 * 3_600_000).getUTCHours() < LOW_STOCK_HOUR) return false;
  const day = dhakaDate(now);
  return db.transaction(async (tx) => {
    const [settings] = await tx.select().from(storeSettings).for('update');
    if (!settings || settings.lowStockSentOn === day) return false;
    const low = await tx
      .select({ title: products.titleEn, size: sizes.title, color: colors.title, sku: stock.sku, quantity: stock.quantity })
      .from(stock)
      .innerJoin(products, eq(products.id, stock.productId))
      .leftJoin(sizes, eq(sizes.id, stock.sizeId))
      .leftJoin(colors, eq(colors.id, stock.colorId))
      .where(and(eq(products.active, true), lte(stock.quantity, settings.lowStockAt)))
      .orderBy(asc(stock.quantity), asc(products.titleEn), asc(stock.sizeId), asc(stock.colorId));
    const owners = await tx
      .select({ email: staff.email })
      .from(staff)
      .where(and(eq(staff.role, 'owner'), eq(staff.active, true)));
    if (!low.length || !owners.length) return false;
    const variants = low.map(({ size, color, ...variant }) => ({
      ...variant,
      pair: pairTitle(size, color),
    }));
    await queueMessages(
      tx,
      lowStockMessages(
        senderOf(settings),
        owners.map((owner) => owner.email),
        variants,
        settings.lowStockAt,
      ),
    );
    await tx.update(storeSettings).set({ lowStockSentOn: day });
    return true;
  });
}

/** Looks every ten minutes whether the day's low-stock e-mail is due, and sends it when written. */
export function startLowStockClock(db: Db): void {
  setInterval(async () => {
    try {
      if (await writeLowStockMail(db)) nudgeSender();
    } catch (error) {
      console.error(`The low-stock e-mail could not be written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }, LOW_STOCK_CLOCK_MS).unref();
}
