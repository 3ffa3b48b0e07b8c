/**
 * A fake of Pathao Courier's merchant API ("aladdin", research §3.2) for the tests, with its state in memory:
 * `POST /aladdin/api/v1/issue-token` (password and refresh-token grants; tokens expire after `tokenTtlSeconds`),
 * `GET city-list`, `cities/{id}/zone-list`, `zones/{id}/area-list` (a small fixture of Dhaka, Chattogram and Gazipur),
 * `GET stores`, `POST orders`, `POST orders/bulk` (202, `data: true`, the orders made a moment later),
 * `GET orders/{consignment_id}/info` and `POST merchant/price-plan` (60 taka inside Dhaka, 110 outside, for 0.5 kg;
 * 15 more for each further kg). A call without a live token is answered 401 "Unauthenticated.".
 *
 * Control, for the tests (never logged): `GET /__fake/log` gives every call (method, path, parsed body);
 * `POST /__fake/advance {consignment_id | invoice, status, collected?}` moves an order to a status slug and sends its
 * webhook (`order.<slug>`, signed with `X-PATHAO-Signature`), answering with the webhook's HTTP status;
 * `POST /__fake/handshake` sends the registration event (`webhook_integration`) and answers with the webhook's status
 * and its integration header; `POST /__fake/webhook {url, token}` sets the callback and its secret;
 * `POST /__fake/fail {mode, times?}` makes the next calls fail (modes below); `POST /__fake/reset` forgets the orders,
 * the tokens, the log and the failures.
 *
 * Usage: node test/fakes/pathao.mjs PORT CLIENT_ID CLIENT_SECRET USERNAME PASSWORD STORE_ID [WEBHOOK_URL WEBHOOK_SECRET]
 */
import { fileURLToPath } from 'node:url';
import { bodyOf, json, serveFake } from './serve.mjs';

/**
 * The failures `/__fake/fail` sets up: `http200-error` (HTTP 200 with `code: 400` and an error), `401`, `429`, `500`,
 * `timeout` (no answer until the client gives up), `lost-create` (the next order is made, its answer a 504), `no-fee`
 * (the next order's answer leaves out its delivery fee).
 */
const FAILURES = ['http200-error', '401', '429', '500', 'timeout', 'lost-create', 'no-fee'];

const API = '/aladdin/api/v1';

/** Pathao's map in this fake: cities, their zones, and the zones' areas. */
const CITIES = [
  {
    city_id: 1,
    city_name: 'Dhaka',
    zones: [
      { zone_id: 11, zone_name: 'Gulshan', areas: ['Gulshan 1', 'Gulshan 2', 'Baridhara'] },
      { zone_id: 12, zone_name: 'Mirpur', areas: ['Mirpur 10', 'Pallabi', 'Kazipara'] },
      { zone_id: 13, zone_name: 'Dhanmondi', areas: ['Jigatola', 'Road 27', 'Kalabagan'] },
    ],
  },
  {
    city_id: 2,
    city_name: 'Chattogram',
    zones: [
      { zone_id: 21, zone_name: 'Agrabad', areas: ['Agrabad C/A', 'Chowmuhani'] },
      { zone_id: 22, zone_name: 'Halishahar', areas: ['Halishahar H Block'] },
    ],
  },
  { city_id: 3, city_name: 'Gazipur', zones: [{ zone_id: 31, zone_name: 'Tongi', areas: ['Tongi Bazar'] }] },
];
const ZONES = CITIES.flatMap((city) => city.zones.map((zone) => ({ ...zone, city_id: city.city_id })));
/** Area ids: the zone's id and the area's place in it (Baridhara, 113, takes no home delivery). */
const AREAS = ZONES.flatMap((zone) =>
  zone.areas.map((name, at) => ({
    area_id: zone.zone_id * 10 + at + 1,
    area_name: name,
    zone_id: zone.zone_id,
    home_delivery_available: name !== 'Baridhara',
    pickup_available: true,
  })),
);

/** Pathao's fee in this fake: 60 inside Dhaka, 110 outside, for 0.5 kg; 15 for each further kg begun. */
const feeOf = (cityId, weight) => (cityId === 1 ? 60 : 110) + 15 * Math.ceil(Math.max(0, weight - 0.5));

const listed = (res, items) => json(res, 200, { message: 'Fetched.', type: 'success', code: 200, data: { data: items } });
const invalid = (res, errors) => json(res, 422, { message: 'Please fix the given errors', type: 'error', code: 422, errors });

