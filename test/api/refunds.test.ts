/**
 * The desk's money paid ahead (lib/server/payments/refunds.ts and desk.ts): refunds by the channel the money came
 * by, whole or in part, never above what is left, bKash's 15 days, the area that may refund; the cash to collect
 * after advances at the courier's booking, its reconciliation and a delivery; an unpaid order held back from
 * Processing; and /admin/payments' days. The gateway's refund call is the one thing mocked: its answers are set per test.
 */
import '../courier-env';
import { and, eq } from 'drizzle-orm';
import { POST as refundRoute } from '@/app/api/admin/orders/[orderNo]/refunds/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as book } from '@/app/api/admin/shipments/route';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { GET as deskList } from '@/app/api/admin/orders/route';
import { GET as reconciliation } from '@/app/api/admin/couriers/route';
import { dhakaDate } from '@/lib/dhaka-day';
import { ORDER_STATUS, WAITS_FOR_PAYMENT } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, orders, paymentAttempts, paymentRefunds, shipments } from '@/lib/server/db/schema';
import { GatewayError } from '@/lib/server/payments/gateway';
import { gateway, type Gateway } from '@/lib/server/payments/gateways';
import { listPayments } from '@/lib/server/payments';
import type { StaffMember } from '@/lib/types/staff';
import { call, postJson } from '../call';
import { control, withCouriers } from '../couriers';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { plentyOfStock, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

jest.mock('@/lib/server/payments/gateways', () => ({
  ...jest.requireActual('@/lib/server/payments/gateways'),
  gateway: jest.fn(),
}));

const fakes = withCouriers();
withTestDatabase();

const DAY = 86_400_000;
const refundCall = jest.fn<ReturnType<Gateway['refund']>, Parameters<Gateway['refund']>>();
jest.mocked(gateway).mockImplementation(() => ({ refund: refundCall }) as unknown as Gateway);

/** The gateway takes each refund at once, naming it by our reference. */
const takesRefunds = () =>
  refundCall.mockImplementation(async (_attempt, refund) => ({
    providerRef: `GW-${refund.reference}`,
    status: 'refunded',
    raw: { ok: true },
  }));

let owner: { cookie: string; member: StaffMember };
let desk: string;
beforeAll(async () => {
  owner = await signedInStaff('owner');
  desk = (await signedInStaff('staff', 'Desk only', ['orders'])).cookie;
  await plentyOfStock();
});
beforeEach(() => {
  refundCall.mockReset();
  takesRefunds();
});

/** A cash-on-delivery order of one piece whose `amount` (BDT) was paid ahead through `provider`, settled `paidAt`. */
async function paidOrder({
  provider = 'bkash',
  amount,
  purpose = 'order',
  paidAt = new Date(),
}: {
  provider?: 'bkash' | 'sslcommerz';
  amount?: number;
  purpose?: 'order' | 'advance';
  paidAt?: Date;
}) {
  const shopper = await signedInCustomer('Rumana Akter');
  const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
  const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count: 1, attribute_pick: pick }]);
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  const total = placed.body.total as number;
  const paid = amount ?? total;
  const db = await getDb();
  const [order] = await db
    .update(orders)
    .set({ payAhead: paid, prepaid: paid })
    .where(eq(orders.orderNo, orderNo))
    .returning({ id: orders.id });
  const [attempt] = await db
    .insert(paymentAttempts)
    .values({
      orderId: order.id,
      provider,
      purpose,
      invoice: `${orderNo}-1`,
      providerRef: `REF-${orderNo}`,
      providerTxn: `TXN-${orderNo}`,
      bankTxn: provider === 'sslcommerz' ? `BANK-${orderNo}` : null,
      amountPaisa: paid * 100,
      status: 'paid',
      createdAt: paidAt,
      settledAt: paidAt,
    })
    .returning({ id: paymentAttempts.id });
  return { orderNo, orderId: order.id, total, paid, attempt: attempt.id };
}

const refund = (orderNo: string, body: Record<string, unknown>, cookie = owner.cookie) =>
  postJson(refundRoute, `/api/admin/orders/${orderNo}/refunds`, body, cookie, { orderNo });

async function moneyOf(orderId: number, attemptId: number) {
  const db = await getDb();
  const [[order], [attempt], refunds] = await Promise.all([
    db.select({ prepaid: orders.prepaid }).from(orders).where(eq(orders.id, orderId)),
    db.select({ status: paymentAttempts.status }).from(paymentAttempts).where(eq(paymentAttempts.id, attemptId)),
    db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attemptId)).orderBy(paymentRefunds.id),
  ]);
  return { prepaid: order.prepaid, attempt: attempt.status, refunds };
}

