/**
 * Booking parcels with the couriers and following them (lib/server/couriers), against fakes that speak Steadfast's
 * and Pathao's documented contracts: each order booked exactly once, whatever the courier answered; every courier
 * status in the map moving the order along the one status path; webhooks authenticated, stored once and only read
 * as a signal; a returned parcel's pieces back in stock once.
 */
import '../courier-env';
import { and, eq } from 'drizzle-orm';
import { POST as book } from '@/app/api/admin/shipments/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as addNote } from '@/app/api/admin/orders/[orderNo]/notes/route';
import { POST as parcelRoute } from '@/app/api/admin/orders/[orderNo]/parcel/route';
import { POST as confirmReturn } from '@/app/api/admin/orders/[orderNo]/return/route';
import { POST as steadfastHook } from '@/app/api/courier/steadfast/route';
import { POST as pathaoHook } from '@/app/api/courier/pathao/route';
import { GET as shop } from '@/app/api/shop/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { ORDER_STATUS, statusLabel } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { courierEvents, history, orders, outbox, products, shipments } from '@/lib/server/db/schema';
import { pollParcels } from '@/lib/server/couriers/tracking';
import { call, postJson } from '../call';
import { control, WEBHOOK_TOKEN, withCouriers } from '../couriers';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { setPieces, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

const fakes = withCouriers();
withTestDatabase();

let desk: string;
beforeAll(async () => {
  desk = (await signedInStaff('staff')).cookie;
});

type Pick = Awaited<ReturnType<typeof variant>>;

const piecesOf = async (pick: Pick) =>
  (await call(shop, `/api/shop?slug=${sizedProduct.slug}`)).body.stock[`${pick.size.id}-${pick.color.id}`] as number;

/** A new customer's order of `count` pieces, confirmed by staff (Processing): its number, id, pick and her cookie. */
async function processingOrder(count = 1, status: number | null = ORDER_STATUS.processing) {
  const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
  await setPieces(pick, 500);
  const shopper = await signedInCustomer('Shirin Akter');
  const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count, attribute_pick: pick }]);
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  if (status !== null) {
    const moved = await postJson(setStatus, `/api/admin/orders/${orderNo}/status`, { from: null, to: status }, desk, { orderNo });
    expect(moved.status).toBe(200);
  }
  const [{ id, total }] = await (await getDb()).select().from(orders).where(eq(orders.orderNo, orderNo));
  return { orderNo, id, total, pick, shopper };
}

const booking = (courier: string, orderNos: string[]) =>
  postJson(book, '/api/admin/shipments', { courier, orders: orderNos }, desk);

async function orderNow(orderNo: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const [shipment] = await db.select().from(shipments).where(eq(shipments.orderId, order.id));
  return { ...order, label: statusLabel(order.status), shipment };
}

const steadfastParcels = (invoice: string) => fakes.steadfast.parcels.filter((p) => p.invoice === invoice);

