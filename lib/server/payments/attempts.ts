import 'server-only';
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { GATEWAY_LABELS, type Gateway } from '../../payment-plan';
import type { PaymentAhead } from '../../types/order';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders, paymentAttempts, users } from '../db/schema';
import { DomainError } from '../errors';
import { GatewayError, shopReport } from './gateway';
import { gateway } from './gateways';
import type { PaymentPlan } from './plan';
import { OPEN_STATUSES, settle } from './settle';

/** Opens an attempt for an order's plan, in its placing transaction; the gateway is called once it has committed. */
export async function openAttempt(tx: Db, order: { id: number; orderNo: string }, plan: PaymentPlan): Promise<void> {
  const [{ tries }] = await tx.select({ tries: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
  await tx.insert(paymentAttempts).values({
    orderId: order.id,
    provider: plan.gateway,
    purpose: plan.purpose,
    // At most 30 characters (SSLCommerz's tran_id): the order number and the try.
    invoice: `${order.orderNo}-${tries + 1}`,
    amountPaisa: plan.amount * 100,
  });
}

/** An attempt by the invoice the shop gave the gateway. */
export async function attemptByInvoice(db: Db, invoice: string) {
  const [attempt] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.invoice, invoice));
  return attempt ?? null;
}

/** Who pays, as the gateway's page asks. */
async function payerOf(db: Db, orderId: number) {
  const [row] = await db
    .select({ orderNo: orders.orderNo, address: orderAddresses, email: users.email })
    .from(orders)
    .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const [{ pieces }] = await db.select({ pieces: count() }).from(orderItems).where(eq(orderItems.orderId, orderId));
  return {
    orderNo: row.orderNo,
    name: row.address.name,
    phone: row.address.contact,
    email: row.email,
    address: row.address.address,
    district: row.address.district,
    postcode: row.address.zip,
    pieces,
  };
}

/** How long a second submit of an order waits for the first one's start at the gateway (its deadline, and a little). */
const START_WAIT_MS = 35_000;

/** The page of an attempt another request is starting: once its start is stored, or null when it failed meanwhile. */
async function startedElsewhere(db: Db, id: number): Promise<string | null> {
  for (const until = Date.now() + START_WAIT_MS; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    const [row] = await db
      .select({ status: paymentAttempts.status, raw: paymentAttempts.raw })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.id, id));
    if (row.status !== 'redirected') return null;
    if (row.raw.redirect) return String(row.raw.redirect);
  }
  return null;
}

/**
 * The payment ahead an order is waiting for, started at its gateway if it is not yet: where the shopper pays. The
 * attempt is claimed first (created → redirected, by one request only), so the same order submitted twice at once
 * starts one payment, and the second submit gets the same page. A gateway that refuses or does not answer fails the
 * attempt, which cancels the order and gives its pieces back; the shopper is told to choose again.
 */
export async function paymentAhead(db: Db, orderNo: string): Promise<PaymentAhead | undefined> {
  const [attempt] = await db
    .select({ attempt: paymentAttempts })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .where(and(eq(orders.orderNo, orderNo), inArray(paymentAttempts.status, [...OPEN_STATUSES])))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  if (!attempt) return undefined;
  const { id, provider, purpose, amountPaisa } = attempt.attempt;
  const ahead = { gateway: provider as Gateway, purpose: purpose as PaymentAhead['purpose'], amount: amountPaisa / 100 };
  const label = GATEWAY_LABELS[ahead.gateway];
  const couldNot = new DomainError(
    'unprocessable',
    `${label} could not take the payment just now. Your cart is kept: try again, or choose another way to pay.`,
    'method',
  );
  const [claimed] = await db
    .update(paymentAttempts)
    .set({ status: 'redirected' })
    .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'created')))
    .returning({ id: paymentAttempts.id });
  if (!claimed) {
    const redirect = await startedElsewhere(db, id);
    if (!redirect) throw couldNot;
    return { ...ahead, redirect };
  }
  try {
    const started = await gateway(ahead.gateway).start(attempt.attempt, await payerOf(db, attempt.attempt.orderId));
    await db
      .update(paymentAttempts)
      .set({ providerRef: started.providerRef, raw: { create: started.raw, redirect: started.redirect } })
      .where(and(eq(paymentAttempts.id, id), eq(paymentAttempts.status, 'redirected')));
    return { ...ahead, redirect: started.redirect };
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    console.warn(`Payment attempt ${attempt.attempt.invoice} could not start: ${error.message}`);
    const reason = error.kind === 'refused' ? error.message : `${label} did not answer`;
    await settle(db, id, shopReport('failed', reason, { error: error.message }), 'create');
    throw couldNot;
  }
}
