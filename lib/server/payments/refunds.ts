import 'server-only';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { formatDate, formatPrice } from '../../format';
import { GATEWAY_LABELS, type Gateway as GatewayName } from '../../payment-plan';
import { attemptStateLabel } from '../../payment-states';
import { BKASH_REFUND_DAYS, bkashRefundOpen } from '../../refund-rules';
import type { StaffMember } from '../../types/staff';
import type { RefundForm } from '../../validation/payments';
import type { Db } from '../db';
import { orders, paymentAttempts, paymentRefunds } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { assertCan } from '../roles';
import { GatewayError } from './gateway';
import { gateway, type Gateway } from './gateways';

type Attempt = typeof paymentAttempts.$inferSelect;
type Refund = typeof paymentRefunds.$inferSelect;
type RefundAnswer = Awaited<ReturnType<Gateway['refund']>>;

/** Why a gateway did not take a refund, as its answer was kept: our note of its error, or SSLCommerz's errorReason. */
export function refundProblem(raw: unknown): string | null {
  const { error, errorReason } = (raw ?? {}) as { error?: unknown; errorReason?: unknown };
  const why = error ?? errorReason;
  return typeof why === 'string' && why ? why : null;
}

/** What the refunds of an attempt hold back from another: every one the gateway did not refuse. */
const standing = (attemptId: number) => and(eq(paymentRefunds.attemptId, attemptId), ne(paymentRefunds.status, 'failed'));

/**
 * Claims a refund, in one transaction with the attempt locked (two refunds at once are taken one after the other):
 * only of a paid attempt of this order, never above what is left of it, and at bKash only within its 15 days. The
 * refund row is written 'processing' with its own reference, and the order's prepaid drops by it at once, so that
 * the cash to collect and what is left stay true while the gateway is asked.
 */
async function claimRefund(db: Db, actor: StaffMember, orderNo: string, form: RefundForm, now: Date) {
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(
        and(
          eq(paymentAttempts.id, form.attempt),
          eq(paymentAttempts.orderId, sql`(select ${orders.id} from ${orders} where ${orders.orderNo} = ${orderNo})`),
        ),
      )
      .for('update');
    if (!attempt) throw new DomainError('not-found', `Order ${orderNo} has no such payment`, 'attempt');
    const label = GATEWAY_LABELS[attempt.provider as GatewayName];
    if (attempt.status === 'refunded') throw new DomainError('conflict', 'This payment is refunded in full already', 'attempt');
    if (attempt.status !== 'paid')
      throw new DomainError(
        'conflict',
        `Only a paid payment is refunded; this one is ${attemptStateLabel(attempt.status)}`,
        'attempt',
      );
    const paidAt = attempt.settledAt ?? attempt.createdAt;
    if (attempt.provider === 'bkash' && !bkashRefundOpen(paidAt, now))
      throw new DomainError(
        'unprocessable',
        `bKash takes a refund only within ${BKASH_REFUND_DAYS} days of the payment, and this one was paid on ${formatDate(paidAt.toISOString())}: give the money back another way and note it on the order`,
        'amount',
      );
    const [[{ held }], [{ made }]] = await Promise.all([
      tx
        .select({ held: sql<number>`coalesce(sum(${paymentRefunds.amountPaisa}), 0)::int` })
        .from(paymentRefunds)
        .where(standing(attempt.id)),
      tx.select({ made: count() }).from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt.id)),
    ]);
    const left = attempt.amountPaisa - held;
    const amountPaisa = form.amount * 100;
    if (amountPaisa > left)
      throw new DomainError(
        'unprocessable',
        left > 0
          ? `At most ${formatPrice(left / 100)} is left to refund of this ${label} payment`
          : `Nothing is left to refund of this ${label} payment`,
        'amount',
      );
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        attemptId: attempt.id,
        amountPaisa,
        reason: form.reason,
        reference: `R${attempt.id}-${made + 1}`,
        status: 'processing',
        staffId: actor.id,
      })
      .returning();
    await changePrepaid(tx, attempt.orderId, -amountPaisa);
    return { attempt, refund };
  });
}

