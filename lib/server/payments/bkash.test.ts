import { startBkash } from '@/test/fakes/bkash.mjs';
import { bkash, type BkashSettings } from './bkash';
import { GatewayError } from './gateway';

const KEYS = {
  appKey: 'bk-app-key-4f6o0cjiki',
  appSecret: 'bk-app-secret-2is7hdktre',
  username: 'shop-bkash-user',
  password: 'shop-bkash-password@123',
};
const GRANT = '/v1.2.0-beta/tokenized/checkout/token/grant';
const REFRESH = '/v1.2.0-beta/tokenized/checkout/token/refresh';
const CALLBACK = 'https://shop.example/api/payments/bkash/callback';

type Fake = Awaited<ReturnType<typeof startBkash>>;
let fake: Fake;

const client = (more: Partial<BkashSettings> = {}) => bkash({ baseUrl: fake.baseUrl, ...KEYS, timeoutMs: 500, ...more });
const control = (path: string, body: object = {}) =>
  fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });
/** The shopper's press of a button on bKash's page; where the browser is sent back. */
const press = async (paymentID: string, outcome: 'paid' | 'insufficient' | 'cancel' | 'fail') =>
  ((await (await control('pay', { paymentID, outcome })).json()) as { location: string }).location;
const paths = () => fake.log.map((call) => call.path.replace('/v1.2.0-beta/tokenized/checkout/', ''));
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: GatewayError) => (expect(error).toBeInstanceOf(GatewayError), error),
  );

/** A payment of BDT 1290.00 made and, when `outcome` is given, its button pressed. */
async function payment(bk = client(), outcome?: 'paid' | 'insufficient' | 'cancel' | 'fail', invoice = 'LI-2001') {
  const made = await bk.create({ amountPaisa: 129_000, invoice, payerReference: '01712345678', callbackUrl: CALLBACK });
  if (outcome) await press(made.paymentId, outcome);
  return made;
}

beforeAll(async () => {
  fake = await startBkash(KEYS);
});

afterAll(() => fake.close());

beforeEach(() => control('reset'));