describe('booking', () => {
  it('books a Processing order with Steadfast once: the parcel kept, On the Way, the tracking link sent, no product named', async () => {
    const { orderNo, id, total } = await processingOrder(2);
    const res = await booking('steadfast', [orderNo]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([expect.objectContaining({ order_no: orderNo, result: 'booked' })]);

    const now = await orderNow(orderNo);
    const [parcel] = steadfastParcels(orderNo);
    expect(now.label).toBe('On the Way');
    expect(now.shipment).toMatchObject({
      courier: 'steadfast',
      state: 'booked',
      consignmentId: String(parcel.consignment_id),
      trackingCode: parcel.tracking_code,
      trackingUrl: `https://steadfast.com.bd/t/${parcel.tracking_code}`,
      codAmount: total,
    });
    expect(parcel).toMatchObject({
      cod_amount: total,
      item_description: 'Clothing',
      total_lot: 2,
      recipient_phone: '01712345678',
    });
    // Nothing on the label names what is inside.
    const sent = JSON.stringify(fakes.steadfast.log.filter((c) => c.path.startsWith('/create_order')));
    expect(sent).not.toContain(sizedProduct.title_en);

    const db = await getDb();
    const sms = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'order-status'), eq(outbox.recipient, '+8801712345678')));
    expect(sms.map((m) => m.text)).toContainEqual(expect.stringContaining(`Track it: ${now.shipment.trackingUrl}`));
    const entries = await db
      .select()
      .from(history)
      .where(and(eq(history.subject, 'order'), eq(history.subjectId, id)));
    expect(entries.map((e) => e.action)).toEqual(['status', 'booked', 'status']);

    const again = await booking('steadfast', [orderNo]);
    expect(again).toMatchObject({ status: 422, body: { msg: 'Already booked with Steadfast' } });
    expect(steadfastParcels(orderNo)).toHaveLength(1);
  });

  it('books five orders in one call and says, order by order, why one is not booked', async () => {
    const five = await Promise.all([1, 2, 3, 4, 5].map(() => processingOrder()));
    const pending = await processingOrder(1, null);
    const bulkCalls = () => fakes.steadfast.log.filter((c) => c.path === '/create_order/bulk-order').length;
    const before = bulkCalls();
    const res = await booking('steadfast', [...five.map((o) => o.orderNo), pending.orderNo]);
    expect(res.body.msg).toBe('5 of 6 booked');
    expect(res.body.data.map((d: { result: string }) => d.result)).toEqual([
      'booked',
      'booked',
      'booked',
      'booked',
      'booked',
      'failed',
    ]);
    expect(res.body.data[5].msg).toBe('Only a Processing order is booked; this one is Pending');
    expect(bulkCalls()).toBe(before + 1);
    for (const { orderNo } of five) {
      expect(steadfastParcels(orderNo)).toHaveLength(1);
      expect((await orderNow(orderNo)).label).toBe('On the Way');
    }
  });

  it('a create whose answer was lost is looked up first when tried again, and booked once', async () => {
    const { orderNo } = await processingOrder();
    // The create is made but its answer lost, and the look-up that follows fails too.
    await control(fakes.steadfast, 'fail', { mode: 'lost-create' });
    await control(fakes.steadfast, 'fail', { mode: '500' });
    const lost = await booking('steadfast', [orderNo]);
    expect(lost).toMatchObject({ status: 422, body: { msg: expect.stringContaining('Steadfast did not answer') } });
    expect((await orderNow(orderNo)).shipment.state).toBe('lost');
    expect((await orderNow(orderNo)).label).toBe('Processing');
    expect(steadfastParcels(orderNo)).toHaveLength(1);

    const retried = await booking('steadfast', [orderNo]);
    expect(retried.body.data[0]).toMatchObject({
      result: 'already-booked',
      msg: expect.stringMatching(/^Already booked with Steadfast/),
    });
    expect(steadfastParcels(orderNo)).toHaveLength(1);
    expect(await orderNow(orderNo)).toMatchObject({
      label: 'On the Way',
      shipment: expect.objectContaining({ state: 'booked' }),
    });
  });

  it('"invoice already taken", under HTTP 200, means booked: the parcel is fetched, not booked again', async () => {
    const { orderNo } = await processingOrder();
    // Booked at the courier already (from its portal, or by a try whose claim is gone).
    const direct = await fetch(`${fakes.steadfast.url}/create_order`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'api-key': 'sf-key', 'secret-key': 'sf-secret' },
      body: JSON.stringify({
        invoice: orderNo,
        recipient_name: 'Shirin',
        recipient_phone: '01712345678',
        recipient_address: 'House 12, Road 5, Dhaka',
        cod_amount: 100,
      }),
    });
    expect(direct.status).toBe(200);
    const res = await booking('steadfast', [orderNo]);
    expect(res.body.data[0]).toMatchObject({ result: 'booked' });
    expect(steadfastParcels(orderNo)).toHaveLength(1);
    expect((await orderNow(orderNo)).label).toBe('On the Way');
  });

  it("passes a courier's refusal on, keeps the order Processing and books it on the next try", async () => {
    const { orderNo } = await processingOrder();
    await control(fakes.steadfast, 'fail', { mode: 'http200-error' });
    const refused = await booking('steadfast', [orderNo]);
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toMatch(/^Steadfast: /);
    expect(await orderNow(orderNo)).toMatchObject({ label: 'Processing', shipment: undefined });
    expect((await booking('steadfast', [orderNo])).body.data[0].result).toBe('booked');
  });

  it('gives Pathao the parcel’s weight at its products’ weights', async () => {
    await (await getDb()).update(products).set({ weight: 300 }).where(eq(products.id, sizedProduct.id));
    const { orderNo } = await processingOrder(5);
    expect((await booking('pathao', [orderNo])).body.data[0].result).toBe('booked');
    const create = fakes.pathao.log.findLast((c) => c.path === '/aladdin/api/v1/orders');
    expect(create?.body).toMatchObject({ merchant_order_id: orderNo, item_weight: 1.5, item_quantity: 5 });
  });

  it('a lost create at Pathao, which cannot be asked, waits for staff to check its portal and release it', async () => {
    const { orderNo } = await processingOrder();
    await control(fakes.pathao, 'fail', { mode: 'lost-create' });
    const lost = await booking('pathao', [orderNo]);
    expect(lost).toMatchObject({ status: 422, body: { msg: expect.stringContaining("look for it in Pathao's portal") } });
    expect((await orderNow(orderNo)).shipment.state).toBe('lost');
    // Tried again, with Pathao or with Steadfast: never a second create while Pathao may hold it.
    const creates = () => fakes.pathao.log.filter((c) => c.path === '/aladdin/api/v1/orders').length;
    const before = creates();
    expect((await booking('pathao', [orderNo])).status).toBe(422);
    expect((await booking('steadfast', [orderNo])).status).toBe(422);
    expect(creates()).toBe(before);
    expect(steadfastParcels(orderNo)).toHaveLength(0);

    const release = () => postJson(parcelRoute, `/api/admin/orders/${orderNo}/parcel`, { action: 'release' }, desk, { orderNo });
    expect((await release()).body.msg).toBe('Released: the order can be booked again');
    expect((await release()).status).toBe(409);
    expect((await booking('steadfast', [orderNo])).body.data[0].result).toBe('booked');
  });

  it('sends the rider the note written for the rider, never the desk notes', async () => {
    const { orderNo } = await processingOrder();
    await postJson(
      addNote,
      `/api/admin/orders/${orderNo}/notes`,
      { note: 'Asked about the sheer bodysuit, 2 refusals before' },
      desk,
      {
        orderNo,
      },
    );
    expect(
      (await postJson(book, '/api/admin/shipments', { courier: 'steadfast', orders: [orderNo], note: 'x'.repeat(201) }, desk))
        .status,
    ).toBe(400);
    const res = await postJson(
      book,
      '/api/admin/shipments',
      { courier: 'steadfast', orders: [orderNo], note: 'Call before coming' },
      desk,
    );
    expect(res.body.data[0].result).toBe('booked');
    expect(steadfastParcels(orderNo)[0].note).toBe('Call before coming');
    expect(JSON.stringify(fakes.steadfast.log)).not.toContain('sheer bodysuit');
  });

  it('refuses to cancel an order whose parcel is with the courier: it is asked back, and comes back Returned', async () => {
    const { orderNo } = await processingOrder();
    await booking('steadfast', [orderNo]);
    const cancel = await postJson(
      setStatus,
      `/api/admin/orders/${orderNo}/status`,
      { from: ORDER_STATUS.onTheWay, to: ORDER_STATUS.canceled, reason: 'customer-cancelled' },
      desk,
      {
        orderNo,
      },
    );
    expect(cancel).toMatchObject({ status: 409, body: { msg: expect.stringContaining('This parcel is with the courier') } });
    expect((await orderNow(orderNo)).label).toBe('On the Way');
  });

  it('refuses a courier that is not a courier, and a list too long, as a 400', async () => {
    expect((await booking('redx', ['LI1'])).status).toBe(400);
    expect(
      (
        await booking(
          'steadfast',
          Array.from({ length: 501 }, (_, i) => `LI${i}`),
        )
      ).status,
    ).toBe(400);
    expect((await booking('steadfast', [])).status).toBe(400);
  });
});

