/**
 * What comes back of a delivered order: a partial delivery's kept pieces and cash, the rest restocked once when the
 * parcel is back; a Returned parcel restocked line by line, once, with its return fee; an exchange's new linked order,
 * its totals with and without a delivery charge, its stock, and the old pieces restocked once when they are back.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { POST as exchange } from '@/app/api/admin/orders/[orderNo]/exchange/route';
import { POST as exchangeBack } from '@/app/api/admin/orders/[orderNo]/exchange/back/route';
import { POST as keptRoute } from '@/app/api/admin/orders/[orderNo]/kept/route';
import { POST as confirmReturn } from '@/app/api/admin/orders/[orderNo]/return/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { GET as myOrders } from '@/app/api/public/order-list/route';
import { GET as shop } from '@/app/api/shop/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, orderItems, orders, outbox, storeSettings } from '@/lib/server/db/schema';
import { moveOrder } from '@/lib/server/orders';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder, statusChange } from '../orders';
import { setPieces, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();

type Pick = Awaited<ReturnType<typeof variant>>;

let worker: Awaited<ReturnType<typeof signedInStaff>>;
let picks: Pick[];
beforeAll(async () => {
  worker = await signedInStaff('staff', 'Mitu');
  picks = [
    await variant(sizedProduct.sizes[0], sizedProduct.colors[0]),
    await variant(sizedProduct.sizes[1], sizedProduct.colors[0]),
    await variant(sizedProduct.sizes[0], sizedProduct.colors[1]),
  ];
  for (const pick of picks) await setPieces(pick, 20);
});

async function piecesOf(pick: Pick) {
  const { body } = await call(shop, `/api/shop?slug=${sizedProduct.slug}`);
  return body.stock[`${pick.size.id}-${pick.color.id}`] as number;
}
const stockNow = () => Promise.all(picks.map(piecesOf));

const post = (route: Parameters<typeof postJson>[0], orderNo: string, path: string, body: unknown = {}) =>
  postJson(route, `/api/admin/orders/${orderNo}/${path}`, body, worker.cookie, { orderNo });

const move = (orderNo: string, from: number | null, to: number, extra: object = {}) =>
  post(setStatus, orderNo, 'status', { ...statusChange(from, to), ...extra });

/** An order of these counts of each pick, by a new customer, moved along to On the Way: its number, id and lines. */
async function outForDelivery(counts: number[], name = 'Sharmin Akter') {
  const shopper = await signedInCustomer(name);
  const placed = await placeOrder(
    shopper.cookie,
    counts.flatMap((count, i) => (count ? [{ id: sizedProduct.id, count, attribute_pick: picks[i] }] : [])),
  );
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  expect((await move(orderNo, null, ORDER_STATUS.processing)).status).toBe(200);
  expect((await move(orderNo, ORDER_STATUS.processing, ORDER_STATUS.onTheWay)).status).toBe(200);
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  return { orderNo, order, items, shopper };
}

