import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSslcommerz, type FakeOutcome, type FakeSwitches } from '@/test/fakes/sslcommerz.mjs';
import { GatewayError } from './gateway';
import { sslcommerz, type SessionRequest } from './sslcommerz';

const STORE = { storeId: 'lumiere-test', storePassword: 'lumiere-secret@ssl' };

let fake: Awaited<ReturnType<typeof startSslcommerz>>;
let client: ReturnType<typeof sslcommerz>;
/** The shop's IPN route, as the fake reaches it: it keeps each IPN's fields. */
let ipn: { url: string; received: Record<string, string>[]; close(): Promise<void> };

/** A server that keeps the forms posted to it, standing in for the shop's IPN route. */
async function startIpnReceiver() {
  const received: Record<string, string>[] = [];
  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    received.push(Object.fromEntries(new URLSearchParams(text)));
    res.writeHead(200).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ipn`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const session = (tranId: string, amountPaisa = 129_000): SessionRequest => ({
  tranId,
  amountPaisa,
  successUrl: 'http://shop.test/api/payments/sslcommerz/success',
  failUrl: 'http://shop.test/api/payments/sslcommerz/fail',
  cancelUrl: 'http://shop.test/api/payments/sslcommerz/cancel',
  ipnUrl: ipn.url,
  productName: 'Clothing',
  productCategory: 'Clothing',
  numOfItem: 2,
  valueA: '1001',
  customer: {
    name: 'Nusrat Jahan',
    email: 'nusrat@example.com',
    phone: '01712345678',
    address: 'House 12, Road 5, Dhanmondi',
    city: 'Dhaka',
    postcode: '1205',
  },
});

const control = (path: string, body: object) =>
  fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) }).then((r) => r.json());
const next = (switches: FakeSwitches) => control('next', switches);
/** What a button of the hosted page does: the IPN sent, and the fields the browser would post to the shop. */
const pay = (sessionkey: string, outcome: FakeOutcome): Promise<{ url: string; fields: Record<string, string> }> =>
  control('pay', { sessionkey, outcome });

/** A session opened and paid with `outcome`: the browser's fields. */
async function paid(tranId: string, outcome: FakeOutcome = 'pay', amountPaisa?: number) {
  const { sessionKey } = await client.createSession(session(tranId, amountPaisa));
  return (await pay(sessionKey, outcome)).fields;
}

/** The GatewayError a call ends in (null if it succeeds). */
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (expect(error).toBeInstanceOf(GatewayError), error as GatewayError),
  );

beforeAll(async () => {
  ipn = await startIpnReceiver();
  fake = await startSslcommerz(STORE);
  client = sslcommerz({ baseUrl: fake.url, ...STORE, timeoutMs: 300 });
});

afterAll(async () => {
  await fake.close();
  await ipn.close();
});

beforeEach(async () => {
  await control('reset', {});
  ipn.received.length = 0;
});

describe('createSession', () => {
  it('opens a session with the total as "1290.00", neutral words and the shopper, and answers its page', async () => {
    const opened = await client.createSession(session('LI1001-1'));

    expect(opened.sessionKey).toMatch(/^FAKESESSION\d+$/);
    expect(opened.gatewayUrl).toBe(`${fake.url}/pay/${opened.sessionKey}`);
    expect(fake.log).toHaveLength(1);
    expect(fake.log[0]).toMatchObject({ method: 'POST', path: '/gwprocess/v4/api.php', query: {} });
    expect(fake.log[0].body).toEqual({
      store_id: 'lumiere-test',
      store_passwd: 'lumiere-secret@ssl',
      total_amount: '1290.00',
      currency: 'BDT',
      tran_id: 'LI1001-1',
      success_url: 'http://shop.test/api/payments/sslcommerz/success',
      fail_url: 'http://shop.test/api/payments/sslcommerz/fail',
      cancel_url: 'http://shop.test/api/payments/sslcommerz/cancel',
      ipn_url: ipn.url,
      product_name: 'Clothing',
      product_category: 'Clothing',
      product_profile: 'physical-goods',
      shipping_method: 'NO',
      num_of_item: '2',
      cus_name: 'Nusrat Jahan',
      cus_email: 'nusrat@example.com',
      cus_add1: 'House 12, Road 5, Dhanmondi',
      cus_city: 'Dhaka',
      cus_postcode: '1205',
      cus_country: 'Bangladesh',
      cus_phone: '01712345678',
      value_a: '1001',
    });
    expect(opened.raw).toMatchObject({ status: 'SUCCESS', sessionkey: opened.sessionKey });
  });

  it('writes paisa exactly and cuts the shopper’s texts to SSLCommerz’s limits', async () => {
    const request = session('LI1002-1', 1_005);
    await client.createSession({ ...request, customer: { ...request.customer, address: 'A'.repeat(80), phone: '8'.repeat(30) } });

    expect(fake.log[0].body).toMatchObject({ total_amount: '10.05', cus_add1: 'A'.repeat(50), cus_phone: '8'.repeat(20) });
  });

  it.each([
    ['below 10.00', 999],
    ['above 500000.00', 500_000_01],
    ['not whole paisa', 1_500.5],
  ])('refuses a total %s without calling SSLCommerz', async (_, amountPaisa) => {
    const error = await failureOf(client.createSession(session('LI1003-1', amountPaisa)));

    expect(error?.kind).toBe('refused');
    expect(error?.message).toBe('SSLCommerz takes 10.00 to 500000.00 BDT');
    expect(fake.log).toHaveLength(0);
  });

  it('refuses a tran_id longer than 30 characters without calling', async () => {
    const error = await failureOf(client.createSession(session('L'.repeat(31))));

    expect(error?.kind).toBe('refused');
    expect(fake.log).toHaveLength(0);
  });

  it('reads a FAILED session as refused, with SSLCommerz’s failedreason', async () => {
    await client.createSession(session('LI1004-1'));
    const error = await failureOf(client.createSession(session('LI1004-1')));

    expect(error).toMatchObject({ kind: 'refused', message: 'Duplicate tran_id', code: 'Duplicate tran_id' });
  });

  it('refuses with wrong keys, never naming the password', async () => {
    const wrong = sslcommerz({ baseUrl: fake.url, storeId: 'lumiere-test', storePassword: 'not-the-password' });
    const error = await failureOf(wrong.createSession(session('LI1005-1')));

    expect(error).toMatchObject({ kind: 'refused', message: 'Store Credential Error Or Store is De-active' });
    expect(JSON.stringify(error)).not.toContain('not-the-password');
  });
});

describe('the hosted page', () => {
  it('is titled SSLCommerz, has the four buttons, and posts a signed return to success_url after the IPN', async () => {
    const { gatewayUrl, sessionKey } = await client.createSession(session('LI1010-1'));

    const page = await (await fetch(gatewayUrl)).text();
    expect(page).toContain('<title>SSLCommerz</title>');
    expect([...page.matchAll(/<button[^>]*>([^<]+)<\/button>/g)].map((match) => match[1])).toEqual([
      'Pay',
      'Fail',
      'Cancel',
      'Pay risky',
    ]);

    const clicked = await fetch(gatewayUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=pay',
    });
    const form = await clicked.text();
    expect(form).toContain('<form method="post" action="http://shop.test/api/payments/sslcommerz/success">');
    expect(form).toContain('<input type="hidden" name="tran_id" value="LI1010-1">');
    expect(form).toContain('<input type="hidden" name="status" value="VALID">');
    expect(ipn.received).toHaveLength(1);
    expect(ipn.received[0]).toMatchObject({ status: 'VALID', tran_id: 'LI1010-1', amount: '1290.00', value_a: '1001' });
    expect(client.ipnSigned(ipn.received[0])).toBe(true);
    expect(sessionKey).toMatch(/^FAKESESSION/);
  });

  it('sends Fail and Cancel back to fail_url and cancel_url with FAILED and CANCELLED', async () => {
    const { sessionKey: failing } = await client.createSession(session('LI1011-1'));
    const { sessionKey: leaving } = await client.createSession(session('LI1011-2'));

    const failed = await pay(failing, 'fail');
    const cancelled = await pay(leaving, 'cancel');

    expect(failed).toMatchObject({ url: 'http://shop.test/api/payments/sslcommerz/fail', fields: { status: 'FAILED' } });
    expect(cancelled).toMatchObject({
      url: 'http://shop.test/api/payments/sslcommerz/cancel',
      fields: { status: 'CANCELLED', error: 'Cancelled by User' },
    });
    expect(ipn.received.map((fields) => fields.status)).toEqual(['FAILED', 'CANCELLED']);
  });
});

describe('validate', () => {
  it('reports VALID as paid, and the same val_id again (VALIDATED) still paid', async () => {
    const fields = await paid('LI1020-1');

    const first = await client.validate(fields.val_id);
    const again = await client.validate(fields.val_id);

    expect(first).toEqual({
      state: 'paid',
      reference: 'LI1020-1',
      invoice: 'LI1020-1',
      transaction: fields.val_id,
      bankTransaction: fields.bank_tran_id,
      amountPaisa: 129_000,
      currency: 'BDT',
      storeMatches: true,
      risky: false,
      raw: expect.objectContaining({ status: 'VALID', amount: '1290.00', APIConnect: 'DONE' }),
    });
    expect(again).toMatchObject({ state: 'paid', amountPaisa: 129_000, raw: expect.objectContaining({ status: 'VALIDATED' }) });
    expect(fake.log.at(-1)).toMatchObject({
      method: 'GET',
      path: '/validator/api/validationserverAPI.php',
      query: { val_id: fields.val_id, store_id: 'lumiere-test', store_passwd: 'lumiere-secret@ssl', v: '1', format: 'json' },
    });
  });

  it('reports the amount SSLCommerz validated when it differs from the one sent, every time it is asked', async () => {
    await next({ tamperAmount: '1.00' });
    const fields = await paid('LI1021-1');

    expect(await client.validate(fields.val_id)).toMatchObject({ state: 'paid', amountPaisa: 100 });
    expect(await client.validate(fields.val_id)).toMatchObject({ state: 'paid', amountPaisa: 100 });
    expect(await client.queryByTranId('LI1021-1')).toMatchObject({ state: 'paid', amountPaisa: 100 });
    expect(fields.amount).toBe('1290.00');
  });

  it('reads INVALID_TRANSACTION as failed, with it as the reason', async () => {
    await next({ invalid: true });
    const fields = await paid('LI1022-1');

    expect(await client.validate(fields.val_id)).toMatchObject({ state: 'failed', reason: 'INVALID_TRANSACTION' });
    expect(await client.validate(fields.val_id)).toMatchObject({
      state: 'failed',
      reason: 'INVALID_TRANSACTION',
      reference: null,
    });
    expect(await client.validate('FORGED-VAL-ID')).toMatchObject({ state: 'failed', reason: 'INVALID_TRANSACTION' });
  });

  it('reports risk_level 1 as risky, the money still moved', async () => {
    const fields = await paid('LI1023-1', 'risky');

    expect(await client.validate(fields.val_id)).toMatchObject({ state: 'paid', risky: true });
  });

  it('reports a failed try as failed and a cancelled one as cancelled, with SSLCommerz’s words', async () => {
    const failed = await paid('LI1024-1', 'fail');
    const cancelled = await paid('LI1024-2', 'cancel');

    expect(await client.validate(failed.val_id)).toMatchObject({ state: 'failed', reason: 'Declined by the bank' });
    expect(await client.validate(cancelled.val_id)).toMatchObject({ state: 'cancelled', reason: 'Cancelled by User' });
  });

  it('reads EXPIRED as expired and UNATTEMPTED as still pending', async () => {
    const fields = await paid('LI1028-1');
    const expired = sslcommerz({ baseUrl: fake.url, ...STORE, fetch: rewriting({ status: 'EXPIRED' }) });
    const unattempted = sslcommerz({ baseUrl: fake.url, ...STORE, fetch: rewriting({ status: 'UNATTEMPTED' }) });

    expect(await expired.validate(fields.val_id)).toMatchObject({ state: 'expired', reason: 'EXPIRED' });
    expect(await unattempted.validate(fields.val_id)).toMatchObject({ state: 'pending', reason: 'UNATTEMPTED' });
  });

  it('says when the store id reported is not ours', async () => {
    const fields = await paid('LI1025-1');
    const other = sslcommerz({ baseUrl: fake.url, ...STORE, fetch: withStore('another-store') });

    expect(await other.validate(fields.val_id)).toMatchObject({ state: 'paid', storeMatches: false });
  });

  it('distrusts an amount that SSLCommerz states twice and differently', async () => {
    const fields = await paid('LI1026-1');
    const other = sslcommerz({ baseUrl: fake.url, ...STORE, fetch: rewriting({ currency_amount: '1300.00' }) });

    expect(await other.validate(fields.val_id)).toMatchObject({ state: 'paid', amountPaisa: null });
  });

  it('reports a foreign currency as SSLCommerz names it', async () => {
    const fields = await paid('LI1027-1');
    const other = sslcommerz({
      baseUrl: fake.url,
      ...STORE,
      fetch: rewriting({ currency_type: 'USD', currency_amount: '10.50' }),
    });

    expect(await other.validate(fields.val_id)).toMatchObject({ currency: 'USD', amountPaisa: 129_000 });
  });
});

/** A fetch whose JSON answers have these fields replaced (SSLCommerz saying what the fake does not). */
function rewriting(fields: Record<string, string>): typeof fetch {
  return async (input, init) => {
    const response = await fetch(input, init);
    return Response.json({ ...(await response.json()), ...fields }, { status: response.status });
  };
}
const withStore = (storeId: string) => rewriting({ store_id: storeId });

describe('queryByTranId', () => {
  it('is pending before the shopper pays', async () => {
    await client.createSession(session('LI1030-1'));

    expect(await client.queryByTranId('LI1030-1')).toMatchObject({
      state: 'pending',
      reference: 'LI1030-1',
      reason: 'No payment was tried',
    });
    expect(fake.log.at(-1)).toMatchObject({
      path: '/validator/api/merchantTransIDvalidationAPI.php',
      query: { tran_id: 'LI1030-1', store_id: 'lumiere-test', store_passwd: 'lumiere-secret@ssl' },
    });
  });

  it('picks the try that paid over one that failed before it', async () => {
    const { sessionKey } = await client.createSession(session('LI1031-1'));
    await pay(sessionKey, 'fail');
    const { fields } = await pay(sessionKey, 'pay');

    expect(await client.queryByTranId('LI1031-1')).toMatchObject({
      state: 'paid',
      transaction: fields.val_id,
      bankTransaction: fields.bank_tran_id,
      amountPaisa: 129_000,
    });
  });

  it('is answered by session too, by the fake as by SSLCommerz, amounts with two decimals', async () => {
    const { sessionKey } = await client.createSession(session('LI1033-1', 100_000));
    const query = (key: string) =>
      fetch(
        `${fake.url}/validator/api/merchantTransIDvalidationAPI.php?sessionkey=${key}&store_id=lumiere-test&store_passwd=lumiere-secret%40ssl&v=1&format=json`,
      ).then((response) => response.json());

    expect(await query(sessionKey)).toMatchObject({
      APIConnect: 'DONE',
      status: 'PENDING',
      tran_id: 'LI1033-1',
      amount: '1000.00',
    });
    const { fields } = await pay(sessionKey, 'pay');
    expect(await query(sessionKey)).toMatchObject({ status: 'VALID', val_id: fields.val_id, amount: '1000.00' });
    expect(await query('NO-SUCH-SESSION')).toMatchObject({ status: 'INVALID_SESSION' });
  });

  it('reports a cancelled try', async () => {
    await paid('LI1032-1', 'cancel');

    expect(await client.queryByTranId('LI1032-1')).toMatchObject({ state: 'cancelled', reason: 'Cancelled by User' });
  });
});

describe('ipnSigned', () => {
  it('accepts the IPN SSLCommerz signed, and refuses one with a field changed or signed with another password', async () => {
    await paid('LI1040-1');
    const [fields] = ipn.received;
    const other = sslcommerz({ baseUrl: fake.url, storeId: 'lumiere-test', storePassword: 'another-password' });

    expect(client.ipnSigned(fields)).toBe(true);
    expect(client.ipnSigned({ ...fields, amount: '1.00' })).toBe(false);
    expect(client.ipnSigned({ ...fields, verify_sign: fields.verify_sign.replace(/^./, (c) => (c === '0' ? '1' : '0')) })).toBe(
      false,
    );
    expect(other.ipnSigned(fields)).toBe(false);
    const { verify_sign: _, ...unsigned } = fields;
    expect(client.ipnSigned(unsigned)).toBe(false);
  });

  it('signs only the fields verify_key lists, as SSLCommerz’s recipe does', async () => {
    await paid('LI1041-1');
    const [fields] = ipn.received;

    expect(fields.verify_key.split(',')).toContain('amount');
    expect(client.ipnSigned({ ...fields, unlisted: 'anything' })).toBe(true);
  });

  it('follows the switches: an IPN dropped, sent twice, or late', async () => {
    await next({ dropIpn: true });
    await paid('LI1042-1');
    expect(ipn.received).toHaveLength(0);

    await next({ duplicateIpn: true });
    await paid('LI1042-2');
    expect(ipn.received.map((fields) => fields.tran_id)).toEqual(['LI1042-2', 'LI1042-2']);

    await next({ delayIpnMs: 100 });
    await paid('LI1042-3');
    expect(ipn.received).toHaveLength(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(ipn.received.at(-1)?.tran_id).toBe('LI1042-3');
  });
});

describe('refund', () => {
  const refund = (bankTranId: string, amountPaisa: number, refundTransId: string) =>
    client.refund({ bankTranId, amountPaisa, remarks: 'Order cancelled', refundTransId });

  it('refunds the whole amount, and its query says refunded', async () => {
    const fields = await paid('LI1050-1');

    const done = await refund(fields.bank_tran_id, 129_000, 'RF1050-1');

    expect(done).toEqual({ refundRefId: expect.stringMatching(/^FAKEREF\d+$/), status: 'success', raw: expect.any(Object) });
    expect(fake.log.at(-1)?.query).toEqual({
      bank_tran_id: fields.bank_tran_id,
      refund_trans_id: 'RF1050-1',
      refund_amount: '1290.00',
      refund_remarks: 'Order cancelled',
      v: '1',
      format: 'json',
      store_id: 'lumiere-test',
      store_passwd: 'lumiere-secret@ssl',
    });
    expect(await client.refundStatus(done.refundRefId!)).toMatchObject({ status: 'refunded' });
  });

  it('refunds in parts, and refuses a part above what is left', async () => {
    const fields = await paid('LI1051-1');

    expect(await refund(fields.bank_tran_id, 29_000, 'RF1051-1')).toMatchObject({ status: 'success' });
    expect(await refund(fields.bank_tran_id, 100_000, 'RF1051-2')).toMatchObject({ status: 'success' });
    expect(await refund(fields.bank_tran_id, 1, 'RF1051-3')).toEqual({
      refundRefId: null,
      status: 'failed',
      reason: 'Refund amount is more than the amount left to refund',
      raw: expect.any(Object),
    });
  });

  it('refuses a refund above the amount paid', async () => {
    const fields = await paid('LI1052-1');

    expect(await refund(fields.bank_tran_id, 129_001, 'RF1052-1')).toMatchObject({ status: 'failed', refundRefId: null });
  });

  it('answers a refund_trans_id sent again with the same refund, the money refunded once', async () => {
    const fields = await paid('LI1053-1');

    const first = await refund(fields.bank_tran_id, 129_000, 'RF1053-1');
    const again = await refund(fields.bank_tran_id, 129_000, 'RF1053-1');

    expect(again).toMatchObject({ status: 'success', refundRefId: first.refundRefId });
  });

  it('refuses a non-positive amount or a long refund id before calling', async () => {
    const calls = fake.log.length;

    expect(await failureOf(refund('FAKEBANK1', 0, 'RF1'))).toMatchObject({ kind: 'refused' });
    expect(await failureOf(refund('FAKEBANK1', 100, 'R'.repeat(31)))).toMatchObject({ kind: 'refused' });
    expect(fake.log).toHaveLength(calls);
  });
});

describe('when SSLCommerz does not answer', () => {
  it('is unavailable on a hang, a 500 or no server, in words without credentials', async () => {
    const fields = await paid('LI1060-1');

    await next({ hang: true });
    const hung = await failureOf(client.validate(fields.val_id));
    await next({ http500: true });
    const broken = await failureOf(client.createSession(session('LI1060-2')));
    const nowhere = await failureOf(
      sslcommerz({ baseUrl: 'http://127.0.0.1:9', ...STORE, timeoutMs: 300 }).queryByTranId('LI1060-1'),
    );

    expect([hung?.kind, broken?.kind, nowhere?.kind]).toEqual(['unavailable', 'unavailable', 'unavailable']);
    expect(hung?.message).toBe('SSLCommerz did not answer (TimeoutError)');
    expect(broken?.message).toBe('SSLCommerz answered 500');
    for (const error of [hung, broken, nowhere]) expect(`${error?.message} ${error?.code}`).not.toMatch(/lumiere-(secret|test)/);
  });

  it('is refused when SSLCommerz refuses the keys (APIConnect), the password named nowhere', async () => {
    const fields = await paid('LI1061-1');
    const wrong = sslcommerz({ baseUrl: fake.url, storeId: 'lumiere-test', storePassword: 'not-the-password' });

    const error = await failureOf(wrong.validate(fields.val_id));

    expect(error).toMatchObject({ kind: 'refused', code: 'FAILED', message: 'SSLCommerz refused the call (FAILED)' });
    expect(JSON.stringify({ ...error, message: error?.message })).not.toContain('not-the-password');
  });
});

describe('credentials', () => {
  it('never appear in what the client answers', async () => {
    const opened = await client.createSession(session('LI1070-1'));
    const { fields } = await pay(opened.sessionKey, 'pay');
    const echoing = sslcommerz({
      baseUrl: fake.url,
      ...STORE,
      fetch: rewriting({ store_passwd: STORE.storePassword, note: `key ${STORE.storePassword}` }),
    });

    const answers = [
      opened,
      await client.validate(fields.val_id),
      await client.queryByTranId('LI1070-1'),
      await client.refund({ bankTranId: fields.bank_tran_id, amountPaisa: 100, remarks: 'x', refundTransId: 'RF1070-1' }),
      await echoing.validate(fields.val_id),
    ];

    const text = JSON.stringify(answers);
    expect(text).not.toContain(STORE.storePassword);
    expect(text).not.toContain('store_passwd');
    expect(text).not.toContain('"store_id"');
    // The fake did receive them: the test's view of what the shop sent.
    expect(JSON.stringify(fake.log)).toContain(STORE.storePassword);
  });
});
