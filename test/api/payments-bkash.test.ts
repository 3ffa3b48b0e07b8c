import '../payment-env';
import { eq, sql } from 'drizzle-orm';
import { POST as blockRoute } from '@/app/api/admin/blocked-phones/route';
import { POST as unblockRoute } from '@/app/api/admin/blocked-phones/unblock/route';
import { GET as paymentRoute } from '@/app/api/public/payment/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, outbox, products, stock, storeSettings } from '@/lib/server/db/schema';
import { FIRST_ORDER_FREE_SHIPPING_FROM } from '@/lib/cart';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { bkashCallback, fake, pastItsTime, storedPayment, withGateways } from '../payments';
import { signedInStaff } from '../staff';
import { plentyOfStock, setPieces, sizedProduct, variant } from '../stock';

withTestDatabase();
const gateways = withGateways();
beforeAll(plentyOfStock);
beforeEach(async () => {
  await fake(gateways.bkash, 'reset');
  await (await getDb()).update(storeSettings).set({ payNow: true, advanceFor: [] });
});

const product = { id: sizedProduct.id, count: 2 };
const line = async () => ({ ...product, attribute_pick: await variant(sizedProduct.sizes[0], sizedProduct.colors[0]) });

/** A signed-in shopper's order paid by bKash (or `extra`'s method), and where checkout sends her to pay. */
async function ordered(extra: Record<string, unknown> = {}, cookie?: string) {
  const shopper = cookie ?? (await signedInCustomer()).cookie;
  const res = await placeOrder(shopper, [await line()], { method: 'bkash', ...extra });
  expect(res.status).toBe(201);
  return { cookie: shopper, orderNo: res.body.orderid as string, body: res.body };
}

/** The shopper's button on bKash's hosted page (the fake's `/pay`), by the payment's id in its address. */
const press = (redirect: string, outcome: 'paid' | 'insufficient' | 'cancel' | 'fail') =>
  fake(gateways.bkash, 'pay', { paymentID: new URL(redirect).pathname.split('/').pop(), outcome });

/** The order-placed messages written for an order. */
const placedMessages = async (orderNo: string) =>
  (await getDb()).$count(outbox, sql`${outbox.topic} = 'order-placed' and ${outbox.text} like ${`%${orderNo}%`}`);

const confirmation = (orderNo: string) =>
  `http://127.0.0.1:${new URL(process.env.SHOP_URL!).port}/checkout/confirmation?orderid=${orderNo}`;