/** Moves the fake's parcel and lets its webhook reach the shop: the webhook's HTTP status. */
const advance = async (courier: 'steadfast' | 'pathao', ref: Record<string, unknown>, status: string, extra = {}) =>
  (await control(fakes[courier], 'advance', { ...ref, status, ...extra })).status;

describe('following the parcel', () => {
  it.each([
    [
      'steadfast',
      [
        ['in_review', 'On the Way'],
        ['pending', 'On the Way'],
        ['hold', 'Hold'],
        ['pending', 'On the Way'],
        ['delivered_approval_pending', 'On the Way'],
        ['delivered', 'Delivered'],
      ],
    ],
    [
      'steadfast',
      [
        ['pending', 'On the Way'],
        ['partial_delivered_approval_pending', 'On the Way'],
        ['partial_delivered', 'Partial Delivered'],
      ],
    ],
    [
      'steadfast',
      [
        ['pending', 'On the Way'],
        ['cancelled_approval_pending', 'On the Way'],
        ['cancelled', 'Returned'],
      ],
    ],
    [
      'steadfast',
      [
        ['in_review', 'On the Way'],
        ['cancelled', 'Returned'],
      ],
    ],
    [
      'steadfast',
      [
        ['hold', 'Hold'],
        ['delivered', 'Delivered'],
      ],
    ],
    [
      'pathao',
      [
        ['pickup-requested', 'On the Way'],
        ['picked', 'On the Way'],
        ['at-the-sorting-hub', 'On the Way'],
        ['in-transit', 'On the Way'],
        ['received-at-last-mile-hub', 'On the Way'],
        ['assigned-for-delivery', 'On the Way'],
        ['delivery-failed', 'Hold'],
        ['delivered', 'Delivered'],
      ],
    ],
    [
      'pathao',
      [
        ['picked', 'On the Way'],
        ['on-hold', 'Hold'],
        ['partial-delivery', 'Partial Delivered'],
      ],
    ],
    [
      'pathao',
      [
        ['pickup-failed', 'Hold'],
        ['pickup-cancelled', 'Canceled'],
      ],
    ],
    [
      'pathao',
      [
        ['picked', 'On the Way'],
        ['returned', 'On the Way'],
        ['return-in-transit', 'On the Way'],
        ['returned-to-merchant', 'Returned'],
      ],
    ],
  ] as const)('%s: %j', async (courier, steps) => {
    const { orderNo } = await processingOrder();
    const res = await booking(courier, [orderNo]);
    expect(res.body.data[0].result).toBe('booked');
    const { shipment } = await orderNow(orderNo);
    const ref = courier === 'steadfast' ? { invoice: orderNo } : { consignment_id: shipment.consignmentId };
    for (const [status, label] of steps) {
      expect(await advance(courier, ref, status)).toBeLessThan(300);
      expect(`${status} → ${(await orderNow(orderNo)).label}`).toBe(`${status} → ${label}`);
    }
    const moves = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'order'), eq(history.subjectId, shipment.orderId), eq(history.courier, courier)));
    expect(moves.length).toBeGreaterThan(0);
  });

  it('refuses a webhook without the shared secret (401, nothing stored, nothing moved), and handles a replay once', async () => {
    const { orderNo, total } = await processingOrder();
    await booking('steadfast', [orderNo]);
    const { shipment } = await orderNow(orderNo);
    const body = {
      notification_type: 'delivery_status',
      consignment_id: Number(shipment.consignmentId),
      invoice: orderNo,
      cod_amount: total,
      status: 'delivered',
      delivery_charge: 60,
      tracking_message: 'Delivered',
      updated_at: '2026-12-07 10:00:00',
    };
    const send = (authorization: string) =>
      call(steadfastHook, '/api/courier/steadfast', {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization },
        body: JSON.stringify(body),
      });
    const db = await getDb();
    const stored = () => db.$count(courierEvents);
    const before = await stored();
    expect((await send('Bearer not-the-token')).status).toBe(401);
    expect((await send('')).status).toBe(401);
    expect(await stored()).toBe(before);

    // The webhook says delivered, but the courier says pending: only the courier's word moves the order.
    expect((await send(`Bearer ${WEBHOOK_TOKEN}`)).status).toBe(200);
    expect((await orderNow(orderNo)).label).toBe('On the Way');
    expect(await stored()).toBe(before + 1);

    await control(fakes.steadfast, 'webhook', { url: 'http://127.0.0.1:9/nowhere', token: WEBHOOK_TOKEN });
    try {
      await advance('steadfast', { invoice: orderNo }, 'delivered', { collected: total });
    } finally {
      await control(fakes.steadfast, 'webhook', { url: fakes.steadfastWebhook, token: WEBHOOK_TOKEN });
    }
    // The same event again (a replay, or the courier retrying): stored once, read back once.
    expect((await send(`Bearer ${WEBHOOK_TOKEN}`)).status).toBe(200);
    expect(await stored()).toBe(before + 1);
    expect((await orderNow(orderNo)).label).toBe('On the Way');
    // A new event (its time differs) is a signal: the courier now says delivered.
    expect(
      (
        await call(steadfastHook, '/api/courier/steadfast', {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${WEBHOOK_TOKEN}` },
          body: JSON.stringify({ ...body, updated_at: '2026-12-07 11:00:00' }),
        })
      ).status,
    ).toBe(200);
    expect(await orderNow(orderNo)).toMatchObject({ label: 'Delivered', collected: total });
    const delivered = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'order-status'), eq(outbox.recipient, '+8801712345678')));
    expect(delivered.filter((m) => m.text.includes(`${orderNo} is delivered`))).toHaveLength(1);
  });

  it("reads back, every half hour or on the desk's demand, what a webhook missed", async () => {
    const [first, second] = [await processingOrder(), await processingOrder()];
    await booking('steadfast', [first.orderNo, second.orderNo]);
    await control(fakes.steadfast, 'webhook', { url: 'http://127.0.0.1:9/nowhere', token: WEBHOOK_TOKEN });
    try {
      await advance('steadfast', { invoice: first.orderNo }, 'delivered', { collected: first.total });
      await advance('steadfast', { invoice: second.orderNo }, 'hold');
    } finally {
      await control(fakes.steadfast, 'webhook', { url: fakes.steadfastWebhook, token: WEBHOOK_TOKEN });
    }
    expect((await orderNow(first.orderNo)).label).toBe('On the Way');
    const check = await postJson(parcelRoute, `/api/admin/orders/${second.orderNo}/parcel`, { action: 'check' }, desk, {
      orderNo: second.orderNo,
    });
    expect(check.body.msg).toBe('hold: Hold');
    expect(await pollParcels(await getDb(), new Date(Date.now() + 31 * 60_000), 0)).toBeGreaterThanOrEqual(1);
    expect((await orderNow(first.orderNo)).label).toBe('Delivered');
  });

  it('shows the shopper her courier and tracking link in My Order', async () => {
    const { orderNo, shopper } = await processingOrder();
    await booking('steadfast', [orderNo]);
    const { body } = await call(orderList, '/api/public/order-list?page=1', { headers: { cookie: shopper.cookie } });
    const [parcel] = steadfastParcels(orderNo);
    expect(body.orders.data[0]).toMatchObject({
      order_id: orderNo,
      status: ORDER_STATUS.onTheWay,
      parcel: {
        courier: 'steadfast',
        tracking_code: parcel.tracking_code,
        tracking_url: `https://steadfast.com.bd/t/${parcel.tracking_code}`,
      },
    });
  });
});

