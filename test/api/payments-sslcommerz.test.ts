import '../payment-env';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { POST as ipnRoute } from '@/app/api/payments/sslcommerz/ipn/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, users } from '@/lib/server/db/schema';
import { createSession } from '@/lib/server/accounts/session';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { SSLCOMMERZ_KEYS } from '../payment-env';
import { fake, pastItsTime, sslcommerzReturn, storedPayment, withGateways } from '../payments';
import { plentyOfStock, sizedProduct, variant } from '../stock';

withTestDatabase();
const gateways = withGateways();
beforeAll(plentyOfStock);
beforeEach(() => fake(gateways.sslcommerz, 'reset'));

const line = async () => ({
  id: sizedProduct.id,
  count: 1,
  attribute_pick: await variant(sizedProduct.sizes[0], sizedProduct.colors[0]),
});

/** A signed-in shopper's order paid by card through SSLCommerz: the order and its session at the fake. */
async function ordered(cookie?: string) {
  const res = await placeOrder(cookie ?? (await signedInCustomer()).cookie, [await line()], { method: 'sslcommerz' });
  expect(res.status).toBe(201);
  const sessionkey = new URL(res.body.payment.redirect).pathname.split('/').pop()!;
  return {
    orderNo: res.body.orderid as string,
    body: res.body,
    sessionkey,
    form: gateways.sslcommerz.sessions.get(sessionkey)!.form,
  };
}

/** A button of SSLCommerz's hosted page: its IPN is sent (as the switches say); the fields the browser posts back. */
const press = async (sessionkey: string, outcome: 'pay' | 'fail' | 'cancel' | 'risky') =>
  (await fake(gateways.sslcommerz, 'pay', { sessionkey, outcome })).body as { url: string; fields: Record<string, string> };

/** An IPN as SSLCommerz posts it, to the shop's route. */
const ipn = (fields: Record<string, string>) =>
  call(ipnRoute, '/api/payments/sslcommerz/ipn', {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

const confirmation = (orderNo: string) => `${process.env.SHOP_URL}/checkout/confirmation?orderid=${orderNo}`;

/** The order's status moves in its history. */
const moves = async (orderId: number) =>
  (await getDb()).$count(
    history,
    sql`${history.subject} = 'order' and ${history.subjectId} = ${orderId} and ${history.action} = 'status'`,
  );

describe('paying by card through SSLCommerz', () => {
  it('opens a session with the server’s total and neutral words, then takes the order ahead once validated', async () => {
    const { orderNo, body, sessionkey, form } = await ordered();
    expect(body.payment).toMatchObject({ gateway: 'sslcommerz', purpose: 'order', amount: body.total });
    expect(form).toMatchObject({
      store_id: SSLCOMMERZ_KEYS.storeId,
      total_amount: `${body.total}.00`,
      currency: 'BDT',
      tran_id: `${orderNo}-1`,
      product_name: 'Clothing',
      product_category: 'Clothing',
      success_url: `${process.env.SHOP_URL}/api/payments/sslcommerz/success`,
      ipn_url: `${process.env.SHOP_URL}/api/payments/sslcommerz/ipn`,
    });
    const { fields } = await press(sessionkey, 'pay');
    // The IPN came first and settled it; the browser's return finds it paid.
    expect(gateways.ipns).toEqual([200]);
    expect(await sslcommerzReturn('success', fields)).toEqual({ status: 303, location: confirmation(orderNo) });
    const { order, attempts } = await storedPayment(orderNo);
    expect(order).toMatchObject({ status: ORDER_STATUS.processing, prepaid: body.total });
    expect(attempts[0]).toMatchObject({ status: 'paid', providerTxn: fields.val_id, bankTxn: fields.bank_tran_id });
    // The shop never keeps SSLCommerz's password with what it stored.
    expect(JSON.stringify(attempts[0].raw)).not.toContain(SSLCOMMERZ_KEYS.storePassword);
  });

  it('settles once when the return and the IPN arrive together, and a duplicate IPN changes nothing', async () => {
    const { orderNo, body, sessionkey } = await ordered();
    await fake(gateways.sslcommerz, 'next', { dropIpn: true });
    const { fields } = await press(sessionkey, 'pay');
    const answers = await Promise.all([
      sslcommerzReturn('success', fields),
      ipn(fields),
      ipn(fields),
      sslcommerzReturn('success', fields),
    ]);
    expect(answers.map((a) => a.status)).toEqual([303, 200, 200, 303]);
    expect((await ipn(fields)).status).toBe(200);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order.prepaid).toBe(body.total);
    expect(attempts.map((a) => a.status)).toEqual(['paid']);
    expect(await moves(order.id)).toBe(1);
  });

  it('puts a risky payment (risk_level 1) on Hold for a call', async () => {
    const { orderNo, body, sessionkey } = await ordered();
    const { fields } = await press(sessionkey, 'risky');
    await sslcommerzReturn('success', fields);
    const { order } = await storedPayment(orderNo);
    expect(order).toMatchObject({ status: ORDER_STATUS.hold, prepaid: body.total });
    const [move] = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(sql`${history.subject} = 'order' and ${history.subjectId} = ${order.id}`);
    expect(move.after).toMatchObject({ status: 'Hold', reason: 'The gateway flagged the payment as risky: call her first' });
  });

  it('takes nothing as paid when the validation reports another amount', async () => {
    await fake(gateways.sslcommerz, 'next', { tamperAmount: '10.00' });
    const { orderNo, sessionkey } = await ordered();
    const { fields } = await press(sessionkey, 'pay');
    const back = await sslcommerzReturn('success', fields);
    expect(back.location).toContain(`/checkout?payment=failed&order=${orderNo}`);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order).toMatchObject({ prepaid: 0, status: ORDER_STATUS.canceled });
    expect(attempts[0].problem).toMatch(/^The gateway reported BDT 10, not BDT [\d,]+$/);
  });

  it('does not take INVALID_TRANSACTION as paid', async () => {
    await fake(gateways.sslcommerz, 'next', { invalid: true });
    const { orderNo, sessionkey } = await ordered();
    const { fields } = await press(sessionkey, 'pay');
    await sslcommerzReturn('success', fields);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order.prepaid).toBe(0);
    expect(attempts[0].status).not.toBe('paid');
  });

  it('sends her back to checkout after Fail or Cancel, the order cancelled by SSLCommerz’s own word', async () => {
    const failed = await ordered();
    const { fields } = await press(failed.sessionkey, 'fail');
    expect((await sslcommerzReturn('fail', fields)).location).toContain(`/checkout?payment=failed&order=${failed.orderNo}`);
    expect((await storedPayment(failed.orderNo)).order.status).toBe(ORDER_STATUS.canceled);
    const cancelled = await ordered();
    const cancel = await press(cancelled.sessionkey, 'cancel');
    expect((await sslcommerzReturn('cancel', cancel.fields)).location).toContain(
      `/checkout?payment=cancelled&order=${cancelled.orderNo}`,
    );
    expect((await storedPayment(cancelled.orderNo)).order.status).toBe(ORDER_STATUS.canceledAuthor);
  });

  it('records a card payment SSLCommerz takes after the attempt expired, and tells the desk to refund it', async () => {
    const { orderNo, body, sessionkey } = await ordered();
    await pastItsTime(orderNo);
    expect((await storedPayment(orderNo)).order.status).toBe(ORDER_STATUS.canceled);
    // She pays on the page she still has open: SSLCommerz's IPN brings it in all the same.
    await press(sessionkey, 'pay');
    const after = await storedPayment(orderNo);
    expect(after.order).toMatchObject({ status: ORDER_STATUS.canceled, prepaid: body.total });
    expect(after.attempts[0]).toMatchObject({ status: 'paid', problem: 'Paid after its order was cancelled: refund it' });
  });

  it('gives a customer with no e-mail a fallback address, as SSLCommerz asks one of every payer', async () => {
    const db = await getDb();
    const [user] = await db.insert(users).values({ name: 'Rupa Akter', phone: '+8801712000999' }).returning();
    const { token } = await createSession(db, user.id);
    const { form } = await ordered(`session=${token}`);
    expect(form.cus_email).toMatch(/^01712345678@customers\./);
    expect(form.cus_phone).toBe('01712345678');
  });
});

