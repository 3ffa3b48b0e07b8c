/**
 * A fake of Steadfast's API v1 for the tests, speaking its documented contract (research §3.1) with parcels in
 * memory: `POST /create_order`, `POST /create_order/bulk-order` (`data`: a JSON-encoded array, at most 500),
 * `GET /status_by_cid/{id}`, `/status_by_invoice/{invoice}`, `/status_by_trackingcode/{code}`, `GET /get_balance`,
 * `GET /payments`, `POST /create_return_request`. Every call needs the `Api-Key` and `Secret-Key` headers (else 401
 * "Unauthenticated."); an invoice booked twice is refused under HTTP 200, the error only in the body, as Steadfast does.
 *
 * Control, for the tests (never logged): `GET /__fake/log` gives every call (method, path, parsed body);
 * `POST /__fake/advance {invoice | consignment_id, status, collected?}` moves a parcel and sends its webhook to the
 * callback, answering with the webhook's HTTP status; `POST /__fake/webhook {url, token}` sets the callback;
 * `POST /__fake/fail {mode, times?}` makes the next calls fail (modes below); `POST /__fake/payout {amount}` records
 * a payment to the shop; `POST /__fake/reset` forgets parcels, payments, returns, the log and the failures.
 *
 * Usage: node test/fakes/steadfast.mjs PORT API_KEY SECRET_KEY [WEBHOOK_URL WEBHOOK_TOKEN]
 */
import { fileURLToPath } from 'node:url';
import { bodyOf, json, serveFake } from './serve.mjs';

/**
 * The failures `/__fake/fail` sets up: `http200-error` (HTTP 200, a refusal in the body), `401`, `429`, `500`,
 * `timeout` (no answer until the client gives up), `lost-create` (the next booking is made, its answer a 504).
 */
const FAILURES = ['http200-error', '401', '429', '500', 'timeout', 'lost-create'];

/** Steadfast's fee in this fake: inside Dhaka, and anywhere else. */
const CHARGE = { inside: 60, outside: 110 };

const INVALID = 'The given data was invalid.';

/** The documented checks of a booking: the first problem as Steadfast words it, or null. */
function problemOf(order) {
  const invoice = String(order.invoice ?? '');
  if (!/^[A-Za-z0-9_-]+$/.test(invoice)) return { invoice: ['The invoice field is required.'] };
  if (!order.recipient_name || String(order.recipient_name).length > 100)
    return { recipient_name: ['The recipient name may not be greater than 100 characters.'] };
  if (!/^\d{11}$/.test(String(order.recipient_phone ?? '')))
    return { recipient_phone: ['The recipient phone must be 11 digits.'] };
  if (order.alternative_phone !== undefined && !/^\d{11}$/.test(String(order.alternative_phone)))
    return { alternative_phone: ['The alternative phone must be 11 digits.'] };
  if (!order.recipient_address || String(order.recipient_address).length > 250)
    return { recipient_address: ['The recipient address may not be greater than 250 characters.'] };
  if (typeof order.cod_amount !== 'number' || order.cod_amount < 0) return { cod_amount: ['The cod amount must be at least 0.'] };
  return null;
}

/**
 * @param {{ port?: number, apiKey: string, secretKey: string, webhookUrl?: string, webhookToken?: string }} options
 */
