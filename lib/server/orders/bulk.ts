import 'server-only';
import { count, desc, eq, inArray } from 'drizzle-orm';
import { needsReason, reasonWords, statusLabel, type OrderStatus } from '../../order-status';
import type { BulkMoveOutcome, DeskOrder, DeskSelection } from '../../types/order-desk';
import type { StaffMember } from '../../types/staff';
import type { OrderDeskQuery } from '../../validation/admin';
import { BULK_LIMIT, type BulkStatusMove } from '../../validation/bulk';
import type { Db } from '../db';
import { orderAddresses, orders } from '../db/schema';
import { DomainError } from '../errors';
import { assertCan } from '../roles';
import { deskCondition, getDeskOrder } from './desk';
import { afterMove, moveOrder, type MadeMove } from './move';

/**
 * Orders handled at once, each move in a transaction of its own: on PostgreSQL that many of the pool's connections
 * (10 by default) work side by side: 100 moves with messages in about a second at 100,000 orders, where four took 2.4 s;
 * PGlite's single connection lets them take turns.
 */
const MOVES_AT_ONCE = 8;

/** The orders the desk's filters hold, in the desk's order (newest first), the first BULK_LIMIT of them. */
export async function selectMatching(db: Db, actor: StaffMember, filter: OrderDeskQuery): Promise<DeskSelection> {
  assertCan(actor, 'orders');
  const where = deskCondition(filter);
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ no: orders.orderNo })
      .from(orders)
      .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(BULK_LIMIT),
    db.select({ n: count() }).from(orders).leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id)).where(where),
  ]);
  return { orders: rows.map((row) => row.no), total: n };
}

/** Runs `task` over `items` with at most `width` running at once, the results in the items' order. */
async function inLanes<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await task(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, lane));
  return results;
}

/**
 * Moves many orders to one status, each through the one status path (moveOrder: its rules, messages and history)
 * in a transaction of its own, so that one refusal leaves the others moved. `from`, when the desk was filtered by a
 * status, is what the mover saw: an order that has another status now is left as it is. The result lists every
 * order in the order asked, moved or refused with the reason.
 */
export async function bulkMove(db: Db, actor: StaffMember, move: BulkStatusMove): Promise<BulkMoveOutcome[]> {
  assertCan(actor, 'orders');
  const { to, from } = move;
  if (needsReason(to) && !move.reason) throw new DomainError('invalid', `Say why the orders are ${statusLabel(to)}`, 'reason');
  const numbers = move.orders
    ? [...new Set(move.orders.map((no) => no.toUpperCase()))]
    : (await selectMatching(db, actor, move.filter!)).orders;
  const found = await db
    .select({ id: orders.id, no: orders.orderNo, status: orders.status })
    .from(orders)
    .where(inArray(orders.orderNo, numbers));
  const byNumber = new Map(found.map((order) => [order.no, { ...order, status: order.status as OrderStatus }]));
  const reason = reasonWords(move.reason, move.reason_text);
  const made: MadeMove[] = [];
  const outcomes = await inLanes(numbers, MOVES_AT_ONCE, async (no): Promise<BulkMoveOutcome> => {
    const order = byNumber.get(no);
    const refused = (msg: string): BulkMoveOutcome => ({ order_no: no, result: 'refused', msg });
    if (!order) return refused(`No order has the number ${no}.`);
    if (from !== undefined && order.status !== from) {
      return refused(`It is ${statusLabel(order.status)}, not ${statusLabel(from)}: left as it is.`);
    }
    try {
      const moved = await db.transaction((tx) =>
        moveOrder(tx, order, { from: order.status, to }, { staffId: actor.id }, { reason }),
      );
      made.push(moved);
      return { order_no: no, result: 'moved', msg: `Now ${statusLabel(to)}.` };
    } catch (error) {
      if (error instanceof DomainError) return refused(error.message);
      throw error;
    }
  });
  for (const moved of made) await afterMove(db, moved);
  return outcomes;
}

/** The orders whose slips are printed together, in the order asked (numbers no order has are left out). */
export async function slipOrders(db: Db, actor: StaffMember, numbers: string[]): Promise<DeskOrder[]> {
  assertCan(actor, 'orders');
  const slips = await inLanes(numbers, MOVES_AT_ONCE, (no) =>
    getDeskOrder(db, no).catch((error) => {
      if (error instanceof DomainError && error.refusal === 'not-found') return null;
      throw error;
    }),
  );
  return slips.filter((order) => order !== null);
}
