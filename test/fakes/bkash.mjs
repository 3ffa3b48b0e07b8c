/**
 * A fake of bKash's tokenized checkout, v1.2.0-beta (research §2), for the tests, with its payments in memory. Its API
 * sits under `/v1.2.0-beta/tokenized/checkout` (the handle's `baseUrl`): `POST token/grant` (headers `username`,
 * `password`, body `{app_key, app_secret}`), `POST token/refresh` (the same and `refresh_token`), then, with headers
 * `authorization: <id_token>` and `x-app-key`, `POST create` (mode 0011, intent sale, BDT), `POST execute`,
 * `POST payment/status` and `POST payment/refund` (with `amount` a refund, without it the last refund's record). A
 * call without a live token, or after `/__fake/expire-tokens`, is answered 401 `{message: "Unauthorized"}`.
 *
 * The hosted page `GET /pay/{paymentID}` (the `bkashURL`) is titled "bKash" and has four buttons, each answering 302 to
 * `callbackURL?paymentID=…&status=…`: **Pay** (success), **Insufficient balance** (success: the wallet's PIN passes,
 * and execute answers 2023), **Cancel** (cancel) and **Fail** (failure). Execute then answers: paid → Completed with
 * a new trxID; a second execute → 2117; not paid → 2056; insufficient → 2023.
 *
 * Control, for the tests (never logged): `GET /__fake/log` gives every call (method, path, parsed body, and the
 * headers that carry credentials); `POST /__fake/pay {paymentID, outcome}` clicks a button without a browser
 * (`outcome`: paid, insufficient, cancel, fail) and answers `{location}`, the callback's address;
 * `POST /__fake/next {mode}` sets up a scenario (modes below); `POST /__fake/expire-tokens` makes every token given
 * so far answer 401; `POST /__fake/expires-in {seconds}` sets the life of the tokens given next; `POST /__fake/reset`
 * forgets payments, tokens, scenarios and the log (the counters of ids go on, so ids never repeat in a run).
 *
 * Status codes beyond those the research lists (2006 amount, 2007 currency, 2008 intent, 2071–2073 refunds) are this
 * fake's own choice: the client reads any code that is not "0000" as a refusal.
 *
 * Usage: node test/fakes/bkash.mjs PORT APP_KEY APP_SECRET USERNAME PASSWORD
 */
import { fileURLToPath } from 'node:url';
import { bodyOf, json, serveFake } from './serve.mjs';

/**
 * The scenarios `/__fake/next` sets up, each for one call: `execute-hang` (the next execute completes the payment
 * and never answers), `execute-500` (the next execute completes it and answers 500), `tamper-amount` (the next
 * payment created is reported by execute and status one taka dearer than it was made).
 */
const MODES = ['execute-hang', 'execute-500', 'tamper-amount'];

/** What each button of the hosted page does: the callback's status. */
const OUTCOMES = { paid: 'success', insufficient: 'success', cancel: 'cancel', fail: 'failure' };

const API = '/v1.2.0-beta/tokenized/checkout';

/** The headers a call carries its credentials in, kept in the log so a test sees what the shop sent. */
const CREDENTIAL_HEADERS = ['username', 'password', 'authorization', 'x-app-key'];

/** Where bKash sends the browser back: the callback with `paymentID` and `status`, joined to a query it has. */
const callbackOf = (payment, status) =>
  `${payment.callbackURL}${payment.callbackURL.includes('?') ? '&' : '?'}paymentID=${encodeURIComponent(payment.paymentID)}&status=${status}`;

const refused = (res, statusCode, statusMessage) => json(res, 200, { statusCode, statusMessage });
const unauthorized = (res) => json(res, 401, { message: 'Unauthorized' });