describe('create and execute', () => {
  it('creates a mode 0011 sale in BDT as bKash documents it, with the token’s headers', async () => {
    const made = await payment();

    expect(made.paymentId).toMatch(/^TR0011FK\d{8}$/);
    expect(made.bkashUrl).toBe(`${fake.url}/pay/${made.paymentId}`);
    expect(fake.log.map(({ path, body, headers }) => ({ path, body, headers }))).toEqual([
      {
        path: GRANT,
        body: { app_key: KEYS.appKey, app_secret: KEYS.appSecret },
        headers: { username: KEYS.username, password: KEYS.password },
      },
      {
        path: '/v1.2.0-beta/tokenized/checkout/create',
        body: {
          mode: '0011',
          payerReference: '01712345678',
          callbackURL: CALLBACK,
          amount: '1290.00',
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: 'LI-2001',
        },
        headers: { authorization: expect.stringMatching(/^bk-id-token-\d+$/), 'x-app-key': KEYS.appKey },
      },
    ]);
  });

  it('sends the shopper back to the callback with paymentID and status, joined to its query', async () => {
    const bk = client();
    const plain = await payment(bk);
    const withQuery = await bk.create({
      amountPaisa: 6_000,
      invoice: 'LI-2002',
      payerReference: '01712345678',
      callbackUrl: `${CALLBACK}?attempt=7`,
    });

    expect(await press(plain.paymentId, 'paid')).toBe(`${CALLBACK}?paymentID=${plain.paymentId}&status=success`);
    expect(await press(withQuery.paymentId, 'cancel')).toBe(
      `${CALLBACK}?attempt=7&paymentID=${withQuery.paymentId}&status=cancel`,
    );
  });

  it('the hosted page is titled bKash, its buttons answering 302 to the callback', async () => {
    const { paymentId, bkashUrl } = await payment();
    const html = await (await fetch(bkashUrl)).text();
    const pressed = await fetch(bkashUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=fail',
      redirect: 'manual',
    });

    expect(html).toContain('<title>bKash</title>');
    for (const button of ['Pay', 'Insufficient balance', 'Cancel', 'Fail']) expect(html).toContain(`>${button}</button>`);
    expect(pressed.status).toBe(302);
    expect(pressed.headers.get('location')).toBe(`${CALLBACK}?paymentID=${paymentId}&status=failure`);
  });

  it('reports a paid payment: Completed, its trxID, amount in paisa, invoice and currency', async () => {
    const bk = client();
    const { paymentId } = await payment(bk, 'paid');

    const report = await bk.execute(paymentId);

    expect(report).toMatchObject({
      state: 'paid',
      reference: paymentId,
      invoice: 'LI-2001',
      transaction: fake.payments[0].trxID,
      amountPaisa: 129_000,
      currency: 'BDT',
    });
    expect(report.transaction).toMatch(/^FK\d{8}$/);
    expect(await bk.status(paymentId)).toMatchObject({ state: 'paid', transaction: report.transaction });
  });

  it('reports an insufficient balance as failed, in bKash’s words', async () => {
    const bk = client();
    const { paymentId } = await payment(bk, 'insufficient');

    expect(await bk.execute(paymentId)).toMatchObject({
      state: 'failed',
      reason: 'Insufficient Balance',
      reference: paymentId,
      transaction: null,
    });
    expect(await bk.status(paymentId)).toMatchObject({ state: 'failed', reason: 'Failed' });
  });

  it('reports a cancel as cancelled, and a failure as failed', async () => {
    const bk = client();
    const cancelled = await payment(bk, 'cancel', 'LI-2003');
    const failed = await payment(bk, 'fail', 'LI-2004');

    expect(await bk.execute(cancelled.paymentId)).toMatchObject({ state: 'cancelled', reference: cancelled.paymentId });
    expect(await bk.execute(failed.paymentId)).toMatchObject({ state: 'failed', reference: failed.paymentId });
  });

  it('reports a payment not yet paid as pending (execute’s 2056 asks the status)', async () => {
    const bk = client();
    const { paymentId } = await payment(bk);

    expect(await bk.execute(paymentId)).toMatchObject({ state: 'pending', reason: 'Initiated', transaction: null });
    expect(paths().slice(-2)).toEqual(['execute', 'payment/status']);
  });

  it('refuses a payment bKash refuses, with its code, and one of no paisa before calling', async () => {
    const bk = client();
    const refused = await failureOf(
      bk.create({ amountPaisa: 129_000, invoice: 'LI 2005 !', payerReference: '01712345678', callbackUrl: CALLBACK }),
    );
    const nothing = await failureOf(
      bk.create({ amountPaisa: 0, invoice: 'LI-2006', payerReference: '01712345678', callbackUrl: CALLBACK }),
    );

    expect(refused).toMatchObject({
      kind: 'refused',
      code: '2031',
      message: 'bKash refused the payment: Invalid Merchant Invoice Number',
    });
    expect(nothing).toMatchObject({ kind: 'refused' });
    expect(paths()).toEqual(['token/grant', 'create']);
  });
});

describe('execute falls back to payment/status', () => {
  it('after a second execute (2117): the status says paid', async () => {
    const bk = client();
    const { paymentId } = await payment(bk, 'paid');
    const first = await bk.execute(paymentId);

    const second = await bk.execute(paymentId);

    expect(second).toMatchObject({ state: 'paid', transaction: first.transaction, amountPaisa: 129_000 });
    expect(paths().slice(-2)).toEqual(['execute', 'payment/status']);
  });

  it('after an execute that hangs past the timeout, having completed', async () => {
    const bk = client({ timeoutMs: 200 });
    const { paymentId } = await payment(bk, 'paid');
    await control('next', { mode: 'execute-hang' });

    const report = await bk.execute(paymentId);

    expect(report).toMatchObject({ state: 'paid', transaction: fake.payments[0].trxID });
    expect(paths().slice(-2)).toEqual(['execute', 'payment/status']);
  });

  it('after an execute that answers 500 having completed', async () => {
    const bk = client();
    const { paymentId } = await payment(bk, 'paid');
    await control('next', { mode: 'execute-500' });

    expect(await bk.execute(paymentId)).toMatchObject({ state: 'paid', transaction: fake.payments[0].trxID });
    expect(paths().slice(-2)).toEqual(['execute', 'payment/status']);
  });

  it('reports a tampered amount as bKash says it, for settle to refuse', async () => {
    const bk = client();
    await control('next', { mode: 'tamper-amount' });
    const { paymentId } = await payment(bk, 'paid');

    expect(await bk.execute(paymentId)).toMatchObject({ state: 'paid', amountPaisa: 129_100 });
    expect(await bk.status(paymentId)).toMatchObject({ amountPaisa: 129_100 });
  });

  it('throws unavailable when neither execute nor the status answers', async () => {
    const { paymentId } = await payment(client(), 'paid');
    const nowhere = client({ baseUrl: 'http://127.0.0.1:9/v1.2.0-beta/tokenized/checkout' });

    expect(await failureOf(nowhere.execute(paymentId))).toMatchObject({ kind: 'unavailable' });
  });

  it('refuses the status of a payment bKash does not know', async () => {
    expect(await failureOf(client().status('TR0011NOSUCH'))).toMatchObject({ kind: 'refused', code: '2002' });
  });
});

