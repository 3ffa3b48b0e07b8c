import 'server-only';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import { formatPrice } from '../../format';
import { ORDER_STATUS, isCancellation, isPending, type OrderStatus } from '../../order-status';
import type { Db } from '../db';
import { orders, paymentAttempts } from '../db/schema';
import { paidOrderMessages } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { afterMove, moveOrder, type MadeMove } from '../orders';
import type { GatewayReport } from './gateway';

/** An attempt's statuses; each moves only forward (OPEN → a settled one; paid → refunded by a refund). */
export const OPEN_STATUSES = ['created', 'redirected'] as const;

/** Which path brought the gateway's word: each is kept apart in the attempt's `raw`. */
export type SettleVia = 'create' | 'callback' | 'execute' | 'return' | 'ipn' | 'poll' | 'expiry';

/** Why the desk holds a risky payment. */
const RISKY_HOLD_REASON = 'The gateway flagged the payment as risky: call her first';

type Attempt = typeof paymentAttempts.$inferSelect;

const taka = (paisa: number) => formatPrice(paisa / 100);

/** Why a report of payment does not match the attempt it is about, or null when every figure matches exactly. */
function mismatch(attempt: Attempt, report: GatewayReport): string | null {
  if (!report.transaction) return 'The gateway named no transaction';
  if (attempt.providerRef !== null && report.reference !== attempt.providerRef) return 'The gateway named another payment';
  if (report.invoice !== attempt.invoice) return 'The gateway named another invoice';
  if (report.amountPaisa !== attempt.amountPaisa)
    return `The gateway reported ${report.amountPaisa === null ? 'no amount' : taka(report.amountPaisa)}, not ${taka(attempt.amountPaisa)}`;
  if (report.currency !== attempt.currency)
    return `The gateway reported ${report.currency ?? 'no currency'}, not ${attempt.currency}`;
  if (report.storeMatches === false) return 'The gateway reported another store';
  return null;
}

/** What settle did, for the route that called it. */
export interface Settled {
  status: string;
  orderNo: string;
  /** the attempt's problem: why it is not paid, or what about it needs the desk */
  problem: string | null;
}

/**
 * Settles an attempt from what its gateway said: the one path for the bKash callback, SSLCommerz's return and IPN,
 * and the poll of the expiry sweep. In one transaction with the attempt locked, so two paths arriving together
 * settle it once. It only moves forward: a paid attempt stays paid whatever comes after.
 * - Paid only when the gateway says so and the transaction, the reference, the invoice, the exact amount in paisa,
 *   the currency (and SSLCommerz's store) match what was stored, and the transaction is new. Otherwise the attempt
 *   failed, with what did not match.
 * - Paid: the order's prepaid grows by the amount. An order waiting on it goes ahead (Processing, or Hold when the
 *   gateway flags the payment as risky) and its customer's order-placed messages go out.
 * - Not paid (failed, cancelled, expired): an order waiting only on it is cancelled and its pieces go back on the
 *   shelf, quietly (she was never told it was placed).
 * - Pending: the answer is kept, nothing moves.
 */