it('refunds a whole payment by its gateway, records it on the order and marks the payment refunded', async () => {
  const order = await paidOrder({ provider: 'sslcommerz' });
  const res = await refund(order.orderNo, { attempt: order.attempt, amount: order.paid, reason: 'Customer cancelled' });
  const reference = `R${order.attempt}-1`;
  expect(res.status).toBe(201);
  expect(res.body.msg).toBe(`Refunded BDT ${order.paid.toLocaleString('en')} by SSLCommerz (${reference})`);
  expect(gateway).toHaveBeenCalledWith('sslcommerz');
  expect(refundCall).toHaveBeenCalledWith(expect.objectContaining({ bankTxn: `BANK-${order.orderNo}` }), {
    amountPaisa: order.paid * 100,
    reason: 'Customer cancelled',
    reference,
  });
  const money = await moneyOf(order.orderId, order.attempt);
  expect(money).toMatchObject({ prepaid: 0, attempt: 'refunded' });
  expect(money.refunds).toEqual([
    expect.objectContaining({ amountPaisa: order.paid * 100, reference, providerRef: `GW-${reference}`, status: 'refunded' }),
  ]);
  const db = await getDb();
  const [entry] = await db
    .select()
    .from(history)
    .where(and(eq(history.subject, 'order'), eq(history.subjectId, order.orderId), eq(history.action, 'refund')));
  expect(entry.after).toEqual({ amount: order.paid, gateway: 'SSLCommerz', reference });
  expect(entry.staffId).toBe(owner.member.id);
  // Nothing is left: another refund is refused.
  expect((await refund(order.orderNo, { attempt: order.attempt, amount: 1, reason: 'Again' })).body.msg).toBe(
    'This payment is refunded in full already',
  );
});

it('refunds in parts, each with its own reference, until the payment is covered', async () => {
  const order = await paidOrder({ amount: 1000 });
  expect((await refund(order.orderNo, { attempt: order.attempt, amount: 300, reason: 'One bra returned' })).status).toBe(201);
  expect((await refund(order.orderNo, { attempt: order.attempt, amount: 200, reason: 'Late delivery' })).status).toBe(201);
  let money = await moneyOf(order.orderId, order.attempt);
  expect(money.prepaid).toBe(500);
  expect(money.attempt).toBe('paid');
  expect(money.refunds.map((r) => [r.reference, r.amountPaisa])).toEqual([
    [`R${order.attempt}-1`, 30_000],
    [`R${order.attempt}-2`, 20_000],
  ]);
  const above = await refund(order.orderNo, { attempt: order.attempt, amount: 501, reason: 'Too much' });
  expect(above.status).toBe(422);
  expect(above.body).toMatchObject({ msg: 'At most BDT 500 is left to refund of this bKash payment', field: 'amount' });
  expect((await refund(order.orderNo, { attempt: order.attempt, amount: 500, reason: 'The rest' })).status).toBe(201);
  money = await moneyOf(order.orderId, order.attempt);
  expect(money).toMatchObject({ prepaid: 0, attempt: 'refunded' });
  expect(refundCall).toHaveBeenCalledTimes(3);
});

it('lets two refunds at once take no more than what was paid', async () => {
  const order = await paidOrder({ amount: 1000 });
  // The gateway answers slowly: both refunds are claimed before either answer comes.
  refundCall.mockImplementation(async (_attempt, r) => {
    await new Promise((resolve) => setTimeout(resolve, 50));
    return { providerRef: `GW-${r.reference}`, status: 'refunded', raw: {} };
  });
  const answers = await Promise.all([
    refund(order.orderNo, { attempt: order.attempt, amount: 600, reason: 'First tap' }),
    refund(order.orderNo, { attempt: order.attempt, amount: 600, reason: 'Second tap' }),
  ]);
  expect(answers.map((a) => a.status).sort()).toEqual([201, 422]);
  const money = await moneyOf(order.orderId, order.attempt);
  expect(money.refunds).toHaveLength(1);
  expect(money.prepaid).toBe(400);
  expect(refundCall).toHaveBeenCalledTimes(1);
});

it('keeps a refund the gateway refused as failed, and changes nothing else', async () => {
  const order = await paidOrder({ amount: 800 });
  refundCall.mockRejectedValueOnce(new GatewayError('refused', 'Refund amount exceeds the original', '2071'));
  const res = await refund(order.orderNo, { attempt: order.attempt, amount: 800, reason: 'Cancelled' });
  expect(res.status).toBe(422);
  expect(res.body.msg).toBe('bKash did not refund BDT 800: Refund amount exceeds the original. Nothing was refunded.');
  let money = await moneyOf(order.orderId, order.attempt);
  expect(money).toMatchObject({ prepaid: 800, attempt: 'paid' });
  expect(money.refunds).toEqual([
    expect.objectContaining({ status: 'failed', raw: { error: 'Refund amount exceeds the original' } }),
  ]);
  const db = await getDb();
  expect(await db.$count(history, and(eq(history.subjectId, order.orderId), eq(history.action, 'refund')))).toBe(0);
  // What failed is not held back: the whole payment can be refunded again.
  expect((await refund(order.orderNo, { attempt: order.attempt, amount: 800, reason: 'Cancelled' })).status).toBe(201);
  money = await moneyOf(order.orderId, order.attempt);
  expect(money.refunds.map((r) => [r.reference, r.status])).toEqual([
    [`R${order.attempt}-1`, 'failed'],
    [`R${order.attempt}-2`, 'refunded'],
  ]);
});