describe('the token', () => {
  it('is granted once for many calls', async () => {
    const bk = client();
    const { paymentId } = await payment(bk, 'paid');
    await bk.execute(paymentId);
    await bk.status(paymentId);

    expect(paths()).toEqual(['token/grant', 'create', 'execute', 'payment/status']);
  });

  it('is granted once for calls made at the same moment', async () => {
    const bk = client();
    const made = await Promise.all(['LI-2101', 'LI-2102', 'LI-2103'].map((invoice) => payment(bk, undefined, invoice)));

    expect(new Set(made.map((m) => m.paymentId)).size).toBe(3);
    expect(paths().filter((path) => path.startsWith('token/'))).toEqual(['token/grant']);
  });

  it('is refreshed with the refresh token when near its expiry, and granted anew when bKash refuses that', async () => {
    let clock = 1_000_000;
    const bk = client({ now: () => clock });
    await payment(bk, undefined, 'LI-2201');
    clock += 3_300_000; // 55 of the token's 60 minutes
    await payment(bk, undefined, 'LI-2202');

    // The token granted first (bk-id-token-N) is renewed by its refresh token (bk-refresh-token-N) into the next one.
    const granted = Number(/^bk-id-token-(\d+)$/.exec(String(fake.log[1].headers?.authorization))?.[1]);
    const refresh = fake.log.find((call) => call.path === REFRESH);
    expect(refresh?.body).toEqual({
      app_key: KEYS.appKey,
      app_secret: KEYS.appSecret,
      refresh_token: `bk-refresh-token-${granted}`,
    });
    expect(refresh?.headers).toEqual({ username: KEYS.username, password: KEYS.password });
    expect(fake.log.at(-1)?.headers?.authorization).toBe(`bk-id-token-${granted + 1}`);

    await control('reset'); // bKash forgets the refresh token
    clock += 3_300_000;
    await payment(bk, undefined, 'LI-2203');
    expect(paths()).toEqual(['token/refresh', 'token/grant', 'create']);
  });

  it('is granted anew once on a 401, and the call made again', async () => {
    const bk = client();
    await payment(bk, undefined, 'LI-2301');
    await control('expire-tokens');

    const made = await payment(bk, undefined, 'LI-2302');

    expect(made.paymentId).toBe(fake.payments[1].paymentID);
    expect(paths()).toEqual(['token/grant', 'create', 'create', 'token/grant', 'create']);
  });

  it('is granted anew only once when the call meets 401 again', async () => {
    let creates = 0;
    const always401: typeof fetch = async (url, init) => {
      if (!String(url).endsWith('/create')) return fetch(url, init);
      creates += 1;
      return new Response(JSON.stringify({ message: 'Unauthorized' }), { status: 401 });
    };

    const error = await failureOf(payment(client({ fetch: always401 })));

    expect(error).toMatchObject({ kind: 'refused', message: 'bKash refused the payment: Unauthorized' });
    expect(creates).toBe(2);
    expect(paths()).toEqual(['token/grant', 'token/grant']);
  });

  it('is refused when bKash refuses the merchant’s username and password', async () => {
    const bk = client();
    await payment(bk, undefined, 'LI-2401');
    const refusedGrant = bkash({ baseUrl: fake.baseUrl, ...KEYS, password: 'wrong', timeoutMs: 500 });

    const error = await failureOf(refusedGrant.status(fake.payments[0].paymentID));

    expect(error).toMatchObject({ kind: 'refused', message: 'bKash gave no token: Unauthorized' });
  });

  it('lives as long as bKash says, renewed before it ends', async () => {
    await control('expires-in', { seconds: 100 });
    let clock = 0;
    const bk = client({ now: () => clock });
    await payment(bk, undefined, 'LI-2501');
    clock += 89_000;
    await payment(bk, undefined, 'LI-2502');
    clock += 2_000;
    await payment(bk, undefined, 'LI-2503');

    expect(paths()).toEqual(['token/grant', 'create', 'create', 'token/refresh', 'create']);
  });
});