describe('paying the whole order by bKash', () => {
  it('sends her to bKash with the server’s total, then executes on her return and takes the order ahead once paid', async () => {
    const { orderNo, body } = await ordered({ cart_info: { total: 1 } });
    expect(body.payment).toMatchObject({ gateway: 'bkash', purpose: 'order', amount: body.total });
    expect(body.payment.redirect).toMatch(new RegExp(`^${gateways.bkash.url}/pay/`));
    const created = gateways.bkash.payments.at(-1)!;
    expect(created).toMatchObject({
      mode: '0011',
      amount: `${body.total}.00`,
      currency: 'BDT',
      merchantInvoiceNumber: `${orderNo}-1`,
    });
    expect(created.callbackURL).toBe(`${process.env.SHOP_URL}/api/payments/bkash/callback?invoice=${orderNo}-1`);

    // Placed, waiting: no order-placed message yet, and nothing the desk should ship.
    let stored = await storedPayment(orderNo);
    expect(stored.order).toMatchObject({ status: null, payAhead: body.total, prepaid: 0 });
    expect(stored.attempts).toMatchObject([
      { status: 'redirected', amountPaisa: body.total * 100, providerRef: created.paymentID },
    ]);
    expect(await placedMessages(orderNo)).toBe(0);

    await press(body.payment.redirect, 'paid');
    const back = await bkashCallback(body.payment.redirect, 'success');
    expect(back).toEqual({ status: 303, location: confirmation(orderNo) });
    stored = await storedPayment(orderNo);
    expect(stored.order).toMatchObject({ status: ORDER_STATUS.processing, prepaid: body.total });
    expect(stored.attempts[0]).toMatchObject({ status: 'paid', providerTxn: gateways.bkash.payments.at(-1)!.trxID });
    expect(await placedMessages(orderNo)).toBeGreaterThan(0);
  });

  it('settles once when the callback comes twice at the same moment, and again later', async () => {
    const { orderNo, body } = await ordered();
    await press(body.payment.redirect, 'paid');
    const answers = await Promise.all([
      bkashCallback(body.payment.redirect, 'success'),
      bkashCallback(body.payment.redirect, 'success'),
    ]);
    expect(answers.map((a) => a.location)).toEqual([confirmation(orderNo), confirmation(orderNo)]);
    expect((await bkashCallback(body.payment.redirect, 'success')).location).toBe(confirmation(orderNo));
    const { order, attempts } = await storedPayment(orderNo);
    expect(order.prepaid).toBe(body.total);
    expect(attempts).toHaveLength(1);
    const moves = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(sql`${history.subject} = 'order' and ${history.subjectId} = ${order.id} and ${history.action} = 'status'`);
    expect(moves).toHaveLength(1);
  });

  it('reads the payment back when execute answers 500 after completing it', async () => {
    const { orderNo, body } = await ordered();
    await press(body.payment.redirect, 'paid');
    await fake(gateways.bkash, 'next', { mode: 'execute-500' });
    expect((await bkashCallback(body.payment.redirect, 'success')).location).toBe(confirmation(orderNo));
    expect((await storedPayment(orderNo)).attempts[0].status).toBe('paid');
    const calls = gateways.bkash.log.map((c) => c.path.split('/').pop());
    expect(calls.slice(-2)).toEqual(['execute', 'status']);
  });

  it('takes nothing as paid when bKash reports another amount than the one asked', async () => {
    // bKash will report one taka more than the shop asks of this payment.
    await fake(gateways.bkash, 'next', { mode: 'tamper-amount' });
    const { orderNo, body } = await ordered();
    await press(body.payment.redirect, 'paid');
    const back = await bkashCallback(body.payment.redirect, 'success');
    expect(back.location).toContain(`/checkout?payment=failed&order=${orderNo}`);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order).toMatchObject({ prepaid: 0, status: ORDER_STATUS.canceled });
    expect(attempts[0]).toMatchObject({ status: 'failed' });
    expect(attempts[0].problem).toMatch(/^The gateway reported BDT [\d,]+, not BDT [\d,]+$/);
  });

  it('sends her back to checkout on an insufficient balance, cancels the order and gives its pieces back', async () => {
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    await setPieces(pick, 5);
    const { orderNo, body, cookie } = await ordered();
    const pieces = async () =>
      (await (await getDb()).select().from(stock).where(eq(stock.productId, sizedProduct.id))).find(
        (row) => row.sizeId === pick.size.id && row.colorId === pick.color.id,
      )!.quantity;
    expect(await pieces()).toBe(3);
    await press(body.payment.redirect, 'insufficient');
    const back = await bkashCallback(body.payment.redirect, 'success');
    expect(back.location).toContain(`/checkout?payment=failed&order=${orderNo}`);
    expect(await pieces()).toBe(5);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order.status).toBe(ORDER_STATUS.canceled);
    expect(attempts[0].status).toBe('failed');
    // Checkout tells her why, from her order.
    const news = await call(paymentRoute, `/api/public/payment?orderid=${orderNo}`, { headers: { cookie } });
    expect(news.body).toMatchObject({
      cancelled: true,
      prepaid: 0,
      attempt: { status: 'failed', problem: expect.stringMatching(/insufficient/i) },
    });
    await plentyOfStock();
  });

  it('counts a cancel on bKash’s page as hers: Canceled - Author, and checkout says so', async () => {
    const { orderNo, body, cookie } = await ordered();
    // Before she does anything, a cancel without her session is not taken on its word: bKash has no final word yet.
    expect((await bkashCallback(body.payment.redirect, 'cancel')).location).toContain('/checkout?payment=cancelled');
    expect((await storedPayment(orderNo)).attempts[0].status).toBe('redirected');
    await press(body.payment.redirect, 'cancel');
    const back = await bkashCallback(body.payment.redirect, 'cancel', { cookie });
    expect(back.location).toContain(`/checkout?payment=cancelled&order=${orderNo}`);
    const { order, attempts } = await storedPayment(orderNo);
    expect(order.status).toBe(ORDER_STATUS.canceledAuthor);
    expect(attempts[0].status).toBe('cancelled');
  });

  it('refuses a forged callback: another payment’s id, or success before anything was paid', async () => {
    const first = await ordered();
    const second = await ordered();
    await press(second.body.payment.redirect, 'paid');
    const secondId = (await storedPayment(second.orderNo)).attempts[0].providerRef!;
    // The first order's invoice with the second's paid payment: nothing moves.
    const forged = await bkashCallback(first.body.payment.redirect, 'success', { paymentID: secondId });
    expect(forged.location).toContain('/checkout?payment=failed');
    expect((await storedPayment(first.orderNo)).attempts[0].status).toBe('redirected');
    expect((await storedPayment(second.orderNo)).attempts[0].status).toBe('redirected');
    // "success" typed into the address before paying: bKash says it is not paid, so it waits.
    const early = await bkashCallback(first.body.payment.redirect, 'success');
    expect(early.location).toBe(confirmation(first.orderNo));
    expect((await storedPayment(first.orderNo)).order).toMatchObject({ prepaid: 0, status: null });
  });

  it('grants a new token when bKash says the old one expired', async () => {
    const grants = () => gateways.bkash.log.filter((c) => c.path.endsWith('/token/grant')).length;
    await ordered();
    const before = grants();
    await fake(gateways.bkash, 'expire-tokens');
    const { body } = await ordered();
    expect(body.payment.redirect).toMatch(/\/pay\//);
    expect(grants()).toBe(before + 1);
  });

  it('closes an attempt left unpaid for 30 minutes: the order is cancelled and its pieces go back', async () => {
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    await setPieces(pick, 4);
    const { orderNo } = await ordered();
    const db = await getDb();
    expect(await pastItsTime(orderNo)).toBeGreaterThanOrEqual(1);
    const after = await storedPayment(orderNo);
    expect(after.order.status).toBe(ORDER_STATUS.canceled);
    expect(after.attempts[0]).toMatchObject({ status: 'expired' });
    const [row] = await db
      .select()
      .from(stock)
      .where(
        sql`${stock.productId} = ${sizedProduct.id} and ${stock.sizeId} = ${pick.size.id} and ${stock.colorId} = ${pick.color.id}`,
      );
    expect(row.quantity).toBe(4);
    await plentyOfStock();
  });

  it('executes nothing once its attempt expired: a payment approved too late takes no money', async () => {
    const { orderNo, body } = await ordered();
    await pastItsTime(orderNo);
    await press(body.payment.redirect, 'paid');
    const back = await bkashCallback(body.payment.redirect, 'success');
    expect(back.location).toContain(`/checkout?payment=expired&order=${orderNo}`);
    expect(gateways.bkash.payments.at(-1)).toMatchObject({ executed: false, trxID: null });
    const after = await storedPayment(orderNo);
    expect(after.order).toMatchObject({ status: ORDER_STATUS.canceled, prepaid: 0 });
    expect(after.attempts[0].status).toBe('expired');
  });

  it('is refused when the owner has turned paying now off', async () => {
    await (await getDb()).update(storeSettings).set({ payNow: false });
    const { cookie } = await signedInCustomer();
    const res = await placeOrder(cookie, [await line()], { method: 'bkash' });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('bKash is not taken just now: choose another way to pay');
  });
});