export async function settle(db: Db, attemptId: number, report: GatewayReport, via: SettleVia): Promise<Settled> {
  const { settled, moved } = await db.transaction(async (tx) => {
    const [attempt] = await tx.select().from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)).for('update');
    const [order] = await tx
      .select({
        id: orders.id,
        orderNo: orders.orderNo,
        status: orders.status,
        userId: orders.userId,
        payAhead: orders.payAhead,
        prepaid: orders.prepaid,
      })
      .from(orders)
      .where(eq(orders.id, attempt.orderId))
      .for('update');
    const raw = { ...attempt.raw, [via]: report.raw };
    const keep = async (set: Partial<Attempt>) =>
      (
        await tx
          .update(paymentAttempts)
          .set({ raw, ...set })
          .where(eq(paymentAttempts.id, attempt.id))
          .returning()
      )[0];
    // A report about another attempt (its invoice or gateway id not this one's) changes nothing here.
    const aboutAnother =
      (report.invoice !== null && report.invoice !== attempt.invoice) ||
      (report.reference !== null && attempt.providerRef !== null && report.reference !== attempt.providerRef);
    if (aboutAnother)
      console.warn(`Payment attempt ${attempt.invoice}: a report about ${report.invoice ?? report.reference} was set aside`);
    if (aboutAnother || attempt.status === 'paid' || attempt.status === 'refunded' || report.state === 'pending') {
      const kept = await keep({});
      return { settled: { status: kept.status, orderNo: order.orderNo, problem: kept.problem }, moved: null };
    }
    if (report.state === 'paid') {
      const taken =
        report.transaction &&
        (await tx.$count(
          paymentAttempts,
          and(
            eq(paymentAttempts.provider, attempt.provider),
            eq(paymentAttempts.providerTxn, report.transaction),
            ne(paymentAttempts.id, attempt.id),
          ),
        ));
      const problem = taken ? 'The gateway named a transaction already paid for another attempt' : mismatch(attempt, report);
      if (!problem) return paid(tx, attempt, order, report, keep);
      if (attempt.status !== 'failed') console.warn(`Payment attempt ${attempt.invoice} not taken as paid: ${problem}`);
      const kept = await keep({ status: 'failed', problem, settledAt: new Date() });
      return { settled: { status: kept.status, orderNo: order.orderNo, problem }, moved: await giveUp(tx, attempt, order) };
    }
    if (!(OPEN_STATUSES as readonly string[]).includes(attempt.status)) {
      const kept = await keep({});
      return { settled: { status: kept.status, orderNo: order.orderNo, problem: kept.problem }, moved: null };
    }
    const problem = report.reason ?? null;
    const kept = await keep({ status: report.state, problem, settledAt: new Date() });
    return {
      settled: { status: kept.status, orderNo: order.orderNo, problem },
      moved: await giveUp(tx, attempt, order, report.state === 'cancelled'),
    };
  });
  if (moved) await afterMove(db, moved);
  nudgeSender();
  return settled;
}

type LockedOrder = { id: number; orderNo: string; status: number | null; userId: number; payAhead: number; prepaid: number };

/** The paid attempt, and what it lets its order do. */
async function paid(
  tx: Db,
  attempt: Attempt,
  order: LockedOrder,
  report: GatewayReport,
  keep: (set: Partial<Attempt>) => Promise<Attempt>,
): Promise<{ settled: Settled; moved: MadeMove | null }> {
  const waiting = isPending(order.status) && order.prepaid < order.payAhead;
  const problem = isCancellation(order.status) ? 'Paid after its order was cancelled: refund it' : null;
  await keep({
    status: 'paid',
    providerTxn: report.transaction,
    bankTxn: report.bankTransaction ?? null,
    problem,
    settledAt: new Date(),
  });
  const [{ prepaid }] = await tx
    .update(orders)
    .set({ prepaid: sql`${orders.prepaid} + ${attempt.amountPaisa / 100}`, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
    .returning({ prepaid: orders.prepaid });
  let moved: MadeMove | null = null;
  if (waiting && prepaid >= order.payAhead) {
    await queueMessages(tx, await paidOrderMessages(tx, order.id));
    const to: OrderStatus = report.risky ? ORDER_STATUS.hold : ORDER_STATUS.processing;
    moved = await moveOrder(
      tx,
      order,
      { from: null, to },
      { courier: attempt.provider },
      {
        quiet: true,
        ...(report.risky && { reason: RISKY_HOLD_REASON }),
      },
    );
  }
  return { settled: { status: 'paid', orderNo: order.orderNo, problem }, moved };
}

/**
 * An order that waited on a payment that will not come is cancelled (by the shopper when she cancelled at the
 * gateway), unless another attempt of it is still open or it was paid some other way.
 */
async function giveUp(tx: Db, attempt: Attempt, order: LockedOrder, byShopper = false): Promise<MadeMove | null> {
  if (!(isPending(order.status) || order.status === ORDER_STATUS.hold) || order.prepaid >= order.payAhead) return null;
  const open = await tx.$count(
    paymentAttempts,
    and(
      eq(paymentAttempts.orderId, order.id),
      inArray(paymentAttempts.status, [...OPEN_STATUSES]),
      ne(paymentAttempts.id, attempt.id),
    ),
  );
  if (open) return null;
  const to = byShopper ? ORDER_STATUS.canceledAuthor : ORDER_STATUS.canceled;
  const author = byShopper ? { customerId: order.userId } : { courier: attempt.provider };
  return moveOrder(tx, order, { from: order.status as OrderStatus, to }, author, {
    quiet: true,
    reason: 'Payment not completed',
  });
}
