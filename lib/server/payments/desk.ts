import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { dhakaDay } from '../../dhaka-day';
import type { Page } from '../../types/catalog';
import type { DeskPayment, DeskRefund, PaymentDay } from '../../types/payments';
import type { StaffMember } from '../../types/staff';
import type { PaymentsQuery } from '../../validation/payments';
import type { Db } from '../db';
import { pageOf } from '../db/pagination';
import { orders, paymentAttempts, paymentRefunds, staff } from '../db/schema';
import { assertCan } from '../roles';
import { refundProblem } from './refunds';

/** Attempts a page of /admin/payments shows. */
const PAYMENTS_PER_PAGE = 50;

/** The statuses whose money came in (a refunded attempt was paid first). */
const PAID_IN = ['paid', 'refunded'];

const taka = (paisa: number) => paisa / 100;

/** The refunds of these attempts, oldest first, by attempt. */
async function refundsOf(db: Db, attemptIds: number[]): Promise<Map<number, DeskRefund[]>> {
  const rows = attemptIds.length
    ? await db
        .select({ refund: paymentRefunds, staff: staff.name })
        .from(paymentRefunds)
        .leftJoin(staff, eq(staff.id, paymentRefunds.staffId))
        .where(inArray(paymentRefunds.attemptId, attemptIds))
        .orderBy(asc(paymentRefunds.id))
    : [];
  const byAttempt = new Map<number, DeskRefund[]>();
  for (const { refund, staff: name } of rows) {
    const list = byAttempt.get(refund.attemptId) ?? [];
    list.push({
      id: refund.id,
      amount: taka(refund.amountPaisa),
      reason: refund.reason,
      reference: refund.reference,
      provider_ref: refund.providerRef,
      status: refund.status,
      problem: refund.status === 'refunded' ? null : refundProblem(refund.raw),
      staff: name,
      created_at: refund.createdAt.toISOString(),
    });
    byAttempt.set(refund.attemptId, list);
  }
  return byAttempt;
}

/** Attempts as the desk reads them, with their refunds and what is left to refund of each. */
async function deskPayments(db: Db, where: SQL | undefined, limit: { offset: number; limit: number } | null) {
  const query = db
    .select({ attempt: paymentAttempts, orderNo: orders.orderNo })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(where)
    .orderBy(desc(paymentAttempts.createdAt), desc(paymentAttempts.id));
  const rows = limit ? await query.limit(limit.limit).offset(limit.offset) : await query;
  const refunds = await refundsOf(
    db,
    rows.map(({ attempt }) => attempt.id),
  );
  return rows.map(({ attempt, orderNo }): DeskPayment => {
    const own = refunds.get(attempt.id) ?? [];
    const held = own.filter((refund) => refund.status !== 'failed').reduce((sum, refund) => sum + refund.amount, 0);
    return {
      id: attempt.id,
      order_no: orderNo,
      gateway: attempt.provider,
      purpose: attempt.purpose,
      amount: taka(attempt.amountPaisa),
      status: attempt.status,
      transaction: attempt.providerTxn,
      problem: attempt.problem,
      created_at: attempt.createdAt.toISOString(),
      settled_at: attempt.settledAt?.toISOString() ?? null,
      left: attempt.status === 'paid' ? Math.max(0, taka(attempt.amountPaisa) - held) : 0,
      refunds: own,
    };
  });
}

/** An order's attempts at paying ahead, newest first, with their refunds (the order page's Payments). */
export const orderPayments = (db: Db, orderId: number): Promise<DeskPayment[]> =>
  deskPayments(db, eq(paymentAttempts.orderId, orderId), null);

/** The money of each Dhaka day in the period: paid in (by the day it settled) and refunded (by the day it was asked). */
async function paymentDays(db: Db, query: PaymentsQuery): Promise<PaymentDay[]> {
  const start = dhakaDay(query.from);
  const end = dhakaDay(query.to, 1);
  const gateway = query.gateway ? eq(paymentAttempts.provider, query.gateway) : undefined;
  const dayOf = (column: SQL | typeof paymentAttempts.settledAt) =>
    sql<string>`to_char(${column} at time zone 'Asia/Dhaka', 'YYYY-MM-DD')`;
  const [paid, refunded] = await Promise.all([
    db
      .select({ day: dayOf(paymentAttempts.settledAt), paisa: sql<number>`sum(${paymentAttempts.amountPaisa})::int` })
      .from(paymentAttempts)
      .where(
        and(
          inArray(paymentAttempts.status, PAID_IN),
          gte(paymentAttempts.settledAt, start),
          lt(paymentAttempts.settledAt, end),
          gateway,
        ),
      )
      .groupBy(sql`1`),
    db
      .select({ day: dayOf(sql`${paymentRefunds.createdAt}`), paisa: sql<number>`sum(${paymentRefunds.amountPaisa})::int` })
      .from(paymentRefunds)
      .innerJoin(paymentAttempts, eq(paymentAttempts.id, paymentRefunds.attemptId))
      .where(
        and(
          ne(paymentRefunds.status, 'failed'),
          gte(paymentRefunds.createdAt, start),
          lt(paymentRefunds.createdAt, end),
          gateway,
        ),
      )
      .groupBy(sql`1`),
  ]);
  const days = new Map<string, PaymentDay>();
  const dayRow = (day: string) => days.get(day) ?? days.set(day, { day, paid: 0, refunded: 0 }).get(day)!;
  for (const row of paid) dayRow(row.day).paid = taka(row.paisa);
  for (const row of refunded) dayRow(row.day).refunded = taka(row.paisa);
  return [...days.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** What /admin/payments shows: the attempts of the period, newest first, a page at a time, and its days' money. */
export async function listPayments(
  db: Db,
  actor: StaffMember,
  query: PaymentsQuery,
): Promise<{ page: Page<DeskPayment>; days: PaymentDay[] }> {
  assertCan(actor, 'couriers');
  const where = and(
    gte(paymentAttempts.createdAt, dhakaDay(query.from)),
    lt(paymentAttempts.createdAt, dhakaDay(query.to, 1)),
    query.gateway && eq(paymentAttempts.provider, query.gateway),
    query.state && eq(paymentAttempts.status, query.state),
  );
  const [[{ total }], data, days] = await Promise.all([
    db.select({ total: count() }).from(paymentAttempts).where(where),
    deskPayments(db, where, { limit: PAYMENTS_PER_PAGE, offset: (query.page - 1) * PAYMENTS_PER_PAGE }),
    paymentDays(db, query),
  ]);
  return { page: pageOf(data, { page: query.page, perPage: PAYMENTS_PER_PAGE, total }), days };
}
