/**
 * Probes of the payments by someone who wants an order paid without paying, another shopper's order disturbed, her
 * payment read, a refund above what was paid, a credential, or a 5xx: each asserts the defence that holds.
 */
import '../payment-env';
import { createHash, randomUUID } from 'node:crypto';
import { GET as paymentRoute } from '@/app/api/public/payment/route';
import { GET as bkashCallbackRoute } from '@/app/api/payments/bkash/callback/route';
import { POST as ipnRoute } from '@/app/api/payments/sslcommerz/ipn/route';
import { POST as sslcommerzStepRoute } from '@/app/api/payments/sslcommerz/[step]/route';
import { POST as refundRoute } from '@/app/api/admin/orders/[orderNo]/refunds/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { paymentAttempts, paymentRefunds, storeSettings } from '@/lib/server/db/schema';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { BKASH_KEYS, SSLCOMMERZ_KEYS } from '../payment-env';
import { bkashCallback, fake, sslcommerzReturn, storedPayment, withGateways } from '../payments';
import { signedInStaff } from '../staff';
import { plentyOfStock, sizedProduct, variant } from '../stock';

withTestDatabase();
const gateways = withGateways();

/** Every line the shop wrote to the console during the probes, and every answer's body: searched for credentials. */
const written: string[] = [];
const answered: string[] = [];
let owner: string;
beforeAll(async () => {
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
    const original = console[level].bind(console);
    jest.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      written.push(
        args
          .map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : typeof a === 'string' ? a : JSON.stringify(a)))
          .join(' '),
      );
      original(...(args as []));
    });
  }
  await plentyOfStock();
  owner = (await signedInStaff('owner')).cookie;
});
beforeEach(async () => {
  await (await getDb()).update(storeSettings).set({ payNow: true, advanceFor: [] });
});

const line = async () => ({
  id: sizedProduct.id,
  count: 1,
  attribute_pick: await variant(sizedProduct.sizes[0], sizedProduct.colors[0]),
});

/** A new shopper's order through `method`: her cookie, the order number, the checkout's answer. */
async function ordered(method: 'bkash' | 'sslcommerz', extra: Record<string, unknown> = {}) {
  const shopper = await signedInCustomer();
  const res = await placeOrder(shopper.cookie, [await line()], { method, ...extra });
  expect(res.status).toBe(201);
  answered.push(JSON.stringify(res.body));
  const id = decodeURIComponent(new URL(res.body.payment.redirect).pathname.split('/').pop()!);
  return { cookie: shopper.cookie, orderNo: res.body.orderid as string, body: res.body, id, redirect: res.body.payment.redirect };
}

const payBkash = (paymentID: string) => fake(gateways.bkash, 'pay', { paymentID, outcome: 'paid' });
const paySsl = async (sessionkey: string, outcome = 'pay') =>
  (await fake(gateways.sslcommerz, 'pay', { sessionkey, outcome })).body as { url: string; fields: Record<string, string> };

/** The browser's GET back from bKash, with whatever query a forger types. */
async function rawBkash(query: string) {
  const res = await call(bkashCallbackRoute, `/api/payments/bkash/callback?${query}`);
  const text = res.text;
  answered.push(text);
  return { status: res.status, location: res.headers.get('location'), text };
}

