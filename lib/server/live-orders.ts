import 'server-only';
import { and, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { CANCELED_STATUSES } from '../order-status';
import type { Db } from './db';
import { orders } from './db/schema';

/** An order that still stands: pending or in any state but cancelled. */
export const liveOrder = or(isNull(orders.status), notInArray(orders.status, CANCELED_STATUSES));

export const countOrders = async (db: Db, where: ReturnType<typeof and>) =>
  (
    await db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(where)
  )[0].n;

/** True while a customer has no order that still stands: the next one is their first. */
export async function isFirstOrder(db: Db, userId: number): Promise<boolean> {
  return (await countOrders(db, and(eq(orders.userId, userId), liveOrder))) === 0;
}
