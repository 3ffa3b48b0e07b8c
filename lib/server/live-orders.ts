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

/**
 * True while a customer has no order that still stands: the next one is their first. Of one of her orders (an
 * order edited at the desk): whether none of hers that stands was placed before it.
 */
export async function isFirstOrder(db: Db, userId: number, order?: { id: number }): Promise<boolean> {
  const before =
    order && sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.id = ${order.id})`;
  return (await countOrders(db, and(eq(orders.userId, userId), liveOrder, before))) === 0;
}