/** A form POST to an SSLCommerz route (step or IPN), with any body and content type. */
async function rawSsl(
  path: 'success' | 'fail' | 'cancel' | 'ipn' | string,
  body: string,
  type = 'application/x-www-form-urlencoded',
) {
  const route = path === 'ipn' ? ipnRoute : sslcommerzStepRoute;
  const res = await call(route, `/api/payments/sslcommerz/${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    ...(path !== 'ipn' && { params: { step: path } }),
  });
  const text = res.text;
  answered.push(text);
  return { status: res.status, location: res.headers.get('location'), text };
}

/** An IPN signed as SSLCommerz's SDK signs it, with the given password (ours, or a guess). */
function signed(form: Record<string, string>, password: string) {
  const { verify_key: _key, verify_sign: _sign, ...fields } = form;
  const keys = Object.keys(fields);
  const all: Record<string, string> = { ...fields, store_passwd: createHash('md5').update(password).digest('hex') };
  const joined = Object.keys(all)
    .sort()
    .map((k) => `${k}=${all[k]}`)
    .join('&');
  return { ...fields, verify_key: keys.join(','), verify_sign: createHash('md5').update(joined).digest('hex') };
}

describe('bKash: paid without paying', () => {
  it('a callback naming a paid order’s paymentID with another order’s invoice pays neither twice', async () => {
    const a = await ordered('bkash');
    const b = await ordered('bkash');
    await payBkash(a.id);
    expect((await bkashCallback(a.redirect, 'success')).status).toBe(303);
    const aInvoice = (await storedPayment(a.orderNo)).attempts[0].invoice;
    const bInvoice = (await storedPayment(b.orderNo)).attempts[0].invoice;
    for (const status of ['success', 'failure', 'cancel'])
      expect((await rawBkash(new URLSearchParams({ invoice: bInvoice, paymentID: a.id, status }).toString())).location).toMatch(
        /\/checkout\?payment=failed$/,
      );
    // Replaying A's own return changes nothing.
    await rawBkash(new URLSearchParams({ invoice: aInvoice, paymentID: a.id, status: 'success' }).toString());
    const [sa, sb] = [await storedPayment(a.orderNo), await storedPayment(b.orderNo)];
    expect(sa.order).toMatchObject({ status: ORDER_STATUS.processing, prepaid: a.body.total });
    expect(sb.order).toMatchObject({ status: null, prepaid: 0 });
    expect(sb.attempts.map((x) => x.status)).toEqual(['redirected']);
  });

  it('status=success typed before paying, and the same at once ten times, executes nothing', async () => {
    const a = await ordered('bkash');
    const { invoice } = (await storedPayment(a.orderNo)).attempts[0];
    const q = new URLSearchParams({ invoice, paymentID: a.id, status: 'success' }).toString();
    const answers = await Promise.all(Array.from({ length: 10 }, () => rawBkash(q)));
    expect(answers.every((x) => x.status === 303)).toBe(true);
    const s = await storedPayment(a.orderNo);
    expect(s.order).toMatchObject({ status: null, prepaid: 0 });
    expect(s.attempts[0].status).toBe('redirected');
  });

  it('an invoice of an SSLCommerz attempt, or a guessed paymentID, is set aside (another shopper’s order stays)', async () => {
    const ssl = await ordered('sslcommerz');
    const bk = await ordered('bkash');
    const sslInvoice = (await storedPayment(ssl.orderNo)).attempts[0].invoice;
    const bkInvoice = (await storedPayment(bk.orderNo)).attempts[0].invoice;
    for (const paymentID of [
      sslInvoice,
      '',
      'x',
      `${bk.id}x`,
      bk.id.toLowerCase() === bk.id ? bk.id.toUpperCase() : bk.id.toLowerCase(),
    ])
      await rawBkash(new URLSearchParams({ invoice: sslInvoice, paymentID, status: 'cancel' }).toString());
    for (const paymentID of ['', 'x', `${bk.id} `, `${bk.id}x`, sslInvoice])
      await rawBkash(new URLSearchParams({ invoice: bkInvoice, paymentID, status: 'cancel' }).toString());
    expect((await storedPayment(ssl.orderNo)).attempts[0].status).toBe('redirected');
    expect((await storedPayment(bk.orderNo)).attempts[0].status).toBe('redirected');
    expect((await storedPayment(bk.orderNo)).order.status).toBeNull();
  });

  it('an amount bKash reports one taka dearer is not paid', async () => {
    await fake(gateways.bkash, 'next', { mode: 'tamper-amount' });
    const a = await ordered('bkash');
    await payBkash(a.id);
    await bkashCallback(a.redirect, 'success');
    const s = await storedPayment(a.orderNo);
    expect(s.order.prepaid).toBe(0);
    expect(s.attempts[0].status).toBe('failed');
  });

  // Found by this probe and mended: the callback executes only an attempt still open, so a return after it was
  // closed never takes her money for an order the shop cancelled.
  it('a cancel without her session leaves the attempt open: only she, or bKash, closes it', async () => {
    const a = await ordered('bkash');
    const { invoice } = (await storedPayment(a.orderNo)).attempts[0];
    await rawBkash(new URLSearchParams({ invoice, paymentID: a.id, status: 'cancel' }).toString());
    const s = await storedPayment(a.orderNo);
    expect([s.order.status, s.attempts[0].status]).toEqual([null, 'redirected']);
  });

  it('a success return after the attempt was closed (her own second tab, or the sweep) executes nothing at bKash', async () => {
    const a = await ordered('bkash');
    const { invoice } = (await storedPayment(a.orderNo)).attempts[0];
    // Her second tab says "cancel" first, with her session: bKash has no final word, so it closes.
    await call(
      bkashCallbackRoute,
      `/api/payments/bkash/callback?${new URLSearchParams({ invoice, paymentID: a.id, status: 'cancel' })}`,
      {
        headers: { cookie: a.cookie },
      },
    );
    expect((await storedPayment(a.orderNo)).order.status).toBe(ORDER_STATUS.canceledAuthor);
    // She then finishes on bKash's page; bKash sends her back with success.
    await payBkash(a.id);
    await bkashCallback(a.redirect, 'success');
    const payment = gateways.bkash.payments.find((p) => p.paymentID === a.id)!;
    const s = await storedPayment(a.orderNo);
    // The shop must not execute (take her money) for an order it has cancelled.
    expect({ executed: payment.transactionStatus, status: s.order.status, prepaid: s.order.prepaid }).toEqual({
      executed: expect.not.stringMatching(/^Completed$/),
      status: ORDER_STATUS.canceledAuthor,
      prepaid: 0,
    });
  });
});

describe('SSLCommerz: paid without paying, another’s order disturbed', () => {
  it('a forged fail or cancel naming another shopper’s open attempt leaves it open', async () => {
    const victim = await ordered('sslcommerz');
    const { invoice } = (await storedPayment(victim.orderNo)).attempts[0];
    for (const step of ['fail', 'cancel'] as const) {
      expect((await sslcommerzReturn(step, { tran_id: invoice })).status).toBe(303);
      expect((await sslcommerzReturn(step, { tran_id: invoice, val_id: 'forged', status: 'FAILED' })).status).toBe(303);
    }
    const s = await storedPayment(victim.orderNo);
    expect(s.attempts[0].status).toBe('redirected');
    expect(s.order.status).toBeNull();
  });

  it('another paid order’s val_id, posted or in an IPN signed with our password, does not pay this one', async () => {
    const a = await ordered('sslcommerz');
    const b = await ordered('sslcommerz');
    const { fields } = await paySsl(a.id);
    await sslcommerzReturn('success', fields);
    expect((await storedPayment(a.orderNo)).order.prepaid).toBe(a.body.total);
    const bInvoice = (await storedPayment(b.orderNo)).attempts[0].invoice;
    await sslcommerzReturn('success', { ...fields, tran_id: bInvoice });
    const ipn = signed({ ...fields, tran_id: bInvoice, amount: `${b.body.total}.00` }, SSLCOMMERZ_KEYS.storePassword);
    expect((await rawSsl('ipn', new URLSearchParams(ipn).toString())).status).toBe(200);
    // And A replayed: still paid once.
    await sslcommerzReturn('success', fields);
    expect((await rawSsl('ipn', new URLSearchParams(signed(fields, SSLCOMMERZ_KEYS.storePassword)).toString())).status).toBe(200);
    const [sa, sb] = [await storedPayment(a.orderNo), await storedPayment(b.orderNo)];
    expect(sa.order.prepaid).toBe(a.body.total);
    expect(sa.attempts.map((x) => x.status)).toEqual(['paid']);
    expect(sb.order).toMatchObject({ status: null, prepaid: 0 });
    expect(sb.attempts.map((x) => x.status)).toEqual(['redirected']);
  });

  it('an IPN unsigned, signed with a guessed password, or with a verify_key listing nothing, is refused and stores nothing', async () => {
    const a = await ordered('sslcommerz');
    const { invoice } = (await storedPayment(a.orderNo)).attempts[0];
    const fields = { tran_id: invoice, val_id: 'forged', status: 'VALID', amount: `${a.body.total}.00`, currency: 'BDT' };
    const before = gateways.sslcommerz.log.length;
    for (const form of [
      fields,
      signed(fields, 'wrong-password'),
      signed(fields, ''),
      { ...fields, verify_key: '', verify_sign: createHash('md5').update('').digest('hex') },
      { ...fields, verify_key: 'nothing', verify_sign: 'A'.repeat(32) },
      { ...fields, verify_sign: 'x' },
    ])
      expect((await rawSsl('ipn', new URLSearchParams(form).toString())).status).toBe(401);
    expect(gateways.sslcommerz.log.length).toBe(before);
    const s = await storedPayment(a.orderNo);
    expect(s.attempts[0]).toMatchObject({ status: 'redirected' });
    expect(Object.keys(s.attempts[0].raw)).not.toContain('ipn');
  });

  it('a validation reporting another amount pays nothing', async () => {
    const a = await ordered('sslcommerz');
    await fake(gateways.sslcommerz, 'next', { tamperAmount: '1.00' });
    const { fields } = await paySsl(a.id);
    await sslcommerzReturn('success', fields);
    const s = await storedPayment(a.orderNo);
    expect(s.order.prepaid).toBe(0);
    expect(s.attempts[0].status).toBe('failed');
  });
});

describe('checkout: the amount and a double submit', () => {
  it('the client’s own total, charge or amount never reaches the gateway', async () => {
    const a = await ordered('bkash', { total: 1, amount: 1, charge: 0, cart_info: { total: 1 }, pay_ahead: 1 });
    expect(gateways.bkash.payments.find((p) => p.paymentID === a.id)).toMatchObject({ amount: `${a.body.total}.00` });
    expect(a.body.total).toBeGreaterThan(1);
  });

  // Found by this probe and mended: the start is claimed first (created → redirected by one request), so two submits
  // of one order_key at once start one payment, and the second waits for its page.
  it.each(['bkash', 'sslcommerz'] as const)(
    'the same order submitted twice at once (%s) opens one payment, and both answers send her to it',
    async (method) => {
      const shopper = await signedInCustomer();
      const key = randomUUID();
      const pick = await line();
      const answers = await Promise.all([0, 1].map(() => placeOrder(shopper.cookie, [pick], { method, order_key: key })));
      const orderNo = answers.find((r) => r.status === 201)?.body.orderid;
      const { order, attempts } = await storedPayment(orderNo);
      // Whichever answer her browser follows must be the attempt's own page, and the order must still wait for it.
      expect({
        statuses: answers.map((r) => r.status),
        redirects: answers.map((r) => r.body.payment?.redirect),
        attempts: attempts.map((x) => x.status),
        order: order.status,
      }).toEqual({
        statuses: [201, 201],
        redirects: [attempts[0].raw.redirect, attempts[0].raw.redirect],
        attempts: ['redirected'],
        order: null,
      });
    },
  );
});

describe('GET /api/public/payment: another customer’s payment', () => {
  it('answers 404 for another shopper’s order, 401 without a session, 400 for junk', async () => {
    const a = await ordered('bkash');
    const stranger = await signedInCustomer('Stranger');
    const get = async (query: string, cookie?: string) => {
      const res = await call(paymentRoute, `/api/public/payment?${query}`, { headers: cookie ? { cookie } : {} });
      const text = res.text;
      answered.push(text);
      return { status: res.status, text };
    };
    expect((await get(`orderid=${a.orderNo}`, a.cookie)).status).toBe(200);
    const theirs = await get(`orderid=${a.orderNo}`, stranger.cookie);
    expect(theirs.status).toBe(404);
    expect(theirs.text).not.toContain(String(a.body.total));
    expect((await get(`orderid=${a.orderNo}`)).status).toBe(401);
    expect((await get(`orderid=${a.orderNo.toLowerCase()}`, stranger.cookie)).status).toBe(404);
    expect((await get(`orderid=${'9'.repeat(21)}`, stranger.cookie)).status).toBe(400);
    expect((await get(`orderid=%00`, stranger.cookie)).status).toBeLessThan(500);
    expect((await get(`orderid=${encodeURIComponent("' or 1=1 --")}`, stranger.cookie)).status).toBe(404);
    expect((await get(`city=Nowhere`, stranger.cookie)).status).toBe(400);
  });
});

describe('refunds', () => {
  /** An order paid in whole by bKash through the fake, then cancelled by the desk. */
  async function paidThenCancelled() {
    const a = await ordered('bkash');
    await payBkash(a.id);
    await bkashCallback(a.redirect, 'success');
    const cancel = { from: ORDER_STATUS.processing, to: ORDER_STATUS.canceled, reason: 'customer-cancelled' };
    expect(
      (await postJson(setStatus, `/api/admin/orders/${a.orderNo}/status`, cancel, owner, { orderNo: a.orderNo })).status,
    ).toBe(200);
    const { attempts } = await storedPayment(a.orderNo);
    return { ...a, attempt: attempts[0] };
  }
  const refund = async (orderNo: string, body: Record<string, unknown>, cookie = owner) => {
    const res = await postJson(refundRoute, `/api/admin/orders/${orderNo}/refunds`, body, cookie, { orderNo });
    answered.push(JSON.stringify(res.body));
    return res;
  };

  it('refuses staff without the couriers area, more than paid, odd amounts and another order’s payment', async () => {
    const a = await paidThenCancelled();
    const other = await paidThenCancelled();
    const desk = (await signedInStaff('staff', 'Desk only', ['orders'])).cookie;
    const money = (await signedInStaff('staff', 'Money desk', ['couriers'])).cookie;
    expect((await refund(a.orderNo, { attempt: a.attempt.id, amount: 10, reason: 'Desk tries' }, desk)).status).toBe(403);
    expect((await refund(a.orderNo, { attempt: a.attempt.id, amount: 10, reason: 'No one' }, '')).status).toBe(401);
    expect((await refund(a.orderNo, { attempt: a.attempt.id, amount: 10, reason: 'Money desk' }, money)).status).toBe(201);
    const spent = 10;
    expect(
      (await refund(a.orderNo, { attempt: a.attempt.id, amount: a.body.total - spent + 1, reason: 'Too much' })).status,
    ).toBe(422);
    for (const amount of [0, -5, 1.5, '10', 1e12, null])
      expect((await refund(a.orderNo, { attempt: a.attempt.id, amount, reason: 'Odd amount' })).status).toBe(400);
    expect((await refund(a.orderNo, { attempt: other.attempt.id, amount: 10, reason: 'Not this order' })).status).toBe(404);
    expect((await refund('NOPE', { attempt: a.attempt.id, amount: 10, reason: 'No order' })).status).toBeLessThan(500);
    const rows = await (await getDb()).select().from(paymentRefunds);
    expect(rows.filter((r) => r.attemptId === other.attempt.id)).toHaveLength(0);
  });

  it('two whole refunds at once: one goes through, the other is refused, prepaid never below zero', async () => {
    const a = await paidThenCancelled();
    const answers = await Promise.all(
      [0, 1, 2].map(() => refund(a.orderNo, { attempt: a.attempt.id, amount: a.body.total, reason: 'Twice at once' })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 422, 422]);
    const { order, attempts } = await storedPayment(a.orderNo);
    expect(order.prepaid).toBe(0);
    expect(attempts[0].status).toBe('refunded');
    const rows = (await (await getDb()).select().from(paymentRefunds)).filter((r) => r.attemptId === a.attempt.id);
    expect(rows.map((r) => r.status)).toEqual(['refunded']);
    // A refunded attempt refunds no more.
    expect((await refund(a.orderNo, { attempt: a.attempt.id, amount: 1, reason: 'Once more' })).status).toBe(409);
  });

  it('an unpaid attempt is not refunded', async () => {
    const a = await ordered('sslcommerz');
    const { attempts } = await storedPayment(a.orderNo);
    expect((await refund(a.orderNo, { attempt: attempts[0].id, amount: 1, reason: 'Not paid' })).status).toBe(409);
  });
});

describe('no route answers a 5xx to a forger', () => {
  it('bKash’s callback', async () => {
    const a = await ordered('bkash');
    const { invoice } = (await storedPayment(a.orderNo)).attempts[0];
    const queries = [
      '',
      'invoice=&paymentID=&status=success',
      'invoice=x&paymentID=y&status=weird',
      `invoice=${'x'.repeat(41)}&paymentID=y&status=success`,
      `invoice=x&paymentID=${'y'.repeat(101)}&status=success`,
      'invoice=%00&paymentID=%00&status=success',
      `invoice=${encodeURIComponent(invoice)}&paymentID=%00&status=failure`,
      'invoice=%E0%A4%A&paymentID=%FF&status=cancel',
      'invoice=a&invoice=b&paymentID=y&status=success',
      `invoice=${encodeURIComponent("' or 1=1 --")}&paymentID=x&status=success`,
      'invoice=%F0%9F%92%B3&paymentID=%F0%9F%92%B3&status=success',
    ];
    const statuses = [];
    for (const q of queries) statuses.push([q, (await rawBkash(q)).status]);
    expect(statuses.filter(([, s]) => (s as number) >= 500)).toEqual([]);
    for (const method of ['POST', 'PUT', 'DELETE']) {
      const res = await call(bkashCallbackRoute, '/api/payments/bkash/callback', { method });
      expect(res.status).toBeLessThan(500);
    }
    expect((await storedPayment(a.orderNo)).attempts[0].status).toBe('redirected');
  });

  it('SSLCommerz’s returns and IPN', async () => {
    const a = await ordered('sslcommerz');
    const bk = await ordered('bkash');
    const { invoice } = (await storedPayment(a.orderNo)).attempts[0];
    const bkInvoice = (await storedPayment(bk.orderNo)).attempts[0].invoice;
    const bodies: [string, string, string?][] = [];
    for (const step of ['success', 'fail', 'cancel', 'ipn', 'refund', '..', '%00'])
      bodies.push(
        [step, ''],
        [step, 'tran_id=%00&val_id=%00'],
        [step, `tran_id=${'x'.repeat(41)}`],
        [step, `tran_id=${invoice}&val_id=${'v'.repeat(101)}`],
        [step, `tran_id=${bkInvoice}&val_id=x`],
        [step, 'tran_id=%E0%A4%A&val_id=%FF%FE'],
        [step, `tran_id=${invoice}&val_id=%00`],
        [step, '%%%&&&==='],
        [step, `tran_id=${invoice}&tran_id=${bkInvoice}`],
        [step, JSON.stringify({ tran_id: invoice }), 'application/json'],
        [step, `tran_id=${invoice}`, 'text/plain'],
        [step, `tran_id=${invoice}&pad=${'p'.repeat(200_000)}`],
        [step, `__proto__=x&constructor=y&tran_id=${invoice}&verify_key=__proto__,constructor&verify_sign=${'a'.repeat(32)}`],
      );
    const fails: unknown[] = [];
    for (const [step, body, type] of bodies) {
      const { status, text } = await rawSsl(step, body, type);
      if (status >= 500) fails.push([step, body.slice(0, 60), type, status, text]);
    }
    // A signed IPN whose tran_id holds a NUL (as only SSLCommerz could send it).
    const nul = signed({ tran_id: '\u0000', val_id: '\u0000' }, SSLCOMMERZ_KEYS.storePassword);
    const res = await rawSsl('ipn', new URLSearchParams(nul).toString());
    if (res.status >= 500) fails.push(['ipn signed NUL', res.status, res.text]);
    expect(fails).toEqual([]);
    expect((await storedPayment(a.orderNo)).attempts[0].status).toBe('redirected');
  });
});

describe('credentials', () => {
  it('are in no stored row, console line or answer of the probes above', async () => {
    // One more run of each path that talks to the gateways, so the file stands alone.
    const a = await ordered('bkash');
    await payBkash(a.id);
    await bkashCallback(a.redirect, 'success');
    const s = await ordered('sslcommerz');
    await sslcommerzReturn('success', (await paySsl(s.id)).fields);
    const db = await getDb();
    const stored = JSON.stringify([await db.select().from(paymentAttempts), await db.select().from(paymentRefunds)]);
    const secrets = [
      BKASH_KEYS.appSecret,
      BKASH_KEYS.password,
      SSLCOMMERZ_KEYS.storePassword,
      createHash('md5').update(SSLCOMMERZ_KEYS.storePassword).digest('hex'),
      'bk-id-token-',
      'bk-refresh-token-',
      'store_passwd',
      'app_secret',
    ];
    for (const [where, text] of [
      ['stored rows', stored],
      ['console', written.join('\n')],
      ['answers', answered.join('\n')],
    ])
      for (const secret of secrets) expect(`${where}: ${text.includes(secret) ? secret : 'clean'}`).toBe(`${where}: clean`);
  });
});