/** The order's prepaid, the money its payments brought less what went back (whole taka, as the order keeps money). */
const changePrepaid = (tx: Db, orderId: number, paisa: number) =>
  tx
    .update(orders)
    .set({ prepaid: sql`greatest(${orders.prepaid} + ${paisa / 100}, 0)`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));

/**
 * Keeps the gateway's answer to a refund. Taken (refunded, or still processing there): recorded on the order, and
 * the attempt is 'refunded' once its refunds cover it. Refused: the row is 'failed' with why, and the prepaid it held
 * is given back; nothing else changes.
 */
async function keepAnswer(db: Db, actor: StaffMember, attempt: Attempt, refund: Refund, answer: RefundAnswer, why?: string) {
  await db.transaction(async (tx) => {
    await tx
      .update(paymentRefunds)
      .set({ status: answer.status, providerRef: answer.providerRef, raw: answer.raw })
      .where(eq(paymentRefunds.id, refund.id));
    if (answer.status === 'failed') {
      await changePrepaid(tx, attempt.orderId, refund.amountPaisa);
      return;
    }
    const [{ held }] = await tx
      .select({ held: sql<number>`coalesce(sum(${paymentRefunds.amountPaisa}), 0)::int` })
      .from(paymentRefunds)
      .where(standing(attempt.id));
    if (held >= attempt.amountPaisa)
      await tx.update(paymentAttempts).set({ status: 'refunded' }).where(eq(paymentAttempts.id, attempt.id));
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: attempt.orderId,
      action: 'refund',
      after: {
        amount: refund.amountPaisa / 100,
        gateway: GATEWAY_LABELS[attempt.provider as GatewayName],
        reference: refund.reference,
        ...(why && { note: why }),
      },
    });
  });
}

/**
 * Gives money back from one paid attempt of an order, through the gateway it came by (Couriers and money): claimed
 * first (claimRefund), the gateway asked once that has committed, then its answer kept (keepAnswer).
 * - A refusal by the gateway (or a gateway no longer set up) fails the refund and tells the desk why (422).
 * - No answer in time may hide a refund the gateway made: the refund stays 'processing' and its amount held, so it
 *   is never made twice; the desk is told to look in the gateway's portal.
 * What the desk is told when the gateway took it.
 */
export async function refundPayment(
  db: Db,
  actor: StaffMember,
  orderNo: string,
  form: RefundForm,
  now = new Date(),
): Promise<string> {
  assertCan(actor, 'couriers');
  const { attempt, refund } = await claimRefund(db, actor, orderNo, form, now);
  const label = GATEWAY_LABELS[attempt.provider as GatewayName];
  const money = formatPrice(form.amount);
  let answer: RefundAnswer;
  try {
    answer = await gateway(attempt.provider as GatewayName).refund(attempt, {
      amountPaisa: refund.amountPaisa,
      reason: refund.reason,
      reference: refund.reference,
    });
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'unavailable') {
      const why = `${label} did not answer: look for ${refund.reference} in its merchant portal`;
      console.warn(`Refund ${refund.reference} unanswered: ${error.message}`);
      await keepAnswer(
        db,
        actor,
        attempt,
        refund,
        { providerRef: null, status: 'processing', raw: { error: error.message } },
        why,
      );
      throw new DomainError(
        'unprocessable',
        `${label} did not answer. The refund of ${money} may still go through: look for ${refund.reference} in ${label}'s merchant portal before you refund again.`,
      );
    }
    if (!(error instanceof GatewayError || error instanceof DomainError)) throw error;
    answer = { providerRef: null, status: 'failed', raw: { error: error.message } };
  }
  await keepAnswer(db, actor, attempt, refund, answer);
  if (answer.status === 'failed') {
    const why = refundProblem(answer.raw);
    throw new DomainError('unprocessable', `${label} did not refund ${money}${why ? `: ${why}` : ''}. Nothing was refunded.`);
  }
  return answer.status === 'refunded'
    ? `Refunded ${money} by ${label} (${refund.reference})`
    : `${label} is processing the refund of ${money} (${refund.reference})`;
}