/** An amount as bKash takes it: up to two decimals, more than zero; its paisa, or null. */
function paisaOf(amount) {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(String(amount ?? ''));
  const paisa = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  return paisa > 0 ? paisa : null;
}
const amountOf = (paisa) => `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;

/** A moment as bKash writes it: `2026-12-07T18:42:08:123 GMT+0000`. */
const stamp = () => `${new Date().toISOString().slice(0, 19)}:${String(new Date().getMilliseconds()).padStart(3, '0')} GMT+0000`;

/** The hosted page: the payment's amount and the four buttons. */
const page = (payment) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>bKash</title></head>
<body><main>
<h1>bKash</h1>
<p>Pay BDT ${payment.amount} to the merchant, invoice ${payment.merchantInvoiceNumber}.</p>
<form method="post" action="/pay/${encodeURIComponent(payment.paymentID)}">
<button name="outcome" value="paid">Pay</button>
<button name="outcome" value="insufficient">Insufficient balance</button>
<button name="outcome" value="cancel">Cancel</button>
<button name="outcome" value="fail">Fail</button>
</form>
</main></body></html>`;

/**
 * @param {{ port?: number, appKey: string, appSecret: string, username: string, password: string,
 *   tokenTtlSeconds?: number }} options
 */
export async function startBkash({ port = 0, appKey, appSecret, username, password, tokenTtlSeconds = 3600 }) {
  /** @type {import('./bkash.d.mts').FakeCall[]} */
  const log = [];
  /** @type {import('./bkash.d.mts').BkashPayment[]} */
  const payments = [];
  /** @type {string[]} */
  const scenarios = [];
  /** id_token → when it expires (ms) */
  const tokens = new Map();
  const refreshTokens = new Set();
  const hanging = new Set();
  // Ids count up from the second the fake started: a shop that keeps its database across runs never meets one twice.
  const first = Math.floor(Date.now() / 1000) % 10_000_000;
  const counters = { token: first, payment: first, trx: first, refund: first };
  let ttl = tokenTtlSeconds;

  /** The next scenario of this mode, taken. */
  function take(mode) {
    const at = scenarios.indexOf(mode);
    if (at >= 0) scenarios.splice(at, 1);
    return at >= 0;
  }

  function issue(res) {
    const n = ++counters.token;
    const idToken = `bk-id-token-${n}`;
    const refreshToken = `bk-refresh-token-${n}`;
    tokens.set(idToken, Date.now() + ttl * 1000);
    refreshTokens.add(refreshToken);
    return json(res, 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      id_token: idToken,
      token_type: 'Bearer',
      expires_in: ttl,
      refresh_token: refreshToken,
    });
  }

  /** token/grant and token/refresh: the merchant's username and password in headers, its app key and secret in the body. */
  function token(req, res, body, refresh) {
    if (req.headers.username !== username || req.headers.password !== password) return unauthorized(res);
    if (body.app_key !== appKey || body.app_secret !== appSecret) return refused(res, '2001', 'Invalid App Key');
    if (refresh && !refreshTokens.delete(body.refresh_token)) return unauthorized(res);
    return issue(res);
  }

  /** The payment a call names, or null. */
  const paymentOf = (body) => payments.find((p) => p.paymentID === body.paymentID) ?? null;

  /** What execute and status say of a payment (its amount tampered with when a scenario asked). */
  const stateOf = (payment) => ({
    paymentID: payment.paymentID,
    mode: payment.mode,
    payerReference: payment.payerReference,
    paymentCreateTime: payment.paymentCreateTime,
    ...(payment.paymentExecuteTime && { paymentExecuteTime: payment.paymentExecuteTime }),
    ...(payment.trxID && { trxID: payment.trxID, customerMsisdn: '01770618575' }),
    transactionStatus: payment.transactionStatus,
    amount: payment.reportedAmount,
    currency: payment.currency,
    intent: payment.intent,
    merchantInvoiceNumber: payment.merchantInvoiceNumber,
  });

  function create(req, res, body) {
    if (!body.mode || !body.payerReference || !body.callbackURL || !body.merchantInvoiceNumber)
      return refused(res, '2065', 'Mandatory field missing');
    if (body.mode !== '0011') return refused(res, '2065', 'Mandatory field missing: agreementID');
    const paisa = paisaOf(body.amount);
    if (typeof body.amount !== 'string' || paisa === null) return refused(res, '2006', 'Invalid Amount');
    if (body.currency !== 'BDT') return refused(res, '2007', 'Invalid Currency');
    if (body.intent !== 'sale') return refused(res, '2008', 'Invalid Intent');
    if (!/^https?:\/\/[^\s]+$/.test(String(body.callbackURL))) return refused(res, '2049', 'Invalid Merchant Callback URL');
    if (!/^[\w-]{1,255}$/.test(String(body.merchantInvoiceNumber)))
      return refused(res, '2031', 'Invalid Merchant Invoice Number');
    const paymentID = `TR0011FK${String(++counters.payment).padStart(8, '0')}`;
    /** @type {import('./bkash.d.mts').BkashPayment} */
    const payment = {
      paymentID,
      mode: body.mode,
      payerReference: String(body.payerReference),
      callbackURL: String(body.callbackURL),
      amount: body.amount,
      reportedAmount: take('tamper-amount') ? amountOf(paisa + 100) : body.amount,
      currency: body.currency,
      intent: body.intent,
      merchantInvoiceNumber: String(body.merchantInvoiceNumber),
      paymentCreateTime: stamp(),
      paymentExecuteTime: null,
      transactionStatus: 'Initiated',
      outcome: null,
      executed: false,
      trxID: null,
      refunds: [],
    };
    payments.push(payment);
    return json(res, 200, {
      statusCode: '0000',
      statusMessage: 'Successful',
      paymentID,
      bkashURL: `http://${req.headers.host}/pay/${paymentID}`,
      callbackURL: payment.callbackURL,
      successCallbackURL: callbackOf(payment, 'success'),
      failureCallbackURL: callbackOf(payment, 'failure'),
      cancelledCallbackURL: callbackOf(payment, 'cancel'),
      amount: payment.amount,
      intent: payment.intent,
      currency: payment.currency,
      paymentCreateTime: payment.paymentCreateTime,
      transactionStatus: payment.transactionStatus,
      merchantInvoiceNumber: payment.merchantInvoiceNumber,
    });
  }

  function execute(res, body) {
    const payment = paymentOf(body);
    if (!payment) return refused(res, '2002', 'Invalid Payment ID');
    if (payment.executed) return refused(res, '2117', 'Payment execution already been called before');
    if (payment.outcome === 'insufficient') {
      Object.assign(payment, { executed: true, transactionStatus: 'Failed' });
      return refused(res, '2023', 'Insufficient Balance');
    }
    if (payment.outcome !== 'paid') return refused(res, '2056', 'Invalid Payment State');
    Object.assign(payment, {
      executed: true,
      transactionStatus: 'Completed',
      trxID: `FK${String(++counters.trx).padStart(8, '0')}`,
      paymentExecuteTime: stamp(),
    });
    if (take('execute-hang')) return void hanging.add(res);
    if (take('execute-500')) return json(res, 500, { message: 'Internal Server Error' });
    return json(res, 200, { statusCode: '0000', statusMessage: 'Successful', ...stateOf(payment) });
  }

  /** A refund, or with no amount the record of the last one. */
  function refund(res, body) {
    const payment = paymentOf(body);
    if (!payment) return refused(res, '2002', 'Invalid Payment ID');
    if (payment.transactionStatus !== 'Completed' || body.trxID !== payment.trxID)
      return refused(res, '2072', 'Invalid Transaction ID or the transaction is not completed');
    const recordOf = (r) => ({
      originalTrxID: payment.trxID,
      refundTrxID: r.refundTrxID,
      transactionStatus: 'Completed',
      amount: r.amount,
      currency: 'BDT',
      charge: '0.00',
      completedTime: r.completedTime,
    });
    if (body.amount === undefined) {
      const last = payment.refunds.at(-1);
      return last ? json(res, 200, recordOf(last)) : refused(res, '2073', 'No refund found for this transaction');
    }
    if (!body.sku || !body.reason) return refused(res, '2065', 'Mandatory field missing');
    const paisa = paisaOf(body.amount);
    const left = paisaOf(payment.amount) - payment.refunds.reduce((sum, r) => sum + paisaOf(r.amount), 0);
    if (typeof body.amount !== 'string' || paisa === null) return refused(res, '2006', 'Invalid Amount');
    if (paisa > left) return refused(res, '2071', 'Refund amount is more than what is left to refund');
    const record = {
      refundTrxID: `RF${String(++counters.refund).padStart(8, '0')}`,
      amount: body.amount,
      sku: String(body.sku),
      reason: String(body.reason),
      completedTime: stamp(),
    };
    payment.refunds.push(record);
    return json(res, 200, recordOf(record));
  }

  /** The shopper's click on the hosted page: the payment's new state, and where the browser goes. */
  function click(payment, outcome) {
    if (!payment.outcome && payment.transactionStatus === 'Initiated') {
      payment.outcome = outcome;
      if (outcome === 'cancel') payment.transactionStatus = 'Cancelled';
      if (outcome === 'fail') payment.transactionStatus = 'Failed';
    }
    return callbackOf(payment, OUTCOMES[outcome]);
  }

  async function control(req, res, path) {
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    if (path === '/__fake/log') return json(res, 200, log);
    if (path === '/__fake/reset') {
      for (const list of [log, payments, scenarios]) list.length = 0;
      tokens.clear();
      refreshTokens.clear();
      ttl = tokenTtlSeconds;
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/next') {
      if (!MODES.includes(String(body.mode))) return json(res, 400, { error: `mode is one of ${MODES.join(', ')}` });
      scenarios.push(String(body.mode));
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/expire-tokens') {
      tokens.clear();
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/expires-in') {
      ttl = Number(body.seconds);
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/pay') {
      const payment = paymentOf(body);
      if (!payment) return json(res, 404, { error: 'No such payment' });
      if (!(String(body.outcome) in OUTCOMES))
        return json(res, 400, { error: `outcome is one of ${Object.keys(OUTCOMES).join(', ')}` });
      return json(res, 200, { location: click(payment, String(body.outcome)) });
    }
    return json(res, 404, { error: 'Not found' });
  }

  /** The fake's answer to bKash's own calls and its hosted page. */
  function answer(req, res, path, body) {
    // The log's last entry is this call's (serveFake logs it just before): the credentials it carried go with it.
    log[log.length - 1].headers = Object.fromEntries(
      CREDENTIAL_HEADERS.filter((name) => req.headers[name] !== undefined).map((name) => [name, req.headers[name]]),
    );
    const pay = /^\/pay\/([^/]+)$/.exec(path);
    if (pay) {
      const payment = payments.find((p) => p.paymentID === decodeURIComponent(pay[1]));
      if (!payment) return res.writeHead(404, { 'content-type': 'text/plain' }).end('No such payment');
      if (req.method === 'GET') return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page(payment));
      const outcome = String(body?.outcome ?? '');
      if (!(outcome in OUTCOMES)) return res.writeHead(400, { 'content-type': 'text/plain' }).end('No such button');
      return res.writeHead(302, { location: click(payment, outcome) }).end();
    }
    if (req.method !== 'POST' || !path.startsWith(`${API}/`)) return json(res, 404, { message: 'Not Found' });
    const call = path.slice(API.length + 1);
    if (call === 'token/grant') return token(req, res, body, false);
    if (call === 'token/refresh') return token(req, res, body, true);
    const idToken = String(req.headers.authorization ?? '');
    if (!(tokens.get(idToken) > Date.now()) || req.headers['x-app-key'] !== appKey) return unauthorized(res);
    if (call === 'create') return create(req, res, body);
    if (call === 'execute') return execute(res, body);
    if (call === 'payment/status') {
      const payment = paymentOf(body);
      if (!payment) return refused(res, '2002', 'Invalid Payment ID');
      return json(res, 200, { statusCode: '0000', statusMessage: 'Successful', ...stateOf(payment) });
    }
    if (call === 'payment/refund') return refund(res, body);
    return json(res, 404, { message: 'Not Found' });
  }

  const { url, port: bound, close } = await serveFake({ port, control, answer, log, parcels: payments, hanging });
  return { url, port: bound, baseUrl: `${url}${API}`, log, payments, close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, appKey, appSecret, username, password] = process.argv.slice(2);
  startBkash({ port: Number(port), appKey, appSecret, username, password }).then(({ baseUrl }) =>
    console.log(`bKash fake on ${port}, its API at ${baseUrl}`),
  );
}
