import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { ORDER_STATUS } from '../../order-status';
import type { OrderPayment } from '../../types/order';
import type { Db } from '../db';
import { orders, paymentAttempts } from '../db/schema';
import { GatewayError, shopReport, type GatewayReport } from './gateway';
import { bkashGateway, sslcommerzGateway } from './gateways';
import { attemptByInvoice } from './attempts';
import { OPEN_STATUSES, settle, type SettleVia } from './settle';

/**
 * Where the shopper's browser comes back from a gateway, and the gateways' own notices: each reads the attempt back
 * from its gateway (nothing in the request is trusted but the ids it names), settles it, and says where the
 * shopper goes next: the confirmation once paid or still being confirmed, else checkout with her cart.
 */

type Attempt = NonNullable<Awaited<ReturnType<typeof attemptByInvoice>>>;

/** How a return ended, for the page the shopper lands on. */
export type ReturnOutcome = 'paid' | 'pending' | 'failed' | 'cancelled' | 'expired';

const notHeard = (reason: string) => shopReport('pending', reason, { error: reason });

/** The gateway's word through `read`, or pending when it could not be reached (the sweep asks again). */
async function heard(read: () => Promise<GatewayReport>): Promise<GatewayReport> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof GatewayError) return notHeard(error.message);
    throw error;
  }
}

/** The page after a return: the confirmation, or checkout with why (the cart is still there). */
export function returnPath(orderNo: string | null, outcome: ReturnOutcome): string {
  if (orderNo && (outcome === 'paid' || outcome === 'pending'))
    return `/checkout/confirmation?orderid=${encodeURIComponent(orderNo)}`;
  return `/checkout?payment=${outcome}${orderNo ? `&order=${encodeURIComponent(orderNo)}` : ''}`;
}

/**
 * Settles from the gateway's report. bKash's callback names the attempt by the paymentID bKash gave only to her
 * browser: when it says she failed or cancelled and bKash has no final word yet, her word closes the attempt, so her
 * order does not wait half an hour (a payment that completes after all is still recorded, and the desk told to refund).
 */
async function settleFrom(attempt: Attempt, db: Db, report: GatewayReport, via: SettleVia, said?: 'failed' | 'cancelled') {
  const final = report.state === 'pending' && said ? { ...report, state: said, reason: report.reason ?? undefined } : report;
  const settled = await settle(db, attempt.id, final, via);
  const outcome: ReturnOutcome =
    settled.status === 'paid' || settled.status === 'refunded'
      ? 'paid'
      : settled.status === 'created' || settled.status === 'redirected'
        ? 'pending'
        : (settled.status as ReturnOutcome);
  return { orderNo: settled.orderNo, outcome };
}

/**
 * bKash's callback (a GET of the shopper's browser, which carries her session): `status=success` only means "execute
 * now", and only an attempt still open is executed (execute is what takes the money: never for an order the shop
 * has closed). A failure or cancel closes the attempt on her word only when the session is the order's customer's;
 * anyone else's is left to bKash's own word and the sweep.
 */
export async function bkashReturn(
  db: Db,
  query: { invoice: string; paymentID: string; status: string },
  customerId: number | null,
) {
  const attempt = await attemptByInvoice(db, query.invoice);
  if (!attempt || attempt.provider !== 'bkash' || attempt.providerRef !== query.paymentID)
    return { orderNo: null, outcome: 'failed' as const };
  const client = bkashGateway();
  const open = (OPEN_STATUSES as readonly string[]).includes(attempt.status);
  if (query.status === 'success')
    return settleFrom(
      attempt,
      db,
      await heard(() => (open ? client.execute(query.paymentID) : client.check(attempt))),
      'execute',
    );
  const [{ userId }] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, attempt.orderId));
  const said = customerId !== userId ? undefined : query.status === 'cancel' ? 'cancelled' : 'failed';
  const settled = await settleFrom(attempt, db, await heard(() => client.check(attempt)), 'callback', said);
  if (settled.outcome !== 'pending') return settled;
  return { orderNo: settled.orderNo, outcome: query.status === 'cancel' ? ('cancelled' as const) : ('failed' as const) };
}

/** The form fields SSLCommerz posts: only its ids are read, and each is checked back with SSLCommerz. */
export interface SslcommerzPost {
  tran_id?: string;
  val_id?: string;
  status?: string;
}

/**
 * The attempt an SSLCommerz post names (by tran_id), and SSLCommerz's word on it: the validation of the posted val_id
 * when SSLCommerz says it is this attempt's, else its own query by tran_id. A val_id of another payment, or one
 * SSLCommerz does not know, says nothing about this attempt.
 */
async function sslcommerzReport(db: Db, fields: SslcommerzPost) {
  const attempt = fields.tran_id ? await attemptByInvoice(db, fields.tran_id) : null;
  if (!attempt || attempt.provider !== 'sslcommerz') return null;
  const client = sslcommerzGateway();
  if (fields.val_id) {
    const validated = await heard(() => client.validate(fields.val_id!));
    if (validated.invoice === attempt.invoice) return { attempt, report: validated };
  }
  return { attempt, report: await heard(() => client.check(attempt)) };
}

/**
 * The shopper's browser back from SSLCommerz (a cross-site POST, without her session): success, fail or cancel. Only
 * SSLCommerz's own answers settle the attempt; one it still holds open after a fail or cancel stays open (the sweep
 * closes it), and she goes back to checkout meanwhile.
 */
export async function sslcommerzReturn(db: Db, step: 'success' | 'fail' | 'cancel', fields: SslcommerzPost) {
  const found = await sslcommerzReport(db, fields);
  if (!found) return { orderNo: null, outcome: 'failed' as const };
  const { orderNo, outcome } = await settleFrom(found.attempt, db, found.report, 'return');
  if (outcome !== 'pending' || step === 'success') return { orderNo, outcome };
  return { orderNo, outcome: step === 'cancel' ? ('cancelled' as const) : ('failed' as const) };
}

/** SSLCommerz's IPN, its signature already checked: settled the same way (a repeat changes nothing). */
export async function sslcommerzNotice(db: Db, fields: SslcommerzPost): Promise<void> {
  const found = await sslcommerzReport(db, fields);
  if (found) await settle(db, found.attempt.id, found.report, 'ipn');
}

/** Whether an IPN's fields carry SSLCommerz's signature. */
export const sslcommerzSigned = (fields: Record<string, string>) => sslcommerzGateway().ipnSigned(fields);

/** The shopper's own order's payments, for the confirmation and checkout's message (null when not hers). */
export async function orderPayment(db: Db, userId: number, orderNo: string): Promise<OrderPayment | null> {
  const [order] = await db
    .select({
      id: orders.id,
      status: orders.status,
      total: orders.total,
      payAhead: orders.payAhead,
      prepaid: orders.prepaid,
      method: orders.method,
    })
    .from(orders)
    .where(and(eq(orders.orderNo, orderNo), eq(orders.userId, userId)));
  if (!order) return null;
  const [last] = await db
    .select({
      provider: paymentAttempts.provider,
      purpose: paymentAttempts.purpose,
      status: paymentAttempts.status,
      problem: paymentAttempts.problem,
    })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return {
    order_no: orderNo,
    cancelled: order.status === ORDER_STATUS.canceled || order.status === ORDER_STATUS.canceledAuthor,
    method: order.method,
    total: order.total,
    pay_ahead: order.payAhead,
    prepaid: order.prepaid,
    attempt: last ? { gateway: last.provider, purpose: last.purpose, status: last.status, problem: last.problem } : null,
  };
}
