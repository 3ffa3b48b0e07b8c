import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import {
  DELIVERED_STATUSES,
  isCancellation,
  moveRefusal,
  ORDER_STATUS,
  statusLabel,
  WAITS_FOR_PAYMENT,
  waitsForPayment,
  type OrderStatus,
} from '../../order-status';
import { cashToCollect } from '../../payment-plan';
import type { Db } from '../db';
import { orders, shipments } from '../db/schema';
import { DomainError } from '../errors';
import { record, type Author } from '../history';
import { orderStatusMessages } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { productsChanged } from '../changes';
import { giveBackStock, orderSlugs } from '../catalog';

/** A status change: from the status the mover saw to the one she chose. */
export interface Move {
  from: OrderStatus;
  to: OrderStatus;
}

/** A move made, for what follows its commit (afterMove). */
export interface MadeMove extends Move {
  orderId: number;
}

/** A move refused: not along the pipeline, or the order no longer had the status its mover saw (a 409). */
export class MoveRefused extends DomainError {
  constructor(msg: string) {
    super('conflict', msg);
  }
}

/** Whether a courier holds the order's parcel (booked from the desk). */
const withParcel = async (tx: Db, orderId: number) =>
  (await tx.$count(shipments, and(eq(shipments.orderId, orderId), eq(shipments.state, 'booked')))) > 0;

const statusIs = (status: OrderStatus) => (status === null ? isNull(orders.status) : eq(orders.status, status));

/** An order's money: its total, what it is to pay ahead and what it paid ahead. */
async function moneyOf(tx: Db, orderId: number) {
  const [money] = await tx
    .select({ total: orders.total, payAhead: orders.payAhead, prepaid: orders.prepaid })
    .from(orders)
    .where(eq(orders.id, orderId));
  return money ?? { total: 0, payAhead: 0, prepaid: 0 };
}

/** What a move to any status but a delivery writes: an order not delivered has no delivery day to count cash for. */
const NOT_DELIVERED = { deliveredAt: null };

/**
 * Moves an order along the pipeline (lib/order-status), in the caller's transaction: the one place that writes an
 * order's status, for staff at the desk and for the shopper who cancels her own order.
 * - A move the pipeline does not allow is refused with the reason ("A Delivered order is final: …").
 * - The move is made only while the order still has `from`, the status its mover saw: of two people changing one
 *   order at once, one wins and the other is told what it is now.
 * - A cancellation (Canceled or Canceled - Author) gives the order's pieces back to stock; a cancelled order is
 *   final, so that happens once.
 * - The customer's messages about the new status go into the outbox, and the change into the history with its
 *   author, in the same transaction.
 * - A delivery dates the order's cash (`delivered_at`, the day the reports count it for) and records it as
 *   collected: `collected` when the courier said how much, else the total less what was paid ahead for Delivered, and nothing for
 *   Partial Delivered (nobody said what was kept). Any other move leaves the order with no delivery day.
 * - `reason` (why staff cancelled or held it) is kept with the change in the history.
 * - `quiet` writes no message: a courier's step the customer was already told of (On the Way again after a hold).
 * - A parcel at a courier is not cancelled by staff or the shopper: its pieces are in a van. It is asked back, and
 *   comes back Returned.
 * - An order still waiting for its payment ahead does not move to Processing (WAITS_FOR_PAYMENT): its payment moves it.
 * Once the transaction has committed, call afterMove with what this returns.
 */
export async function moveOrder(
  tx: Db,
  order: { id: number },
  { from, to }: Move,
  author: Author,
  { collected, quiet = false, reason }: { collected?: number | null; quiet?: boolean; reason?: string } = {},
): Promise<MadeMove> {
  const refusal = moveRefusal(from, to);
  if (refusal) throw new MoveRefused(refusal);
  if (isCancellation(to) && !author.courier && (await withParcel(tx, order.id))) {
    throw new MoveRefused(
      'This parcel is with the courier: ask it back from the order, and it becomes Returned when it arrives.',
    );
  }
  if (to === ORDER_STATUS.processing && waitsForPayment({ status: from, ...(await moneyOf(tx, order.id)) }))
    throw new MoveRefused(WAITS_FOR_PAYMENT);
  // A delivery nobody counted collected the cash to collect: the total less what was paid ahead.
  const counted = collected ?? (to === ORDER_STATUS.delivered ? cashToCollect(await moneyOf(tx, order.id)) : null);
  const delivery = (DELIVERED_STATUSES as OrderStatus[]).includes(to)
    ? { deliveredAt: sql`now()`, collected: counted }
    : NOT_DELIVERED;
  const [moved] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...delivery })
    .where(and(eq(orders.id, order.id), statusIs(from)))
    .returning({ id: orders.id });
  if (!moved) {
    const [now] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, order.id));
    throw new MoveRefused(
      `Someone changed this order meanwhile: it is now ${statusLabel(now?.status)}. Check it before you change it.`,
    );
  }
  if (isCancellation(to)) await giveBackStock(tx, order.id, author.staffId);
  if (!quiet) await queueMessages(tx, await orderStatusMessages(tx, order.id, to));
  await record(tx, {
    ...author,
    subject: 'order',
    subjectId: order.id,
    action: 'status',
    before: { status: statusLabel(from) },
    after: { status: statusLabel(to), ...(reason && { reason }) },
  });
  return { orderId: order.id, from, to };
}

/**
 * Undoes a cancellation, in the caller's transaction (the owner's reopening, lib/server/orders/desk.ts, which takes
 * the pieces again first): the order returns to `to`, the status it had, only while it is still `from`; the history
 * says so. No message: the customer was told of the cancellation, and is called about the order.
 */
export async function reopenMove(tx: Db, order: { id: number }, { from, to }: Move, author: Author): Promise<void> {
  if (!isCancellation(from)) throw new MoveRefused('Only a cancelled order is reopened');
  const [moved] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...NOT_DELIVERED })
    .where(and(eq(orders.id, order.id), statusIs(from)))
    .returning({ id: orders.id });
  if (!moved) throw new MoveRefused('Someone changed this order meanwhile: check it before you reopen it.');
  await record(tx, {
    ...author,
    subject: 'order',
    subjectId: order.id,
    action: 'reopened',
    before: { status: statusLabel(from) },
    after: { status: statusLabel(to) },
  });
}

/**
 * What follows a move once its transaction has committed: the sender is woken for its messages, and a
 * cancellation's pieces show on the shop at once (the pages of its products are expired).
 */
export async function afterMove(db: Db, { orderId, to }: MadeMove): Promise<void> {
  nudgeSender();
  if (isCancellation(to)) await productsChanged(db, await orderSlugs(db, orderId), { listings: true });
}