describe('Pathao', () => {
  it('books with a token it refreshes, and answers the webhook handshake with its integration header', async () => {
    const { orderNo, total } = await processingOrder();
    expect((await booking('pathao', [orderNo])).body.data[0].result).toBe('booked');
    const { shipment } = await orderNow(orderNo);
    expect(shipment).toMatchObject({ courier: 'pathao', codAmount: total, consignmentId: expect.stringMatching(/^DL/) });
    expect(shipment.trackingUrl).toBe(
      `https://merchant.pathao.com/tracking?consignment_id=${shipment.consignmentId}&phone=01712345678`,
    );
    const hook = (signature: string, body: unknown) =>
      call(pathaoHook, '/api/courier/pathao', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-pathao-signature': signature },
        body: JSON.stringify(body),
      });
    const handshake = await hook(WEBHOOK_TOKEN, { event: 'webhook_integration' });
    expect(handshake.status).toBe(202);
    expect(handshake.headers.get('x-pathao-merchant-webhook-integration-secret')).toBe('f3992ecc-59da-4cbe-a049-a13da2018d51');
    expect((await hook('wrong', { event: 'order.delivered', consignment_id: shipment.consignmentId })).status).toBe(401);
    expect((await orderNow(orderNo)).label).toBe('On the Way');
  });
});

