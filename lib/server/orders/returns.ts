import 'server-only';
import { assertCan } from '../roles';
import { eq, sql } from 'drizzle-orm';
import { exchangeDue, keptProblem } from '../../order-returns';
import { ORDER_STATUS } from '../../order-status';
import type { StaffMember } from '../../types/staff';
import type { KeptPieces } from '../../validation/returns';
import { lineName } from '../../cart';
import { giveBackPieces, itemPieces, orderSlugs, type StockCause } from '../catalog';
import { productsChanged } from '../changes';
import type { Db } from '../db';
import { orderItems, orders } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';

type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

/** "Cherie Lace Balconette Bra (size 34B, Rose)": a stored line by name. */
export const itemName = (item: Item) => lineName({ title_en: item.titleEn, attribute_pick: item.attributePick });

/** An order by its number, its row locked until the transaction ends (of two people acting on it, one waits). */
export async function lockedOrder(tx: Db, orderNo: string): Promise<Order> {
  const [order] = await tx.select().from(orders).where(eq(orders.orderNo, orderNo)).for('update');
  if (!order) throw new DomainError('not-found', `No order has the number ${orderNo}`);
  return order;
}

export const orderLines = (tx: Db, orderId: number) =>
  tx.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

/**
 * Puts back in stock the pieces of each line that `due` says have come back, and counts them on the line
 * (`restocked`), in the caller's transaction, logged with `cause`. Returns how many pieces came back.
 */
export async function restockLines(tx: Db, items: Item[], due: (item: Item) => number, cause: StockCause): Promise<number> {
  const back = items.map((item) => ({ item, count: due(item) })).filter(({ count }) => count > 0);
  for (const { item, count } of back) {
    await tx
      .update(orderItems)
      .set({ restocked: sql`${orderItems.restocked} + ${count}` })
      .where(eq(orderItems.id, item.id));
  }
  await giveBackPieces(
    tx,
    // A bundle's line gives back each of its pieces.
    back.flatMap(({ item, count }) => itemPieces(item).map((piece) => ({ ...piece, count }))),
    cause,
  );
  return back.reduce((sum, { count }) => sum + count, 0);
}

/**
 * Records what a partial delivery's customer kept, line by line (a line not named kept nothing), in the caller's
 * transaction, with who said so in the history. Refused when a line is not the order's, or the pieces kept are not a
 * partial delivery.
 */
export async function recordKept(tx: Db, actor: StaffMember, order: Order, { kept, collected }: KeptPieces): Promise<void> {
  const items = await orderLines(tx, order.id);
  const unknown = kept.find((line) => !items.some((item) => item.id === line.item));
  if (unknown) throw new DomainError('invalid', `Line ${unknown.item} is not one of this order's`, 'kept');
  const counts = items.map((item) => ({ item, kept: kept.find((line) => line.item === item.id)?.count ?? 0 }));
  const problem = keptProblem(counts.map(({ item, kept }) => ({ quantity: item.quantity, kept })));
  if (problem) throw new DomainError('unprocessable', problem, 'kept');
  if (collected > order.total) {
    throw new DomainError('unprocessable', `The cash collected is at most the order's total, ${order.total}`, 'collected');
  }
  for (const { item, kept } of counts) await tx.update(orderItems).set({ kept }).where(eq(orderItems.id, item.id));
  await record(tx, {
    staffId: actor.id,
    subject: 'order',
    subjectId: order.id,
    action: 'kept',
    after: {
      kept: counts.map(({ item, kept }) => `${itemName(item)}: ${kept} of ${item.quantity}`).join('; '),
      collected,
    },
  });
}

/**
 * What the customer kept of an order a courier reported Partial Delivered (a partial delivery made at the desk says
 * it with its move), and the cash the rider took: said once, before the parcel is back.
 */
export async function keepPieces(db: Db, actor: StaffMember, orderNo: string, input: KeptPieces): Promise<void> {
  assertCan(actor, 'orders');
  await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderNo);
    if (order.status !== ORDER_STATUS.partialDelivered)
      throw new DomainError('conflict', 'Only a Partial Delivered order keeps part');
    const items = await orderLines(tx, order.id);
    if (items.some((item) => item.kept !== null)) throw new DomainError('conflict', 'What the customer kept is already said');
    await recordKept(tx, actor, order, input);
    await tx
      .update(orders)
      .set({ collected: input.collected, updatedAt: sql`now()` })
      .where(eq(orders.id, order.id));
  });
}

/**
 * Staff confirm that the pieces a customer sent back for an exchange are in the shop: they go back to stock, line by
 * line, once (a second confirmation is told).
 */
export async function exchangeBack(db: Db, actor: StaffMember, orderNo: string): Promise<number> {
  assertCan(actor, 'orders');
  const { orderId, pieces } = await db.transaction(async (tx) => {
    const order = await lockedOrder(tx, orderNo);
    const items = await orderLines(tx, order.id);
    if (!items.some((item) => item.exchanged > 0)) throw new DomainError('conflict', 'This order has no exchange');
    const due = (item: Item) => exchangeDue(order.status, order.restockedAt !== null, item);
    const pieces = await restockLines(tx, items, due, { reason: 'exchange', orderId: order.id, staffId: actor.id });
    if (!pieces) throw new DomainError('conflict', 'The exchanged pieces are already back in stock');
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: order.id,
      action: 'exchange back',
      after: { restocked: pieces },
    });
    return { orderId: order.id, pieces };
  });
  await productsChanged(db, await orderSlugs(db, orderId), { listings: true });
  return pieces;
}