it('holds a refund the gateway did not answer, so it is never made twice', async () => {
  const order = await paidOrder({ amount: 500 });
  refundCall.mockRejectedValueOnce(new GatewayError('unavailable', 'timed out after 30 s'));
  const res = await refund(order.orderNo, { attempt: order.attempt, amount: 500, reason: 'Cancelled' });
  expect(res.status).toBe(422);
  expect(res.body.msg).toContain(`look for R${order.attempt}-1 in bKash's merchant portal before you refund again`);
  const money = await moneyOf(order.orderId, order.attempt);
  expect(money.refunds).toEqual([expect.objectContaining({ status: 'processing' })]);
  expect(money.prepaid).toBe(0);
  expect((await refund(order.orderNo, { attempt: order.attempt, amount: 500, reason: 'Again' })).body.msg).toBe(
    'This payment is refunded in full already',
  );
});

it('refuses a bKash refund after its 15 days, a payment not paid, and another order’s payment', async () => {
  const old = await paidOrder({ amount: 500, paidAt: new Date(Date.now() - 16 * DAY) });
  const late = await refund(old.orderNo, { attempt: old.attempt, amount: 500, reason: 'Cancelled' });
  expect(late.status).toBe(422);
  expect(late.body.msg).toMatch(/^bKash takes a refund only within 15 days of the payment, and this one was paid on /);
  // SSLCommerz has no such window.
  const card = await paidOrder({ provider: 'sslcommerz', amount: 500, paidAt: new Date(Date.now() - 16 * DAY) });
  expect((await refund(card.orderNo, { attempt: card.attempt, amount: 500, reason: 'Cancelled' })).status).toBe(201);

  const db = await getDb();
  await db.update(paymentAttempts).set({ status: 'failed' }).where(eq(paymentAttempts.id, old.attempt));
  const unpaid = await refund(old.orderNo, { attempt: old.attempt, amount: 100, reason: 'Cancelled' });
  expect(unpaid.status).toBe(409);
  expect(unpaid.body.msg).toBe('Only a paid payment is refunded; this one is Failed');
  const elsewhere = await refund(old.orderNo, { attempt: card.attempt, amount: 100, reason: 'Cancelled' });
  expect(elsewhere.status).toBe(404);
  expect(await db.$count(paymentRefunds, eq(paymentRefunds.attemptId, old.attempt))).toBe(0);
  expect(refundCall).toHaveBeenCalledTimes(1);
});

it('takes refunds only from Couriers and money, and checks what it is sent', async () => {
  const order = await paidOrder({ amount: 500 });
  const refused = await refund(order.orderNo, { attempt: order.attempt, amount: 500, reason: 'Cancelled' }, desk);
  expect(refused.status).toBe(403);
  expect(refused.body.msg).toContain('Couriers and money');
  for (const [body, field] of [
    [{ attempt: order.attempt, amount: 0, reason: 'Cancelled' }, 'amount'],
    [{ attempt: order.attempt, amount: 10.5, reason: 'Cancelled' }, 'amount'],
    [{ attempt: order.attempt, amount: 100, reason: ' ' }, 'reason'],
    [{ attempt: 'one', amount: 100, reason: 'Cancelled' }, 'attempt'],
  ] as const) {
    const res = await refund(order.orderNo, body);
    expect([res.status, res.body.field]).toEqual([400, field]);
  }
  expect(refundCall).not.toHaveBeenCalled();
});