export async function startSteadfast({ port = 0, apiKey, secretKey, webhookUrl, webhookToken }) {
  /** @type {import('./steadfast.d.mts').FakeCall[]} */
  const log = [];
  /** @type {import('./steadfast.d.mts').SteadfastParcel[]} */
  const parcels = [];
  const payouts = [];
  const returns = [];
  /** @type {{ mode: string, times: number }[]} */
  const failures = [];
  const webhook = { url: webhookUrl, token: webhookToken };
  const hanging = new Set();
  let consignments = 0;
  let payments = 0;

  const now = () => new Date().toISOString().replace('Z', '000Z');

  function book(order) {
    const consignmentId = 1_000_000 + ++consignments;
    const address = String(order.recipient_address);
    /** @type {import('./steadfast.d.mts').SteadfastParcel} */
    const parcel = {
      consignment_id: consignmentId,
      invoice: String(order.invoice),
      tracking_code: `SF${String(consignmentId).padStart(8, '0')}`,
      recipient_name: order.recipient_name,
      recipient_phone: order.recipient_phone,
      alternative_phone: order.alternative_phone ?? null,
      recipient_address: address,
      cod_amount: order.cod_amount,
      note: order.note ?? null,
      item_description: order.item_description ?? null,
      total_lot: order.total_lot ?? null,
      delivery_type: order.delivery_type ?? 0,
      status: 'in_review',
      delivery_charge: /dhaka/i.test(address) ? CHARGE.inside : CHARGE.outside,
      collected: 0,
      created_at: now(),
      updated_at: now(),
    };
    parcels.push(parcel);
    return parcel;
  }

  /** A parcel as Steadfast's create answer shows it. */
  const consignmentOf = (parcel) => {
    const { alternative_phone: _, delivery_charge: __, collected: ___, ...shown } = parcel;
    return shown;
  };

  /** The next failure set up for this call, if any: `lost-create` waits for a booking. */
  function failureFor(path) {
    const creates = path.startsWith('/create_order');
    const next = failures.find((failure) => failure.mode !== 'lost-create' || creates);
    if (!next) return null;
    if (--next.times <= 0) failures.splice(failures.indexOf(next), 1);
    return next.mode;
  }

  async function sendWebhook(parcel) {
    if (!webhook.url) return null;
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${webhook.token ?? ''}` },
        body: JSON.stringify({
          notification_type: 'delivery_status',
          consignment_id: parcel.consignment_id,
          invoice: parcel.invoice,
          // Once delivered, Steadfast's cod_amount is the cash the rider collected (less than asked, in part).
          cod_amount: parcel.collected ?? parcel.cod_amount,
          status: parcel.status,
          delivery_charge: parcel.delivery_charge,
          tracking_message: `Your parcel is ${parcel.status.replaceAll('_', ' ')}.`,
          updated_at: parcel.updated_at,
        }),
        signal: AbortSignal.timeout(10_000),
      });
      return response.status;
    } catch {
      return 502;
    }
  }

  async function control(req, res, path) {
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    if (path === '/__fake/log') return json(res, 200, log);
    if (path === '/__fake/reset') {
      for (const list of [log, parcels, payouts, returns, failures]) list.length = 0;
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/webhook') {
      Object.assign(webhook, { url: body.url, token: body.token });
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/fail') {
      if (!FAILURES.includes(String(body.mode))) return json(res, 400, { error: `mode is one of ${FAILURES.join(', ')}` });
      failures.push({ mode: String(body.mode), times: Number(body.times ?? 1) });
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/payout') {
      const payout = { id: ++payments, amount: Number(body.amount), created_at: now() };
      payouts.push(payout);
      return json(res, 200, payout);
    }
    if (path === '/__fake/advance') {
      const parcel = parcels.find((p) => p.invoice === body.invoice || p.consignment_id === Number(body.consignment_id));
      if (!parcel) return json(res, 404, { error: 'No such parcel' });
      parcel.status = String(body.status);
      if (parcel.status.startsWith('delivered') || parcel.status.startsWith('partial_delivered'))
        parcel.collected = Number(body.collected ?? parcel.cod_amount);
      parcel.updated_at = now();
      const status = await sendWebhook(parcel);
      return json(res, status ?? 200, { parcel, webhookStatus: status });
    }
    return json(res, 404, { error: 'Not found' });
  }

  /** The fake's answer to Steadfast's own calls. */
  function answer(req, res, path, body) {
    if (req.headers['api-key'] !== apiKey || req.headers['secret-key'] !== secretKey)
      return json(res, 401, { message: 'Unauthenticated.' });
    const failure = failureFor(path);
    if (failure === 'timeout') return void hanging.add(res);
    if (failure === '401') return json(res, 401, { message: 'Unauthenticated.' });
    if (failure === '429') return json(res, 429, { message: 'Too Many Attempts.' });
    if (failure === '500') return json(res, 500, { message: 'Server Error' });
    if (failure === 'http200-error')
      return json(res, 200, {
        status: 400,
        message: INVALID,
        errors: { recipient_phone: ['The recipient phone format is invalid.'] },
      });
    const lost = failure === 'lost-create';

    if (req.method === 'POST' && path === '/create_order') {
      const problem = problemOf(body);
      if (problem) return json(res, 422, { status: 400, message: INVALID, errors: problem });
      if (parcels.some((p) => p.invoice === String(body.invoice)))
        return json(res, 200, { status: 400, message: INVALID, errors: { invoice: ['The invoice has already been taken.'] } });
      const parcel = book(body);
      if (lost) return res.writeHead(504, { 'content-type': 'text/html' }).end('<html><h1>504 Gateway Time-out</h1></html>');
      return json(res, 200, {
        status: 200,
        message: 'Consignment has been created successfully.',
        consignment: consignmentOf(parcel),
      });
    }
    if (req.method === 'POST' && path === '/create_order/bulk-order') {
      let orders;
      try {
        orders = typeof body.data === 'string' ? JSON.parse(body.data) : null;
      } catch {}
      if (!Array.isArray(orders) || orders.length > 500)
        return json(res, 422, {
          status: 400,
          message: INVALID,
          errors: { data: ['The data must be a JSON array of at most 500.'] },
        });
      const items = orders.map((order) => {
        const fine = !problemOf(order) && !parcels.some((p) => p.invoice === String(order.invoice));
        const parcel = fine ? book(order) : null;
        return {
          invoice: order.invoice,
          recipient_name: order.recipient_name,
          recipient_address: order.recipient_address,
          recipient_phone: order.recipient_phone,
          cod_amount: Number(order.cod_amount ?? 0).toFixed(2),
          note: order.note ?? null,
          consignment_id: parcel?.consignment_id ?? null,
          tracking_code: parcel?.tracking_code ?? null,
          status: parcel ? 'success' : 'error',
        };
      });
      if (lost) return res.writeHead(504, { 'content-type': 'text/html' }).end('<html><h1>504 Gateway Time-out</h1></html>');
      return json(res, 200, items);
    }
    const lookup = /^\/status_by_(cid|invoice|trackingcode)\/(.+)$/.exec(path);
    if (req.method === 'GET' && lookup) {
      const key = decodeURIComponent(lookup[2]);
      const parcel = parcels.find((p) =>
        lookup[1] === 'cid'
          ? String(p.consignment_id) === key
          : lookup[1] === 'invoice'
            ? p.invoice === key
            : p.tracking_code === key,
      );
      if (!parcel) return json(res, 404, { status: 404, message: 'Consignment not found.' });
      return json(res, 200, { status: 200, delivery_status: parcel.status });
    }
    if (req.method === 'GET' && path === '/get_balance') {
      const earned = parcels
        .filter((p) => ['delivered', 'partial_delivered'].includes(p.status))
        .reduce((sum, p) => sum + p.collected - p.delivery_charge, 0);
      const paid = payouts.reduce((sum, payout) => sum + payout.amount, 0);
      return json(res, 200, { status: 200, current_balance: earned - paid });
    }
    if (req.method === 'GET' && path === '/payments') return json(res, 200, { status: 200, data: payouts });
    if (req.method === 'POST' && path === '/create_return_request') {
      const parcel = parcels.find(
        (p) =>
          (body.consignment_id !== undefined && String(p.consignment_id) === String(body.consignment_id)) ||
          (body.invoice !== undefined && p.invoice === String(body.invoice)) ||
          (body.tracking_code !== undefined && p.tracking_code === String(body.tracking_code)),
      );
      if (!parcel) return json(res, 404, { status: 404, message: 'Consignment not found.' });
      const request = {
        id: returns.length + 1,
        user_id: 1,
        consignment_id: parcel.consignment_id,
        reason: body.reason ?? null,
        status: 'pending',
        created_at: now(),
        updated_at: now(),
      };
      returns.push(request);
      return json(res, 200, request);
    }
    return json(res, 404, { status: 404, message: 'Not found.' });
  }

  return serveFake({ port, control, answer, log, parcels, hanging });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, apiKey, secretKey, webhookUrl, webhookToken] = process.argv.slice(2);
  startSteadfast({ port: Number(port), apiKey, secretKey, webhookUrl, webhookToken }).then(() =>
    console.log(`Steadfast fake on ${port}`),
  );
}