describe('a returned parcel', () => {
  const parcelAction = (orderNo: string, body: unknown) =>
    postJson(parcelRoute, `/api/admin/orders/${orderNo}/parcel`, body, desk, { orderNo });

  it('is asked back from Steadfast with a reason, which Pathao takes only in its portal', async () => {
    const [sent, withPathao] = [await processingOrder(), await processingOrder()];
    await booking('steadfast', [sent.orderNo]);
    await booking('pathao', [withPathao.orderNo]);
    expect((await parcelAction(sent.orderNo, { action: 'return', reason: '' })).status).toBe(400);
    expect((await parcelAction(sent.orderNo, { action: 'fly' })).status).toBe(400);
    const asked = await parcelAction(sent.orderNo, { action: 'return', reason: 'Customer refused on the phone' });
    expect(asked).toMatchObject({ status: 200, body: { msg: 'Steadfast is asked to bring the parcel back' } });
    const requests = fakes.steadfast.log.filter((c) => c.path === '/create_return_request');
    expect(requests.at(-1)!.body).toMatchObject({ reason: 'Customer refused on the phone' });
    const refused = await parcelAction(withPathao.orderNo, { action: 'return', reason: 'Customer refused' });
    expect(refused).toMatchObject({
      status: 422,
      body: { msg: 'Pathao takes return requests in its own portal, not from here' },
    });
    expect((await parcelAction('LI1', { action: 'check' })).status).toBe(404);
  });

  it('comes back to stock once, when staff confirm it arrived, with the return fee', async () => {
    const { orderNo, pick } = await processingOrder(3);
    await booking('steadfast', [orderNo]);
    const before = await piecesOf(pick);
    await advance('steadfast', { invoice: orderNo }, 'pending');
    await advance('steadfast', { invoice: orderNo }, 'cancelled');
    expect((await orderNow(orderNo)).label).toBe('Returned');
    expect(await piecesOf(pick)).toBe(before);

    const back = (fee: unknown) =>
      postJson(confirmReturn, `/api/admin/orders/${orderNo}/return`, { return_fee: fee }, desk, { orderNo });
    expect((await back(-5)).status).toBe(400);
    expect((await back(50)).status).toBe(200);
    expect(await piecesOf(pick)).toBe(before + 3);
    const again = await back(50);
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('This parcel is already back in stock');
    expect(await piecesOf(pick)).toBe(before + 3);
    expect((await orderNow(orderNo)).shipment.returnFee).toBe(50);
  });

  it('refuses a restock of an order that did not come back', async () => {
    const { orderNo } = await processingOrder();
    const res = await postJson(confirmReturn, `/api/admin/orders/${orderNo}/return`, { return_fee: 0 }, desk, { orderNo });
    expect(res).toMatchObject({ status: 409, body: { msg: 'Only a Returned or Partial Delivered order comes back to stock' } });
  });
});