describe('the cash to collect after what was paid ahead', () => {
  it('holds an unpaid order back from Processing, and books a paid one for its total less the advance', async () => {
    const order = await paidOrder({ amount: 120, purpose: 'advance' });
    const db = await getDb();
    await db.update(orders).set({ prepaid: 0 }).where(eq(orders.id, order.orderId));
    const move = (from: number | null, to: number) =>
      postJson(setStatus, `/api/admin/orders/${order.orderNo}/status`, { from, to }, owner.cookie, { orderNo: order.orderNo });
    const waiting = await move(null, ORDER_STATUS.processing);
    expect(waiting.status).toBe(409);
    expect(waiting.body.msg).toBe(WAITS_FOR_PAYMENT);
    await db.update(orders).set({ prepaid: 120 }).where(eq(orders.id, order.orderId));
    expect((await move(null, ORDER_STATUS.processing)).status).toBe(200);

    const booked = await postJson(book, '/api/admin/shipments', { courier: 'steadfast', orders: [order.orderNo] }, owner.cookie);
    expect(booked.body.msg).toMatch(/^Booked with Steadfast/);
    const cash = order.total - 120;
    const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, order.orderId));
    expect(shipment.codAmount).toBe(cash);
    expect(fakes.steadfast.parcels.find((p) => p.invoice === order.orderNo)!.cod_amount).toBe(cash);

    await control(fakes.steadfast, 'advance', { invoice: order.orderNo, status: 'delivered', collected: cash });
    const today = dhakaDate(new Date());
    const report = await call(reconciliation, `/api/admin/couriers?courier=steadfast&from=${today}&to=${today}`, {
      headers: { cookie: owner.cookie },
    });
    expect(report.body.data.lines).toEqual([
      expect.objectContaining({ order_no: order.orderNo, expected: cash, reported: cash, note: '' }),
    ]);
  });

  it('counts a delivery nobody counted as the total less what was paid ahead', async () => {
    const order = await paidOrder({ amount: 100, purpose: 'advance' });
    for (const [from, to] of [
      [null, ORDER_STATUS.processing],
      [ORDER_STATUS.processing, ORDER_STATUS.onTheWay],
      [ORDER_STATUS.onTheWay, ORDER_STATUS.delivered],
    ])
      expect(
        (
          await postJson(setStatus, `/api/admin/orders/${order.orderNo}/status`, { from, to }, owner.cookie, {
            orderNo: order.orderNo,
          })
        ).status,
      ).toBe(200);
    const db = await getDb();
    const [row] = await db.select({ collected: orders.collected }).from(orders).where(eq(orders.id, order.orderId));
    expect(row.collected).toBe(order.total - 100);
    // The desk's order and its row say what was paid ahead, and by which gateway.
    const one = await call(deskOrder, `/api/admin/orders/${order.orderNo}`, {
      headers: { cookie: owner.cookie },
      params: { orderNo: order.orderNo },
    });
    expect(one.body).toMatchObject({ pay_ahead: 100, prepaid: 100 });
    const list = await call(deskList, `/api/admin/orders?q=${order.orderNo}`, { headers: { cookie: owner.cookie } });
    expect(list.body.page.data).toEqual([expect.objectContaining({ order_no: order.orderNo, prepaid: 100, method: 'COD' })]);
  });
});

it('lists the payments of a period with the money each Dhaka day brought in and gave back', async () => {
  const ago = (days: number) => new Date(Date.now() - days * DAY);
  const [threeAgo, twoAgo] = [dhakaDate(ago(3)), dhakaDate(ago(2))];
  const first = await paidOrder({ amount: 700, paidAt: ago(3) });
  const second = await paidOrder({ provider: 'sslcommerz', amount: 300, paidAt: ago(2) });
  expect((await refund(second.orderNo, { attempt: second.attempt, amount: 100, reason: 'Short' })).status).toBe(201);
  const db = await getDb();
  await db
    .update(paymentRefunds)
    .set({ createdAt: ago(2) })
    .where(eq(paymentRefunds.attemptId, second.attempt));
  const query = { from: threeAgo, to: twoAgo, page: 1 } as const;

  const all = await listPayments(db, owner.member, query);
  expect(all.page.data.map((p) => p.order_no)).toEqual([second.orderNo, first.orderNo]);
  expect(all.page.data[0]).toMatchObject({ gateway: 'sslcommerz', amount: 300, status: 'paid', left: 200 });
  expect(all.page.data[0].refunds).toEqual([expect.objectContaining({ amount: 100, status: 'refunded', staff: 'Staff owner' })]);
  expect(all.days).toEqual([
    { day: twoAgo, paid: 300, refunded: 100 },
    { day: threeAgo, paid: 700, refunded: 0 },
  ]);
  const bkash = await listPayments(db, owner.member, { ...query, gateway: 'bkash' });
  expect(bkash.page.data.map((p) => p.order_no)).toEqual([first.orderNo]);
  expect(bkash.days).toEqual([{ day: threeAgo, paid: 700, refunded: 0 }]);
  const refunded = await listPayments(db, owner.member, { ...query, state: 'refunded' });
  expect(refunded.page).toMatchObject({ data: [], total: 0 });
  await expect(listPayments(db, (await signedInStaff('staff', 'Orders', ['orders'])).member, query)).rejects.toMatchObject({
    refusal: 'forbidden',
  });
});
