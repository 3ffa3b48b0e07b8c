import 'server-only';
import { and, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import { CANCELED_STATUSES } from '../order-status';
import type { Db } from './db';
import { orderAddresses, orders } from './db/schema';
import type { DeliveryDetails } from '../types/order';

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

/** The delivery details of a customer's latest order, for her next checkout; null before her first. */
export async function lastDelivery(db: Db, userId: number): Promise<DeliveryDetails | null> {
  const [row] = await db
    .select({
      country: orderAddresses.country,
      full_name: orderAddresses.name,
      address: orderAddresses.address,
      city: orderAddresses.district,
      post_code: orderAddresses.zip,
      receiver_phone: orderAddresses.receiverPhone,
    })
    .from(orderAddresses)
    .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ? { ...row, post_code: row.post_code ?? '', receiver_phone: row.receiver_phone ?? '' } : null;
}