describe('the delivery charge ahead, by the owner’s rules', () => {
  const setRules = async (rules: string[]) => (await getDb()).update(storeSettings).set({ advanceFor: rules });

  it('outside Dhaka: a cash-on-delivery order pays its delivery charge by bKash, the rest at the door', async () => {
    await setRules(['outside-dhaka']);
    const { cookie } = await signedInCustomer();
    const inDhaka = await placeOrder(cookie, [await line()], { method: 'COD' });
    expect(inDhaka.body.payment).toBeUndefined();
    const outside = await placeOrder(cookie, [await line()], { method: 'COD', city: 'Khulna' });
    expect(outside.status).toBe(201);
    expect(outside.body.charge).toBeGreaterThan(0);
    expect(outside.body.payment).toMatchObject({ gateway: 'bkash', purpose: 'advance', amount: outside.body.charge });
    await press(outside.body.payment.redirect, 'paid');
    await bkashCallback(outside.body.payment.redirect, 'success');
    const { order } = await storedPayment(outside.body.orderid);
    expect(order).toMatchObject({ method: 'COD', prepaid: outside.body.charge, status: ORDER_STATUS.processing });
    const news = await call(paymentRoute, `/api/public/payment?orderid=${outside.body.orderid}`, { headers: { cookie } });
    expect(news.body).toMatchObject({ total: outside.body.total, prepaid: outside.body.charge });
  });

  it('a first order pays ahead; her next one does not', async () => {
    await setRules(['first-order']);
    // Below the first order's free delivery, so that it has a charge to pay ahead.
    const db = await getDb();
    const [{ price }] = await db.select({ price: products.price }).from(products).where(eq(products.id, sizedProduct.id));
    await db
      .update(products)
      .set({ price: FIRST_ORDER_FREE_SHIPPING_FROM / 4 })
      .where(eq(products.id, sizedProduct.id));
    const { cookie } = await signedInCustomer();
    const first = await placeOrder(cookie, [await line()], { method: 'COD' });
    await db.update(products).set({ price }).where(eq(products.id, sizedProduct.id));
    expect(first.body.payment).toMatchObject({ purpose: 'advance' });
    await press(first.body.payment.redirect, 'paid');
    await bkashCallback(first.body.payment.redirect, 'success');
    const next = await placeOrder(cookie, [await line()], { method: 'COD' });
    expect(next.body.payment).toBeUndefined();
  });

  it('a phone once blocked, then released, pays ahead', async () => {
    await setRules(['released-phone']);
    const owner = await signedInStaff('owner');
    const phone = '01819000111';
    const { cookie } = await signedInCustomer();
    const before = await placeOrder(cookie, [await line()], { method: 'COD', contact: phone });
    expect(before.body.payment).toBeUndefined();
    expect(
      (await postJson(blockRoute, '/api/admin/blocked-phones', { phone, reason: 'refused twice' }, owner.cookie)).status,
    ).toBe(201);
    expect((await postJson(unblockRoute, '/api/admin/blocked-phones/unblock', { phone }, owner.cookie)).status).toBe(200);
    const after = await placeOrder(cookie, [await line()], { method: 'COD', contact: phone });
    expect(after.body.payment).toMatchObject({ purpose: 'advance', amount: after.body.charge });
  });

  it('asks nothing when no rule is set, or bKash is the only way and the charge is nothing', async () => {
    const { cookie } = await signedInCustomer();
    const res = await placeOrder(cookie, [await line()], { method: 'COD', city: 'Khulna' });
    expect(res.body.payment).toBeUndefined();
    const choices = await call(paymentRoute, '/api/public/payment?city=Khulna', { headers: { cookie } });
    expect(choices.body).toEqual({ pay_now: ['bkash', 'sslcommerz'], advance: null });
    await setRules(['outside-dhaka']);
    const asked = await call(paymentRoute, '/api/public/payment?city=Khulna', { headers: { cookie } });
    expect(asked.body.advance).toBe('Orders outside Dhaka pay the delivery charge ahead');
  });
});