describe('forged messages', () => {
  it('refuses an IPN without SSLCommerz’s signature, and stores nothing', async () => {
    const { orderNo, sessionkey } = await ordered();
    await fake(gateways.sslcommerz, 'next', { dropIpn: true });
    const { fields } = await press(sessionkey, 'pay');
    const before = gateways.sslcommerz.log.length;
    const forged = await ipn({ ...fields, amount: '1.00', verify_sign: createHash('md5').update('guess').digest('hex') });
    expect(forged.status).toBe(401);
    expect(gateways.sslcommerz.log.length).toBe(before);
    const { attempts } = await storedPayment(orderNo);
    expect(attempts[0]).toMatchObject({ status: 'redirected', raw: expect.not.objectContaining({ ipn: expect.anything() }) });
  });

  it('never marks an order paid from a return with an invented val_id or another payment’s', async () => {
    const victim = await ordered();
    const other = await ordered();
    const paid = await press(other.sessionkey, 'pay');
    // Her tran_id, with a val_id SSLCommerz does not know, then with the other order's real one.
    for (const val_id of ['FAKEVAL-NOT-REAL', paid.fields.val_id]) {
      const back = await sslcommerzReturn('success', {
        tran_id: `${victim.orderNo}-1`,
        val_id,
        status: 'VALID',
        amount: '99999.00',
      });
      expect(back.location).toBe(confirmation(victim.orderNo));
      expect((await storedPayment(victim.orderNo)).order).toMatchObject({ prepaid: 0, status: null });
    }
    // A post with no tran_id of the shop's goes back to checkout, and touches nothing.
    expect((await sslcommerzReturn('success', { tran_id: 'LI00000000-1', val_id: paid.fields.val_id })).location).toContain(
      '/checkout?payment=failed',
    );
  });

  it('keeps an open attempt open when a forged Fail names it: only SSLCommerz closes it', async () => {
    const { orderNo } = await ordered();
    const back = await sslcommerzReturn('fail', { tran_id: `${orderNo}-1`, status: 'FAILED' });
    expect(back.location).toContain(`/checkout?payment=failed&order=${orderNo}`);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order.status).toBeNull();
    expect(attempts[0].status).toBe('redirected');
  });
});
