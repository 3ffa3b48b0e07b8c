/**
 * A fake of SSLCommerz's hosted checkout (API v4) for the tests, speaking its contract (research §1.10) from memory:
 * `POST /gwprocess/v4/api.php` opens a session (required fields, 10.00 ≤ total_amount ≤ 500000.00, a tran_id never
 * reused); `GET /pay/{sessionkey}` is the hosted page, titled "SSLCommerz", with the buttons Pay, Fail, Cancel and
 * Pay risky; `GET /validator/api/validationserverAPI.php?val_id=` validates (VALID, then VALIDATED, or
 * INVALID_TRANSACTION for an unknown val_id); `GET /validator/api/merchantTransIDvalidationAPI.php` queries by tran_id
 * or sessionkey, initiates a refund (bank_tran_id, refund_amount, refund_trans_id) and queries one (refund_ref_id).
 * Every call needs the store_id and store_passwd, in its form or query string. Ids come from counters that a reset
 * keeps, so a shop's stored val_ids never meet again.
 *
 * A button's outcome mints a val_id and bank_tran_id, signs the fields with the md5 recipe (verify_key, verify_sign),
 * POSTs them as the IPN to ipn_url, then answers a form that posts them from the browser to success_url (fail_url,
 * cancel_url for Fail and Cancel, with status FAILED, CANCELLED).
 *
 * Control, for the tests (never logged): `GET /__fake/log` gives every call (method, path, query, body, credentials
 * as sent); `GET /__fake/ipns` every IPN sent and the HTTP status it met; `POST /__fake/pay {sessionkey, outcome}`
 * ("pay", "fail", "cancel", "risky") does what the button does and answers `{url, fields}`, the browser's POST to
 * replay; `POST /__fake/next {…}` sets switches for what comes next (below); `POST /__fake/reset` forgets sessions,
 * transactions, refunds, the log and the switches.
 *
 * Switches, each spent by the first call or payment it changes: `delayIpnMs` (the IPN is sent that long after the
 * page answers), `dropIpn` (no IPN), `duplicateIpn` (the IPN twice), `http500` and `hang` (the next API call answers
 * 500, or never). Two mark the next payment for good, so the IPN's validation and the return's tell the same story:
 * `tamperAmount` ("1.00": the amount its validations and queries report), `invalid` (its validations say
 * INVALID_TRANSACTION).
 *
 * Usage: node test/fakes/sslcommerz.mjs PORT STORE_ID STORE_PASSWORD
 */
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { bodyOf, json, serveFake } from './serve.mjs';

const SESSION = '/gwprocess/v4/api.php';
const VALIDATION = '/validator/api/validationserverAPI.php';
const MERCHANT = '/validator/api/merchantTransIDvalidationAPI.php';

/** The fields a session needs, as SSLCommerz's PHP SDK marks them mandatory. */
const REQUIRED = [
  'total_amount',
  'currency',
  'tran_id',
  'success_url',
  'fail_url',
  'cancel_url',
  'product_name',
  'product_category',
  'product_profile',
  'shipping_method',
  'num_of_item',
  'cus_name',
  'cus_email',
  'cus_add1',
  'cus_city',
  'cus_country',
  'cus_phone',
];

const OUTCOMES = {
  pay: { status: 'VALID', risk: '0' },
  risky: { status: 'VALID', risk: '1' },
  fail: { status: 'FAILED', risk: '0', error: 'Declined by the bank' },
  cancel: { status: 'CANCELLED', risk: '0', error: 'Cancelled by User' },
};

const SWITCHES = ['delayIpnMs', 'dropIpn', 'duplicateIpn', 'tamperAmount', 'http500', 'hang', 'invalid'];

const md5 = (text) => createHash('md5').update(text).digest('hex');
const pad = (n) => String(n).padStart(6, '0');
const escape = (text) =>
  String(text).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