/** A moment as Pathao writes it: `YYYY-MM-DD HH:MM:SS`. */
const stamp = () => new Date().toISOString().slice(0, 19).replace('T', ' ');

/** "at-the-sorting-hub" as Pathao's order_status says it: "At The Sorting Hub". */
const titleOf = (slug) => slug.replace(/(^|-)(\w)/g, (_, dash, letter) => `${dash ? ' ' : ''}${letter.toUpperCase()}`);

/**
 * @param {{ port?: number, clientId: string, clientSecret: string, username: string, password: string, storeId: number,
 *   webhookUrl?: string, webhookSecret?: string, tokenTtlSeconds?: number }} options
 */
export async function startPathao({
  port = 0,
  clientId,
  clientSecret,
  username,
  password,
  storeId,
  webhookUrl,
  webhookSecret,
  tokenTtlSeconds = 432_000,
}) {
  /** @type {import('./pathao.d.mts').FakeCall[]} */
  const log = [];
  /** @type {import('./pathao.d.mts').PathaoParcel[]} */
  const parcels = [];
  /** @type {{ mode: string, times: number }[]} */
  const failures = [];
  /** access token → when it expires (ms) */
  const tokens = new Map();
  const refreshTokens = new Set();
  const webhook = { url: webhookUrl, secret: webhookSecret };
  const hanging = new Set();
  let issued = 0;
  let orders = 0;
  const day = new Date().toISOString().slice(2, 10).split('-').reverse().join('');

  function issue() {
    const access = `pt-access-${++issued}`;
    const refresh = `pt-refresh-${issued}`;
    tokens.set(access, Date.now() + tokenTtlSeconds * 1000);
    refreshTokens.add(refresh);
    return { token_type: 'Bearer', expires_in: tokenTtlSeconds, access_token: access, refresh_token: refresh };
  }

  /** The documented checks of an order: its problems by field, or null. */
  function problemsOf(order) {
    const problems = {};
    if (Number(order.store_id) !== storeId) problems.store_id = ['The selected store id is invalid.'];
    const name = String(order.recipient_name ?? '');
    if (name.length < 3 || name.length > 100)
      problems.recipient_name = ['The recipient name must be between 3 and 100 characters.'];
    if (!/^01\d{9}$/.test(String(order.recipient_phone ?? '')))
      problems.recipient_phone = ['The recipient phone format is invalid.'];
    if (order.recipient_secondary_phone !== undefined && !/^01\d{9}$/.test(String(order.recipient_secondary_phone)))
      problems.recipient_secondary_phone = ['The recipient secondary phone format is invalid.'];
    const address = String(order.recipient_address ?? '');
    if (address.length < 10 || address.length > 220)
      problems.recipient_address = ['The recipient address must be between 10 and 220 characters.'];
    const zone = ZONES.find((z) => z.zone_id === order.recipient_zone);
    if (order.recipient_city !== undefined && !CITIES.some((c) => c.city_id === order.recipient_city))
      problems.recipient_city = ['The selected recipient city is invalid.'];
    if (order.recipient_zone !== undefined && zone?.city_id !== order.recipient_city)
      problems.recipient_zone = ['The selected recipient zone is invalid.'];
    if (
      order.recipient_area !== undefined &&
      !AREAS.some((a) => a.area_id === order.recipient_area && a.zone_id === zone?.zone_id)
    )
      problems.recipient_area = ['The selected recipient area is invalid.'];
    if (![48, 12].includes(order.delivery_type)) problems.delivery_type = ['The selected delivery type is invalid.'];
    if (![1, 2].includes(order.item_type)) problems.item_type = ['The selected item type is invalid.'];
    if (!Number.isInteger(order.item_quantity) || order.item_quantity < 1)
      problems.item_quantity = ['The item quantity must be at least 1.'];
    if (typeof order.item_weight !== 'number' || order.item_weight < 0.5 || order.item_weight > 10)
      problems.item_weight = ['The item weight must be between 0.5 and 10.'];
    if (!Number.isInteger(order.amount_to_collect) || order.amount_to_collect < 0)
      problems.amount_to_collect = ['The amount to collect must be an integer.'];
    return Object.keys(problems).length ? problems : null;
  }

  function create(order) {
    orders += 1;
    // Pathao places an order without a city by its address (since July 2025): here, a city named in it.
    const cityId =
      order.recipient_city ?? CITIES.find((c) => new RegExp(c.city_name, 'i').test(order.recipient_address))?.city_id;
    /** @type {import('./pathao.d.mts').PathaoParcel} */
    const parcel = {
      consignment_id: `DL${day}${String(orders).padStart(6, '0')}`,
      merchant_order_id: order.merchant_order_id ?? null,
      store_id: order.store_id,
      recipient_name: order.recipient_name,
      recipient_phone: order.recipient_phone,
      recipient_secondary_phone: order.recipient_secondary_phone ?? null,
      recipient_address: order.recipient_address,
      recipient_city: order.recipient_city ?? null,
      recipient_zone: order.recipient_zone ?? null,
      recipient_area: order.recipient_area ?? null,
      delivery_type: order.delivery_type,
      item_type: order.item_type,
      special_instruction: order.special_instruction ?? null,
      item_quantity: order.item_quantity,
      item_weight: order.item_weight,
      item_description: order.item_description ?? null,
      amount_to_collect: order.amount_to_collect,
      order_status: 'Pending',
      order_status_slug: 'pending',
      delivery_fee: feeOf(cityId, order.item_weight),
      collected_amount: 0,
      created_at: stamp(),
      updated_at: stamp(),
    };
    parcels.push(parcel);
    return parcel;
  }

  /** The next failure set up for this call, if any: `lost-create` and `no-fee` wait for an order. */
  function failureFor(req, path) {
    const creates = req.method === 'POST' && path === `${API}/orders`;
    const next = failures.find((failure) => !['lost-create', 'no-fee'].includes(failure.mode) || creates);
    if (!next) return null;
    if (--next.times <= 0) failures.splice(failures.indexOf(next), 1);
    return next.mode;
  }

  async function send(body) {
    if (!webhook.url) return { status: null, integration: null };
    try {
      const response = await fetch(webhook.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pathao-signature': webhook.secret ?? '' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      });
      return { status: response.status, integration: response.headers.get('x-pathao-merchant-webhook-integration-secret') };
    } catch {
      return { status: 502, integration: null };
    }
  }

  async function control(req, res, path) {
    const body = req.method === 'POST' ? await bodyOf(req) : {};
    if (path === '/__fake/log') return json(res, 200, log);
    if (path === '/__fake/reset') {
      for (const list of [log, parcels, failures]) list.length = 0;
      tokens.clear();
      refreshTokens.clear();
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/webhook') {
      Object.assign(webhook, { url: body.url, secret: body.token });
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/fail') {
      if (!FAILURES.includes(String(body.mode))) return json(res, 400, { error: `mode is one of ${FAILURES.join(', ')}` });
      failures.push({ mode: String(body.mode), times: Number(body.times ?? 1) });
      return json(res, 200, { ok: true });
    }
    if (path === '/__fake/handshake') {
      const { status, integration } = await send({ event: 'webhook_integration' });
      return json(res, status ?? 200, { webhookStatus: status, integrationSecret: integration });
    }
    if (path === '/__fake/advance') {
      const parcel = parcels.find((p) => p.consignment_id === body.consignment_id || p.merchant_order_id === body.invoice);
      if (!parcel) return json(res, 404, { error: 'No such order' });
      parcel.order_status_slug = String(body.status);
      parcel.order_status = titleOf(parcel.order_status_slug);
      if (['delivered', 'partial-delivery'].includes(parcel.order_status_slug))
        parcel.collected_amount = Number(body.collected ?? parcel.amount_to_collect);
      parcel.updated_at = stamp();
      const { status } = await send({
        event: `order.${parcel.order_status_slug}`,
        consignment_id: parcel.consignment_id,
        merchant_order_id: parcel.merchant_order_id,
        order_status: parcel.order_status,
        delivery_fee: parcel.delivery_fee,
        collected_amount: parcel.collected_amount,
        reason: null,
        invoice_id: null,
        updated_at: parcel.updated_at,
      });
      return json(res, status ?? 200, { parcel, webhookStatus: status });
    }
    return json(res, 404, { error: 'Not found' });
  }

  function grant(res, body) {
    if (body.client_id !== clientId || body.client_secret !== clientSecret)
      return json(res, 401, { message: 'Unauthenticated.' });
    if (body.grant_type === 'password' && body.username === username && body.password === password)
      return json(res, 200, issue());
    if (body.grant_type === 'refresh_token' && refreshTokens.delete(body.refresh_token)) return json(res, 200, issue());
    return json(res, 401, { message: 'Unauthenticated.' });
  }

  /** The fake's answer to Pathao's own calls. */
  function answer(req, res, path, body) {
    const failure = failureFor(req, path);
    if (failure === 'timeout') return void hanging.add(res);
    if (failure === '401') return json(res, 401, { message: 'Unauthenticated.' });
    if (failure === '429') return json(res, 429, { message: 'Too Many Attempts.' });
    if (failure === '500') return json(res, 500, { message: 'Server Error', type: 'error', code: 500 });
    if (failure === 'http200-error') return json(res, 200, { message: 'Something went wrong', type: 'error', code: 400 });

    if (req.method === 'POST' && path === `${API}/issue-token`) return grant(res, body);
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !(tokens.get(bearer) > Date.now())) return json(res, 401, { message: 'Unauthenticated.' });

    if (req.method === 'GET' && path === `${API}/city-list`)
      return listed(
        res,
        CITIES.map(({ city_id, city_name }) => ({ city_id, city_name })),
      );
    const zonesOf = new RegExp(`^${API}/cities/(\\d+)/zone-list$`).exec(path);
    if (req.method === 'GET' && zonesOf)
      return listed(
        res,
        ZONES.filter((z) => z.city_id === Number(zonesOf[1])).map(({ zone_id, zone_name }) => ({ zone_id, zone_name })),
      );
    const areasOf = new RegExp(`^${API}/zones/(\\d+)/area-list$`).exec(path);
    if (req.method === 'GET' && areasOf)
      return listed(
        res,
        AREAS.filter((a) => a.zone_id === Number(areasOf[1])).map(({ zone_id: _, ...area }) => area),
      );
    if (req.method === 'GET' && path === `${API}/stores`)
      return listed(res, [{ store_id: storeId, store_name: 'Lumière Intimates', is_active: 1 }]);

    if (req.method === 'POST' && path === `${API}/orders`) {
      const problems = problemsOf(body);
      if (problems) return invalid(res, problems);
      const parcel = create(body);
      if (failure === 'lost-create')
        return res.writeHead(504, { 'content-type': 'text/html' }).end('<html><h1>504 Gateway Time-out</h1></html>');
      const data = {
        consignment_id: parcel.consignment_id,
        merchant_order_id: parcel.merchant_order_id,
        order_status: parcel.order_status,
        ...(failure !== 'no-fee' && { delivery_fee: parcel.delivery_fee }),
      };
      return json(res, 200, { message: 'Order Created Successfully', type: 'success', code: 200, data });
    }
    if (req.method === 'POST' && path === `${API}/orders/bulk`) {
      if (!Array.isArray(body.orders)) return invalid(res, { orders: ['The orders field is required.'] });
      // Pathao books a bulk later and says nothing of the orders it could not make.
      setTimeout(() => body.orders.filter((order) => !problemsOf(order)).forEach(create), 20);
      return json(res, 202, {
        message: 'Your bulk order creation request is accepted, please wait some time to complete order creation.',
        type: 'success',
        code: 202,
        data: true,
      });
    }
    const info = new RegExp(`^${API}/orders/([^/]+)/info$`).exec(path);
    if (req.method === 'GET' && info) {
      const parcel = parcels.find((p) => p.consignment_id === decodeURIComponent(info[1]));
      if (!parcel) return json(res, 404, { message: 'Order not found.', type: 'error', code: 404 });
      const { consignment_id, merchant_order_id, order_status, order_status_slug, updated_at } = parcel;
      return json(res, 200, {
        message: 'Order info',
        type: 'success',
        code: 200,
        data: { consignment_id, merchant_order_id, order_status, order_status_slug, updated_at, invoice_id: null },
      });
    }
    if (req.method === 'POST' && path === `${API}/merchant/price-plan`) {
      const zone = ZONES.find((z) => z.zone_id === body.recipient_zone && z.city_id === body.recipient_city);
      if (!zone || typeof body.item_weight !== 'number')
        return invalid(res, { recipient_zone: ['The selected recipient zone is invalid.'] });
      const price = feeOf(zone.city_id, body.item_weight);
      return json(res, 200, {
        message: 'price',
        type: 'success',
        code: 200,
        data: {
          price,
          discount: 0,
          promo_discount: 0,
          plan_id: 69,
          cod_enabled: 1,
          cod_percentage: 0.01,
          additional_charge: 0,
          final_price: price,
        },
      });
    }
    return json(res, 404, { message: 'Not found.', type: 'error', code: 404 });
  }

  return serveFake({ port, control, answer, log, parcels, hanging });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [port, clientId, clientSecret, username, password, storeId, webhookUrl, webhookSecret] = process.argv.slice(2);
  const options = {
    port: Number(port),
    clientId,
    clientSecret,
    username,
    password,
    storeId: Number(storeId),
    webhookUrl,
    webhookSecret,
  };
  startPathao(options).then(() => console.log(`Pathao fake on ${port}`));
}