const linesOf = async (orderId: number) =>
  (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(orderItems.id);

const entriesOf = async (orderId: number) =>
  (await getDb())
    .select()
    .from(history)
    .where(and(eq(history.subject, 'order'), eq(history.subjectId, orderId)))
    .orderBy(history.id);

const collectedOf = async (orderId: number) =>
  (await (await getDb()).select({ collected: orders.collected }).from(orders).where(eq(orders.id, orderId)))[0].collected;

const deskView = async (orderNo: string) =>
  (await call(deskOrder, `/api/admin/orders/${orderNo}`, { headers: { cookie: worker.cookie }, params: { orderNo } })).body;

const revenue = async () =>
  (await call(dashboard, '/api/admin/dashboard', { headers: { cookie: worker.cookie } })).body.revenue.delivered as number;

describe('a partial delivery', () => {
  it('keeps the pieces and cash staff record, counts that cash, and restocks the rest once when the parcel is back', async () => {
    const { orderNo, order, items } = await outForDelivery([2, 1]);
    const [a, b] = items;
    const before = await stockNow();
    const collectedBefore = await revenue();

    // A partial delivery says what was kept and the cash taken; what cannot be a partial delivery is refused.
    const partial = (kept: { item: number; count: number }[], collected: number) =>
      move(orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.partialDelivered, { kept, collected });
    expect((await move(orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.partialDelivered)).status).toBe(400);
    expect(
      (
        await partial(
          [
            { item: a.id, count: 2 },
            { item: b.id, count: 1 },
          ],
          100,
        )
      ).body.msg,
    ).toBe('Everything kept is a delivery in full: Delivered');
    expect((await partial([{ item: a.id, count: 0 }], 0)).status).toBe(422);
    expect((await partial([{ item: a.id, count: 3 }], 0)).status).toBe(422);
    expect((await partial([{ item: 999_999, count: 1 }], 0)).status).toBe(400);
    expect((await partial([{ item: a.id, count: 1 }], order.total + 1)).status).toBe(422);
    expect((await partial([{ item: a.id, count: -1 }], 10)).status).toBe(400);
    const collected = a.price + order.charge - 20;
    const res = await partial([{ item: a.id, count: 1 }], collected);
    expect(res).toMatchObject({ status: 200, body: { msg: 'The order is now Partial Delivered' } });

    expect((await linesOf(order.id)).map((line) => [line.kept, line.restocked])).toEqual([
      [1, 0],
      [0, 0],
    ]);
    expect(await collectedOf(order.id)).toBe(collected);
    expect(await revenue()).toBe(collectedBefore + collected);
    expect(await stockNow()).toEqual(before);
    const kept = (await entriesOf(order.id)).find((entry) => entry.action === 'kept')!;
    expect(kept).toMatchObject({ staffId: worker.member.id, after: { collected } });
    expect(String(kept.after.kept)).toContain(`${sizedProduct.title_en} (size ${picks[0].size.title}`);
    expect((await deskView(orderNo)).items.map((item: { kept: number }) => item.kept)).toEqual([1, 0]);
    // Said once: a second word on what was kept is refused.
    expect((await post(keptRoute, orderNo, 'kept', { kept: [{ item: a.id, count: 1 }], collected })).status).toBe(409);

    // The parcel is back: the piece of each line not kept comes back, once.
    expect((await post(confirmReturn, orderNo, 'return', { return_fee: 30 })).status).toBe(200);
    expect(await stockNow()).toEqual([before[0] + 1, before[1] + 1, before[2]]);
    expect((await linesOf(order.id)).map((line) => line.restocked)).toEqual([1, 1]);
    const again = await post(confirmReturn, orderNo, 'return', { return_fee: 30 });
    expect(again).toMatchObject({ status: 409, body: { msg: 'This parcel is already back in stock' } });
    expect(await stockNow()).toEqual([before[0] + 1, before[1] + 1, before[2]]);
    expect((await entriesOf(order.id)).filter((entry) => entry.action === 'returned')).toEqual([
      expect.objectContaining({ staffId: worker.member.id, after: { restocked: 2, return_fee: 30 } }),
    ]);
  });

  it('reported by a courier, waits for staff to say what was kept before the rest is restocked', async () => {
    const { orderNo, order, items } = await outForDelivery([3]);
    const db = await getDb();
    await db.transaction((tx) =>
      moveOrder(
        tx,
        order,
        { from: ORDER_STATUS.onTheWay, to: ORDER_STATUS.partialDelivered },
        { courier: 'steadfast' },
        { collected: 300 },
      ),
    );
    const before = await stockNow();
    const early = await post(confirmReturn, orderNo, 'return', { return_fee: 0 });
    expect(early).toMatchObject({ status: 409, body: { msg: 'Say what the customer kept first: the rest comes back' } });
    expect((await post(keptRoute, orderNo, 'kept', { kept: [{ item: items[0].id, count: 1 }] })).status).toBe(400);

    const said = await post(keptRoute, orderNo, 'kept', { kept: [{ item: items[0].id, count: 1 }], collected: 250 });
    expect(said.status).toBe(200);
    expect(await collectedOf(order.id)).toBe(250);
    expect((await post(keptRoute, orderNo, 'kept', { kept: [{ item: items[0].id, count: 2 }], collected: 250 })).status).toBe(
      409,
    );
    expect((await post(confirmReturn, orderNo, 'return', { return_fee: 20 })).status).toBe(200);
    expect(await stockNow()).toEqual([before[0] + 2, before[1], before[2]]);
    expect((await linesOf(order.id))[0]).toMatchObject({ kept: 1, restocked: 2 });
  });
});

describe('a Returned parcel', () => {
  it('restocks every line, line by line, once, and records the return fee', async () => {
    const { orderNo, order } = await outForDelivery([2, 0, 1]);
    const before = await stockNow();
    expect((await move(orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.returned)).status).toBe(200);
    expect(await stockNow()).toEqual(before);
    expect(await collectedOf(order.id)).toBeNull();

    expect((await post(confirmReturn, orderNo, 'return', { return_fee: 40 })).status).toBe(200);
    expect(await stockNow()).toEqual([before[0] + 2, before[1], before[2] + 1]);
    expect((await linesOf(order.id)).map((line) => line.restocked)).toEqual([2, 1]);
    expect((await post(confirmReturn, orderNo, 'return', { return_fee: 40 })).status).toBe(409);
    expect(await stockNow()).toEqual([before[0] + 2, before[1], before[2] + 1]);
    const [back] = (await entriesOf(order.id)).filter((entry) => entry.action === 'returned');
    expect(back).toMatchObject({ staffId: worker.member.id, after: { restocked: 3, return_fee: 40 } });
    expect((await deskView(orderNo)).restocked_at).not.toBeNull();
  });
});

describe('an exchange', () => {
  /** A delivered order of two pieces of the first pick and one of the second. */
  async function delivered(name?: string) {
    const out = await outForDelivery([2, 1], name);
    expect((await move(out.orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.delivered)).status).toBe(200);
    return out;
  }

  const swap = (item: number, pick: Pick, count = 1) => ({ item, count, size_id: pick.size.id, color_id: pick.color.id });

  it('makes a linked order for the new size, charging only its delivery, and restocks the old pieces once they are back', async () => {
    const db = await getDb();
    await db.update(storeSettings).set({ exchangeCharge: true });
    const { orderNo, order, items, shopper } = await delivered('Ruma Begum');
    const before = await stockNow();
    const collectedBefore = await revenue();

    const made = await post(exchange, orderNo, 'exchange', { lines: [swap(items[0].id, picks[2])] });
    expect(made.status).toBe(201);
    const newNo = made.body.order_no as string;
    expect(made.body.msg).toBe(`Exchange order ${newNo} is placed`);
    const [fresh] = await db.select().from(orders).where(eq(orders.orderNo, newNo));
    const price = items[0].price;
    expect(fresh).toMatchObject({ userId: order.userId, exchangeOf: order.id, status: null, subtotal: price, discount: price });
    expect(fresh.promoCode).toBeNull();
    expect(fresh.charge).toBeGreaterThan(0);
    expect(fresh.total).toBe(fresh.charge);
    expect(fresh.subtotal + fresh.charge - fresh.discount).toBe(fresh.total);
    expect(await linesOf(fresh.id)).toEqual([
      expect.objectContaining({ productId: sizedProduct.id, quantity: 1, price, attributePick: picks[2] }),
    ]);
    // The new piece is taken; the old one is still with the customer.
    expect(await stockNow()).toEqual([before[0], before[1], before[2] - 1]);
    expect((await linesOf(order.id)).map((line) => line.exchanged)).toEqual([1, 0]);

    // Both orders say so, on the desk and in the history, with who made it.
    expect((await deskView(orderNo)).exchanged_for).toBe(newNo);
    expect((await deskView(newNo)).exchange_of).toBe(orderNo);
    expect((await entriesOf(order.id)).at(-1)).toMatchObject({
      staffId: worker.member.id,
      action: 'exchanged',
      after: { exchange: newNo },
    });
    expect((await entriesOf(fresh.id))[0]).toMatchObject({
      staffId: worker.member.id,
      action: 'exchange of',
      after: { exchange_of: orderNo },
    });
    // The customer hears of the new order as of any order placed; My Order links the two.
    const told = await db.select().from(outbox).where(eq(outbox.topic, 'order-placed'));
    expect(
      told
        .filter((m) => m.text.includes(newNo))
        .map((m) => m.channel)
        .sort(),
    ).toEqual(['email', 'sms']);
    const mine = (await call(myOrders, '/api/public/order-list', { headers: { cookie: shopper.cookie } })).body.orders.data;
    expect(mine.map((o: { order_id: string; exchange_of: string | null; exchanged_for: string | null }) => o)).toEqual([
      expect.objectContaining({ order_id: newNo, exchange_of: orderNo, exchanged_for: null }),
      expect.objectContaining({ order_id: orderNo, exchange_of: null, exchanged_for: newNo }),
    ]);

    // One exchange an order.
    const twice = await post(exchange, orderNo, 'exchange', { lines: [swap(items[1].id, picks[2])] });
    expect(twice).toMatchObject({ status: 409, body: { msg: `This order is already exchanged for ${newNo}` } });

    // The old piece is back: restocked once.
    const back = await post(exchangeBack, orderNo, 'exchange/back');
    expect(back).toMatchObject({ status: 200, body: { msg: '1 piece back in stock' } });
    expect(await stockNow()).toEqual([before[0] + 1, before[1], before[2] - 1]);
    const again = await post(exchangeBack, orderNo, 'exchange/back');
    expect(again).toMatchObject({ status: 409, body: { msg: 'The exchanged pieces are already back in stock' } });
    expect(await stockNow()).toEqual([before[0] + 1, before[1], before[2] - 1]);
    expect((await entriesOf(order.id)).at(-1)).toMatchObject({ staffId: worker.member.id, action: 'exchange back' });

    // Delivered, the exchange collects its delivery charge, no more.
    expect((await move(newNo, null, ORDER_STATUS.processing)).status).toBe(200);
    expect((await move(newNo, ORDER_STATUS.processing, ORDER_STATUS.onTheWay)).status).toBe(200);
    expect((await move(newNo, ORDER_STATUS.onTheWay, ORDER_STATUS.delivered)).status).toBe(200);
    expect(await revenue()).toBe(collectedBefore + fresh.charge);
  });

  it('costs the customer nothing when the store does not charge delivery on exchanges', async () => {
    const db = await getDb();
    await db.update(storeSettings).set({ exchangeCharge: false });
    try {
      const { orderNo, items } = await delivered();
      const made = await post(exchange, orderNo, 'exchange', {
        lines: [swap(items[0].id, picks[1], 2), swap(items[1].id, picks[0])],
      });
      expect(made.status).toBe(201);
      const [fresh] = await db.select().from(orders).where(eq(orders.orderNo, made.body.order_no));
      const value = items[0].price * 2 + items[1].price;
      expect(fresh).toMatchObject({ subtotal: value, charge: 0, discount: value, total: 0, promoCode: null });
    } finally {
      await db.update(storeSettings).set({ exchangeCharge: true });
    }
  });

  it('refuses a sold-out size and writes nothing, and what cannot be exchanged', async () => {
    const db = await getDb();
    const { orderNo, order, items } = await delivered();
    await setPieces(picks[2], 0);
    const ordersBefore = await db.$count(orders);
    const messagesBefore = await db.$count(outbox);
    const entriesBefore = (await entriesOf(order.id)).length;
    const before = await stockNow();

    const soldOut = await post(exchange, orderNo, 'exchange', { lines: [swap(items[0].id, picks[2])] });
    expect(soldOut.status).toBe(409);
    expect(soldOut.body.msg).toContain('is sold out');
    expect(await db.$count(orders)).toBe(ordersBefore);
    expect(await db.$count(outbox)).toBe(messagesBefore);
    expect((await entriesOf(order.id)).length).toBe(entriesBefore);
    expect((await linesOf(order.id)).map((line) => line.exchanged)).toEqual([0, 0]);
    expect(await stockNow()).toEqual(before);
    await setPieces(picks[2], 20);

    expect((await post(exchange, orderNo, 'exchange', { lines: [swap(items[0].id, picks[2], 3)] })).status).toBe(422);
    expect((await post(exchange, orderNo, 'exchange', { lines: [swap(999_999, picks[2])] })).status).toBe(400);
    expect((await post(exchange, orderNo, 'exchange', { lines: [] })).status).toBe(400);
    expect(
      (await post(exchange, orderNo, 'exchange', { lines: [{ ...swap(items[0].id, picks[2]), size_id: 999_999 }] })).status,
    ).toBe(422);
    expect((await post(exchangeBack, orderNo, 'exchange/back')).body.msg).toBe('This order has no exchange');
    const { orderNo: onItsWay, items: itsItems } = await outForDelivery([1]);
    const early = await post(exchange, onItsWay, 'exchange', { lines: [swap(itsItems[0].id, picks[2])] });
    expect(early).toMatchObject({ status: 409, body: { msg: 'Only a delivered order is exchanged' } });
    expect(await db.$count(orders, inArray(orders.exchangeOf, [order.id]))).toBe(0);
  });

  it('of two exchanges of one order made at once, makes one', async () => {
    const { orderNo, order, items } = await delivered();
    const both = await Promise.all([
      post(exchange, orderNo, 'exchange', { lines: [swap(items[0].id, picks[1])] }),
      post(exchange, orderNo, 'exchange', { lines: [swap(items[1].id, picks[2])] }),
    ]);
    expect(both.map((res) => res.status).sort()).toEqual([201, 409]);
    expect(await (await getDb()).$count(orders, eq(orders.exchangeOf, order.id))).toBe(1);
    expect((await linesOf(order.id)).reduce((sum, line) => sum + line.exchanged, 0)).toBe(1);
  });

  it('exchanges only what a partial delivery’s customer kept', async () => {
    const { orderNo, order, items } = await outForDelivery([2]);
    const kept = [{ item: items[0].id, count: 1 }];
    expect((await move(orderNo, ORDER_STATUS.onTheWay, ORDER_STATUS.partialDelivered, { kept, collected: 100 })).status).toBe(
      200,
    );
    expect((await post(exchange, orderNo, 'exchange', { lines: [swap(items[0].id, picks[1], 2)] })).body.msg).toBe(
      `${sizedProduct.title_en} (size ${picks[0].size.title}, ${picks[0].color.title}): 1 piece can be exchanged`,
    );
    const before = await stockNow();
    expect((await post(exchange, orderNo, 'exchange', { lines: [swap(items[0].id, picks[1])] })).status).toBe(201);
    // The parcel's unkept piece and the exchanged one come back apart, each once.
    expect((await post(confirmReturn, orderNo, 'return', { return_fee: 0 })).status).toBe(200);
    expect(await stockNow()).toEqual([before[0] + 1, before[1] - 1, before[2]]);
    expect((await post(exchangeBack, orderNo, 'exchange/back')).status).toBe(200);
    expect(await stockNow()).toEqual([before[0] + 2, before[1] - 1, before[2]]);
    expect((await post(exchangeBack, orderNo, 'exchange/back')).status).toBe(409);
    expect((await linesOf(order.id))[0]).toMatchObject({ kept: 1, exchanged: 1, restocked: 2 });
  });
});