const html = (res, status, body) => res.writeHead(status, { 'content-type': 'text/html; charset=utf-8' }).end(body);
const page = (title, body) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${title}</title></head><body><main>${body}</main></body></html>`;

/** An amount SSLCommerz takes: a decimal(10,2) in BDT, read into paisa; null when it is not one. */
function paisaOf(text) {
  const match = /^(\d{1,8})(?:\.(\d{1,2}))?$/.exec(String(text ?? ''));
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
}
const amountOf = (paisa) => (paisa / 100).toFixed(2);

/** The IPN's signature (research §1.4): the listed fields and md5 of the password, sorted, joined, md5'd. */
function signed(fields, storePassword) {
  const keys = Object.keys(fields);
  const all = { ...fields, store_passwd: md5(storePassword) };
  const joined = Object.keys(all)
    .sort()
    .map((key) => `${key}=${all[key]}`)
    .join('&');
  return { ...fields, verify_key: keys.join(','), verify_sign: md5(joined) };
}

/** @param {{ port?: number, storeId: string, storePassword: string }} options */
export async function startSslcommerz({ port = 0, storeId, storePassword }) {
  /** @type {import('./sslcommerz.d.mts').FakeCall[]} */
  const log = [];
  /** @type {Map<string, any>} sessions by sessionkey */
  const sessions = new Map();
  /** @type {Map<string, any>} transactions by val_id */
  const transactions = new Map();
  /** @type {Map<string, any>} refunds by refund_ref_id */
  const refunds = new Map();
  /** @type {{ url: string, status: number, fields: Record<string, string> }[]} */
  const ipns = [];
  /** @type {Record<string, unknown>} */
  let next = {};
  const hanging = new Set();
  // Ids count up from the second the fake started: a shop that keeps its database across runs never meets one twice.
  const first = Math.floor(Date.now() / 1000) % 10_000_000;
  const count = { session: first, val: first, bank: first, refund: first };

  /** A switch's value, spent. */
  const take = (name) => {
    const value = next[name];
    delete next[name];
    return value;
  };

  const trusted = (fields) => fields.store_id === storeId && fields.store_passwd === storePassword;
  const now = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

  /** A session's fields checked as SSLCommerz does: the first problem in its words, or null. */
  function problemOf(form) {
    if (!trusted(form)) return 'Store Credential Error Or Store is De-active';
    const missing = REQUIRED.find((field) => !form[field]);
    if (missing) return `Invalid Information! '${missing}' is missing.`;
    const paisa = paisaOf(form.total_amount);
    if (paisa === null || paisa < 10_00 || paisa > 500_000_00)
      return 'Invalid amount! Amount must be between 10.00 and 500000.00';
    if (form.currency !== 'BDT') return 'Invalid currency';
    if (form.tran_id.length > 30) return 'Invalid tran_id! It may be 30 characters at most';
    if ([...sessions.values()].some((session) => session.form.tran_id === form.tran_id)) return 'Duplicate tran_id';
    return null;
  }

  /** The fields SSLCommerz posts of a transaction (IPN and browser alike), signed. */
  function postedOf(transaction) {
    const { form } = transaction.session;
    const fields = {
      status: transaction.status,
      tran_date: transaction.tran_date,
      tran_id: form.tran_id,
      val_id: transaction.val_id,
      amount: transaction.amount,
      store_amount: amountOf(Math.round(paisaOf(transaction.amount) * 0.975)),
      currency: 'BDT',
      bank_tran_id: transaction.bank_tran_id,
      card_type: 'VISA-Dutch Bangla',
      card_no: '418117XXXXXX6675',
      card_issuer: 'STANDARD CHARTERED BANK',
      card_brand: 'VISA',
      card_issuer_country: 'Bangladesh',
      card_issuer_country_code: 'BD',
      currency_type: 'BDT',
      currency_amount: transaction.amount,
      currency_rate: '1.0000',
      base_fair: '0.00',
      value_a: form.value_a ?? '',
      value_b: form.value_b ?? '',
      value_c: form.value_c ?? '',
      value_d: form.value_d ?? '',
      risk_level: transaction.risk_level,
      risk_title: transaction.risk_level === '1' ? 'Risky' : 'Safe',
      ...(transaction.error && { error: transaction.error }),
    };
    return signed(fields, storePassword);
  }

  async function sendIpn(url, fields) {
    let status = 502;
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(10_000),
      });
      status = response.status;
    } catch {}
    ipns.push({ url, status, fields });
  }

  /** What a button does: the transaction minted, its IPN sent (as the switches say), and the browser's POST. */
  async function complete(session, outcome) {
    const { status, risk, error } = OUTCOMES[outcome];
    const transaction = {
      session,
      status,
      val_id: `FAKEVAL${pad(++count.val)}`,
      bank_tran_id: `FAKEBANK${pad(++count.bank)}`,
      // SSLCommerz writes every amount with two decimals ("1290.00"), whatever the session was sent.
      amount: amountOf(paisaOf(session.form.total_amount)),
      risk_level: risk,
      error,
      tran_date: now(),
      tamperedAmount: next.tamperAmount === undefined ? undefined : String(take('tamperAmount')),
      invalid: Boolean(take('invalid')),
      validations: 0,
      refunded: 0,
    };
    transactions.set(transaction.val_id, transaction);
    session.transactions.push(transaction);
    const fields = postedOf(transaction);
    const ipnUrl = session.form.ipn_url;
    const delay = Number(take('delayIpnMs') ?? 0);
    const times = take('dropIpn') ? 0 : take('duplicateIpn') ? 2 : 1;
    if (ipnUrl && times > 0) {
      const send = async () => {
        for (let i = 0; i < times; i++) await sendIpn(ipnUrl, fields);
      };
      if (delay > 0) setTimeout(send, delay);
      else await send();
    }
    const url = { VALID: session.form.success_url, FAILED: session.form.fail_url, CANCELLED: session.form.cancel_url }[status];
    return { url, fields };
  }

  /** A transaction as the validation and the query report it. */
  function reportOf(transaction) {
    const amount = transaction.tamperedAmount ?? transaction.amount;
    return {
      status: transaction.status,
      tran_date: transaction.tran_date,
      tran_id: transaction.session.form.tran_id,
      val_id: transaction.val_id,
      amount,
      store_amount: amountOf(Math.round((paisaOf(amount) ?? 0) * 0.975)),
      currency: 'BDT',
      bank_tran_id: transaction.bank_tran_id,
      card_type: 'VISA-Dutch Bangla',
      card_no: '418117XXXXXX6675',
      currency_type: 'BDT',
      currency_amount: amount,
      currency_rate: '1.0000',
      value_a: transaction.session.form.value_a ?? '',
      risk_level: transaction.risk_level,
      risk_title: transaction.risk_level === '1' ? 'Risky' : 'Safe',
      ...(transaction.error && { error: transaction.error }),
    };
  }

  async function control(req, res, path) {
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    if (path === '/__fake/log') return json(res, 200, log);
    if (path === '/__fake/ipns') return json(res, 200, ipns);
    if (path === '/__fake/reset') {
      for (const list of [log, ipns]) list.length = 0;
      for (const map of [sessions, transactions, refunds]) map.clear();
      next = {};
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/next') {
      const unknown = Object.keys(body).find((name) => !SWITCHES.includes(name));
      if (unknown) return json(res, 400, { error: `switches are ${SWITCHES.join(', ')}` });
      Object.assign(next, body);
      return json(res, 200, next);
    }
    if (path === '/__fake/pay') {
      const session = sessions.get(String(body.sessionkey));
      if (!session) return json(res, 404, { error: 'No such session' });
      if (!Object.hasOwn(OUTCOMES, String(body.outcome)))
        return json(res, 400, { error: `outcome is one of ${Object.keys(OUTCOMES).join(', ')}` });
      return json(res, 200, await complete(session, String(body.outcome)));
    }
    return json(res, 404, { error: 'Not found' });
  }

  /** The hosted page: what is paid, and a button for each outcome. */
  function payPage(session) {
    const { form } = session;
    const buttons = [
      ['pay', 'Pay'],
      ['fail', 'Fail'],
      ['cancel', 'Cancel'],
      ['risky', 'Pay risky'],
    ]
      .map(([value, label]) => `<button type="submit" name="outcome" value="${value}">${label}</button>`)
      .join(' ');
    return page(
      'SSLCommerz',
      `<h1>SSLCommerz</h1><p>${escape(form.product_name)}: BDT ${escape(form.total_amount)}</p>` +
        `<form method="post" action="/pay/${escape(session.key)}">${buttons}</form>`,
    );
  }

  /** The page that carries the browser's POST to the shop, as SSLCommerz's does. */
  const returnPage = ({ url, fields }) =>
    page(
      'SSLCommerz',
      `<form method="post" action="${escape(url)}">` +
        Object.entries(fields)
          .map(([name, value]) => `<input type="hidden" name="${escape(name)}" value="${escape(value)}">`)
          .join('') +
        `<button type="submit">Return to the shop</button></form><script>document.forms[0].submit()</script>`,
    );

  function merchant(res, query) {
    if (query.refund_ref_id) {
      const refund = refunds.get(query.refund_ref_id);
      if (!refund) return json(res, 200, { APIConnect: 'DONE', status: 'failed', errorReason: 'Invalid refund_ref_id' });
      return json(res, 200, { APIConnect: 'DONE', ...refund, status: 'refunded', refunded_on: refund.initiated_on });
    }
    if (query.bank_tran_id) {
      if (!query.refund_trans_id)
        return json(res, 200, { APIConnect: 'INVALID_REQUEST', errorReason: 'refund_trans_id is required' });
      const earlier = [...refunds.values()].find((refund) => refund.refund_trans_id === query.refund_trans_id);
      if (earlier) return json(res, 200, { APIConnect: 'DONE', ...earlier, status: 'success' });
      const transaction = [...transactions.values()].find((t) => t.bank_tran_id === query.bank_tran_id && t.status === 'VALID');
      const answer = { APIConnect: 'DONE', bank_tran_id: query.bank_tran_id, trans_id: transaction?.session.form.tran_id ?? '' };
      if (!transaction) return json(res, 200, { ...answer, status: 'failed', errorReason: 'Invalid bank_tran_id' });
      const paisa = paisaOf(query.refund_amount);
      const left = paisaOf(transaction.amount) - transaction.refunded;
      if (paisa === null || paisa <= 0 || paisa > left)
        return json(res, 200, {
          ...answer,
          status: 'failed',
          errorReason: 'Refund amount is more than the amount left to refund',
        });
      transaction.refunded += paisa;
      const refund = {
        ...answer,
        refund_ref_id: `FAKEREF${pad(++count.refund)}`,
        refund_trans_id: query.refund_trans_id,
        refund_amount: amountOf(paisa),
        initiated_on: now(),
      };
      refunds.set(refund.refund_ref_id, refund);
      return json(res, 200, { ...refund, status: 'success' });
    }
    const session = query.sessionkey
      ? sessions.get(query.sessionkey)
      : [...sessions.values()].find((s) => s.form.tran_id === query.tran_id);
    if (query.sessionkey) {
      if (!session) return json(res, 200, { APIConnect: 'DONE', status: 'INVALID_SESSION', sessionkey: query.sessionkey });
      const latest = session.transactions.at(-1);
      return json(res, 200, {
        APIConnect: 'DONE',
        sessionkey: session.key,
        ...(latest
          ? reportOf(latest)
          : { status: 'PENDING', tran_id: session.form.tran_id, amount: amountOf(paisaOf(session.form.total_amount)) }),
      });
    }
    if (!query.tran_id) return json(res, 200, { APIConnect: 'INVALID_REQUEST' });
    const elements = session?.transactions.map(reportOf) ?? [];
    return json(res, 200, { APIConnect: 'DONE', no_of_trans_found: elements.length, element: elements });
  }

  /** The fake's answer to SSLCommerz's own calls. */
  function answer(req, res, path, body) {
    const query = Object.fromEntries(new URL(req.url ?? '/', 'http://fake').searchParams);
    const paying = /^\/pay\/([^/]+)$/.exec(path);
    if (paying) {
      const session = sessions.get(decodeURIComponent(paying[1]));
      if (!session) return html(res, 404, page('SSLCommerz', '<h1>SSLCommerz</h1><p>This session is unknown.</p>'));
      if (req.method !== 'POST') return html(res, 200, payPage(session));
      const outcome = String(body?.outcome);
      if (!Object.hasOwn(OUTCOMES, outcome)) return html(res, 400, page('SSLCommerz', '<p>Choose an outcome.</p>'));
      return complete(session, outcome).then((done) => html(res, 200, returnPage(done)));
    }
    if (take('hang')) return void hanging.add(res);
    if (take('http500')) return html(res, 500, '<html><h1>500 Internal Server Error</h1></html>');

    if (req.method === 'POST' && path === SESSION) {
      const form = body ?? {};
      const problem = problemOf(form);
      if (problem) return json(res, 200, { status: 'FAILED', failedreason: problem, sessionkey: '', GatewayPageURL: '' });
      const key = `FAKESESSION${pad(++count.session)}`;
      sessions.set(key, { key, form, transactions: [] });
      const gateway = `http://${req.headers.host}/pay/${key}`;
      return json(res, 200, {
        status: 'SUCCESS',
        failedreason: '',
        sessionkey: key,
        gw: {
          visa: 'city_visa,ebl_visa',
          master: 'city_master',
          amex: 'city_amex',
          othercards: '',
          internetbanking: '',
          mobilebanking: 'bkash',
        },
        redirectGatewayURL: gateway,
        directPaymentURLBank: '',
        directPaymentURLCard: '',
        directPaymentURL: '',
        redirectGatewayURLFailed: '',
        GatewayPageURL: gateway,
        storeBanner: '',
        storeLogo: '',
        desc: [],
        is_direct_pay_enable: '0',
      });
    }
    if (req.method === 'GET' && (path === VALIDATION || path === MERCHANT)) {
      if (!trusted(query)) return json(res, 200, { APIConnect: 'FAILED', status: 'INVALID_REQUEST' });
      if (path === MERCHANT) return merchant(res, query);
      const transaction = transactions.get(query.val_id ?? '');
      if (!transaction || transaction.invalid) return json(res, 200, { APIConnect: 'DONE', status: 'INVALID_TRANSACTION' });
      const validated = transaction.status === 'VALID' && transaction.validations++ > 0;
      return json(res, 200, {
        APIConnect: 'DONE',
        ...reportOf(transaction),
        ...(validated && { status: 'VALIDATED' }),
        store_id: storeId,
        validated_on: now(),
        gw_version: '',
      });
    }
    return json(res, 404, { status: 'FAILED', failedreason: 'Not found' });
  }

  const served = await serveFake({ port, control, answer, log, parcels: [], hanging });
  return { url: served.url, port: served.port, log, ipns, sessions, close: served.close };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, storeId, storePassword] = process.argv.slice(2);
  startSslcommerz({ port: Number(port), storeId, storePassword }).then(() => console.log(`SSLCommerz fake on ${port}`));
}