describe('refunds', () => {
  /** A paid payment and its trxID. */
  async function paid(bk = client()) {
    const { paymentId } = await payment(bk, 'paid');
    const { transaction } = await bk.execute(paymentId);
    return { bk, paymentId, trxId: String(transaction) };
  }

  it('refunds the whole payment, recorded with its refundTrxID', async () => {
    const { bk, paymentId, trxId } = await paid();

    const refund = await bk.refund({ paymentId, trxId, amountPaisa: 129_000, reason: 'Order cancelled', sku: 'LI-2001' });

    expect(refund).toMatchObject({ completed: true, amountPaisa: 129_000, refundTrxId: fake.payments[0].refunds[0].refundTrxID });
    expect(fake.log.at(-1)?.body).toEqual({
      paymentID: paymentId,
      amount: '1290.00',
      trxID: trxId,
      sku: 'LI-2001',
      reason: 'Order cancelled',
    });
    expect((await bk.refundStatus({ paymentId, trxId })).refunds).toEqual([
      { refundTrxId: refund.refundTrxId, completed: true, amountPaisa: 129_000, completedTime: expect.any(String) },
    ]);
  });

  it('refunds in parts, never above what was paid', async () => {
    const { bk, paymentId, trxId } = await paid();
    const part = (amountPaisa: number) =>
      bk.refund({ paymentId, trxId, amountPaisa, reason: 'One piece returned', sku: 'LI-2001' });

    expect(await part(60_000)).toMatchObject({ completed: true, amountPaisa: 60_000 });
    expect(await part(50_000)).toMatchObject({ completed: true, amountPaisa: 50_000 });
    const above = await failureOf(part(19_001));
    const rest = await part(19_000);

    expect(above).toMatchObject({ kind: 'refused', code: '2071' });
    expect(rest).toMatchObject({ amountPaisa: 19_000 });
    expect(fake.payments[0].refunds.map((r) => r.amount)).toEqual(['600.00', '500.00', '190.00']);
    expect((await bk.refundStatus({ paymentId, trxId })).refunds[0].refundTrxId).toBe(rest.refundTrxId);
  });

  it('refuses a refund above the paid amount, of a wrong trxID, or of an unpaid payment', async () => {
    const { bk, paymentId, trxId } = await paid();
    const unpaid = await payment(bk, undefined, 'LI-2601');
    const refund = (more: object) =>
      failureOf(bk.refund({ paymentId, trxId, amountPaisa: 129_000, reason: 'Order cancelled', sku: 'LI-2001', ...more }));

    expect(await refund({ amountPaisa: 129_001 })).toMatchObject({ kind: 'refused', code: '2071' });
    expect(await refund({ trxId: 'FK99999999' })).toMatchObject({ kind: 'refused', code: '2072' });
    expect(await refund({ paymentId: unpaid.paymentId })).toMatchObject({ kind: 'refused', code: '2072' });
    expect(fake.payments[0].refunds).toEqual([]);
  });

  it('says no refund is recorded for a payment without one', async () => {
    const { bk, paymentId, trxId } = await paid();

    expect(await failureOf(bk.refundStatus({ paymentId, trxId }))).toMatchObject({ kind: 'refused', code: '2073' });
  });
});

describe('credentials', () => {
  it('never appear in what the client returns or throws', async () => {
    const bk = client({ timeoutMs: 200 });
    const { paymentId } = await payment(bk, 'paid');
    const returned: unknown[] = [await bk.execute(paymentId), await bk.status(paymentId)];
    const trxId = String(fake.payments[0].trxID);
    returned.push(await bk.refund({ paymentId, trxId, amountPaisa: 100, reason: 'Part', sku: 'LI-2001' }));
    returned.push(await bk.refundStatus({ paymentId, trxId }));
    returned.push(await failureOf(bk.refund({ paymentId, trxId, amountPaisa: 999_999, reason: 'Too much', sku: 'LI-2001' })));
    returned.push(await failureOf(bkash({ baseUrl: fake.baseUrl, ...KEYS, appSecret: 'wrong' }).status(paymentId)));
    await control('next', { mode: 'execute-hang' });
    const second = await payment(bk, 'paid', 'LI-2701');
    returned.push(await bk.execute(second.paymentId));

    returned.push(await failureOf(client({ baseUrl: 'http://127.0.0.1:9/v1.2.0-beta/tokenized/checkout' }).status(paymentId)));

    const seen = JSON.stringify(returned, (_key, value: unknown) =>
      value instanceof Error ? { ...value, message: value.message } : value,
    );
    for (const secret of [...Object.values(KEYS), 'bk-id-token', 'bk-refresh-token']) expect(seen).not.toContain(secret);
    expect(seen).toContain('bKash gave no token: Invalid App Key');
    expect(seen).toContain('bKash did not answer token/grant');
  });
});
