/**
 * Refunds through the gateways' fakes (test/fakes): a bKash payment and an SSLCommerz one, each paid by its real path,
 * then given back by the desk. What reaches the gateway (our reference, the payment's ids, the amount) and what the
 * shop keeps of its answer; a refusal by the gateway kept as failed. The rules themselves: test/api/refunds.test.ts.
 */
import '../payment-env';
import { eq } from 'drizzle-orm';
import { POST as refundRoute } from '@/app/api/admin/orders/[orderNo]/refunds/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { paymentRefunds } from '@/lib/server/db/schema';
import { postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { bkashCallback, fake, sslcommerzReturn, storedPayment, withGateways } from '../payments';
import { signedInStaff } from '../staff';
import { plentyOfStock, sizedProduct, variant } from '../stock';

withTestDatabase();
const gateways = withGateways();
let owner: string;
beforeAll(async () => {
  await plentyOfStock();
  owner = (await signedInStaff('owner')).cookie;
});

/** An order of one piece paid in whole through `method`, by its real path at the fake, then cancelled by the desk. */
async function paidThenCancelled(method: 'bkash' | 'sslcommerz') {
  const shopper = await signedInCustomer();
  const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
  const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count: 1, attribute_pick: pick }], { method });
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  const id = new URL(placed.body.payment.redirect).pathname.split('/').pop()!;
  if (method === 'bkash') {
    await fake(gateways.bkash, 'pay', { paymentID: id, outcome: 'paid' });
    await bkashCallback(placed.body.payment.redirect, 'success');
  } else {
    const { fields } = (await fake(gateways.sslcommerz, 'pay', { sessionkey: id, outcome: 'pay' })).body;
    await sslcommerzReturn('success', fields);
  }
  const { order, attempts } = await storedPayment(orderNo);
  expect([order.status, order.prepaid, attempts[0].status]).toEqual([ORDER_STATUS.processing, order.total, 'paid']);
  const cancel = { from: ORDER_STATUS.processing, to: ORDER_STATUS.canceled, reason: 'customer-cancelled' };
  expect((await postJson(setStatus, `/api/admin/orders/${orderNo}/status`, cancel, owner, { orderNo })).status).toBe(200);
  return { orderNo, total: order.total as number, attempt: attempts[0] };
}

const refund = (orderNo: string, body: Record<string, unknown>) =>
  postJson(refundRoute, `/api/admin/orders/${orderNo}/refunds`, body, owner, { orderNo });

it('refunds a cancelled bKash payment in two parts through bKash’s refund, with its payment’s ids', async () => {
  const { orderNo, total, attempt } = await paidThenCancelled('bkash');
  const first = await refund(orderNo, { attempt: attempt.id, amount: 100, reason: 'Part now' });
  expect(first.status).toBe(201);
  expect(first.body.msg).toBe(`Refunded BDT 100 by bKash (R${attempt.id}-1)`);
  const second = await refund(orderNo, { attempt: attempt.id, amount: total - 100, reason: 'The rest' });
  expect(second.status).toBe(201);
  const calls = (await fake(gateways.bkash, 'log')).body.filter((c: { path: string }) => c.path.endsWith('/payment/refund'));
  expect(calls.map((c: { body: Record<string, string> }) => c.body)).toEqual([
    expect.objectContaining({
      paymentID: attempt.providerRef,
      trxID: attempt.providerTxn,
      amount: '100.00',
      sku: `R${attempt.id}-1`,
    }),
    expect.objectContaining({ amount: `${total - 100}.00`, sku: `R${attempt.id}-2`, reason: 'The rest' }),
  ]);
  const db = await getDb();
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt.id)).orderBy(paymentRefunds.id);
  expect(rows.map((r) => [r.status, r.providerRef])).toEqual([
    ['refunded', expect.stringMatching(/^RF\d+$/)],
    ['refunded', expect.stringMatching(/^RF\d+$/)],
  ]);
  const { order, attempts } = await storedPayment(orderNo);
  expect([order.prepaid, attempts[0].status]).toEqual([0, 'refunded']);
});

it('refunds an SSLCommerz payment by its bank transaction, and keeps its refusal as failed', async () => {
  const { orderNo, total, attempt } = await paidThenCancelled('sslcommerz');
  const taken = await refund(orderNo, { attempt: attempt.id, amount: 100, reason: 'Part now' });
  expect(taken.status).toBe(201);
  expect(taken.body.msg).toBe(`Refunded BDT 100 by SSLCommerz (R${attempt.id}-1)`);
  const calls = (await fake(gateways.sslcommerz, 'log')).body.filter(
    (c: { query: Record<string, string> }) => c.query.refund_trans_id,
  );
  expect(calls.map((c: { query: Record<string, string> }) => c.query)).toEqual([
    expect.objectContaining({ bank_tran_id: attempt.bankTxn, refund_amount: '100.00', refund_trans_id: `R${attempt.id}-1` }),
  ]);
  // SSLCommerz no longer knows the transaction: it refuses, and the shop keeps that and changes nothing else.
  await fake(gateways.sslcommerz, 'reset');
  const refused = await refund(orderNo, { attempt: attempt.id, amount: 50, reason: 'Again' });
  expect(refused.status).toBe(422);
  expect(refused.body.msg).toBe('SSLCommerz did not refund BDT 50: Invalid bank_tran_id. Nothing was refunded.');
  const db = await getDb();
  const rows = await db.select().from(paymentRefunds).where(eq(paymentRefunds.attemptId, attempt.id)).orderBy(paymentRefunds.id);
  expect(rows.map((r) => [r.reference, r.status])).toEqual([
    [`R${attempt.id}-1`, 'refunded'],
    [`R${attempt.id}-2`, 'failed'],
  ]);
  const { order, attempts } = await storedPayment(orderNo);
  expect([order.prepaid, attempts[0].status]).toEqual([total - 100, 'paid']);
});
