import { eq } from 'drizzle-orm';
import { GET as shop } from '@/app/api/shop/route';
import { POST as createOrder } from '@/app/api/public/create-order/route';
import { GET as lastDelivery } from '@/app/api/public/last-delivery/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { GET as orderStatusGet, POST as orderStatus } from '@/app/api/public/order-status/route';
import { GET as session } from '@/app/api/public/session/route';
import { FIRST_ORDER_FREE_SHIPPING_FROM } from '@/lib/cart';
import { getDb } from '@/lib/server/db';
import { coupons, orderAddresses, orderItems, orders } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { plentyOfStock } from '../stock';

withTestDatabase();
beforeAll(plentyOfStock);

const post = (route: Parameters<typeof call>[0], path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(route, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

const idOf = (slug: string) => PRODUCTS.findIndex((p) => p.slug === slug) + 1;
const plain = PRODUCTS.find((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max && !p.offer)!;
const onOffer = PRODUCTS.find((p) => p.offer && !p.min && !p.max)!;

async function pickFor(slug: string) {
  const { body } = await call(shop, `/api/shop?slug=${slug}`);
  const first = (name: string) => {
    const value = body.attribute.find((g: { name: string }) => g.name === name)?.value[0];
    return value ? { id: value.id as number } : null;
  };
  return { size: first('Size'), color: first('Color') };
}

const form = {
  contact: '01712345678',
  country: 'Bangladesh',
  full_name: 'Nadia Rahman',
  address: 'House 12, Road 5, Dhanmondi',
  city: 'Dhaka',
  post_code: '1205',
  method: 'COD',
};
let key = 0;
const order = async (extra: Record<string, unknown> = {}) => ({
  ...form,
  cart_item: [
    { id: idOf(plain.slug), count: 2, price: 1 },
    { id: idOf(onOffer.slug), count: 1, attribute_pick: await pickFor(onOffer.slug) },
  ],
  order_key: `order-key-${++key}-${Date.now()}`,
  ...extra,
});
const expectedSubtotal = plain.price * 2 + onOffer.offer!.price;

describe('POST /api/public/create-order', () => {
  it('refuses a visitor', async () => {
    const res = await post(createOrder, '/api/public/create-order', await order());
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('Signin your account please!');
  });

  it('prices everything on the server and ignores what the client says it costs; a first order ships free', async () => {
    expect(expectedSubtotal).toBeGreaterThanOrEqual(FIRST_ORDER_FREE_SHIPPING_FROM);
    const { cookie } = await signedInCustomer();
    const res = await post(
      createOrder,
      '/api/public/create-order',
      await order({ cart_info: { subtotal: 1, charge: 0, total: 1 }, promo_discount: 99999, currency: 'USD' }),
      { cookie },
    );
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'success',
      subtotal: expectedSubtotal,
      charge: 0,
      discount: 0,
      total: expectedSubtotal,
      item: 2,
    });
    expect(res.body.orderid).toMatch(/^LI\d{8}$/);
    expect(res.body.delivery_date).toMatch(/^\w{3} \d{1,2} \w{3} – \w{3} \d{1,2} \w{3}$/);
    const db = await getDb();
    const [row] = await db.select().from(orders).where(eq(orders.orderNo, res.body.orderid));
    expect(row).toMatchObject({
      subtotal: expectedSubtotal,
      charge: 0,
      total: expectedSubtotal,
      status: null,
      method: 'COD',
      currency: 'BDT',
    });
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(items.map((i) => [i.slug, i.price, i.quantity])).toEqual([
      [plain.slug, plain.price, 2],
      [onOffer.slug, onOffer.offer!.price, 1],
    ]);
    // The answer lists the lines as stored, at the prices charged (the confirmation shows them).
    expect(res.body.order_items.map((i: { slug: string; price: number; item: number }) => [i.slug, i.price, i.item])).toEqual([
      [plain.slug, plain.price, 2],
      [onOffer.slug, onOffer.offer!.price, 1],
    ]);
    expect(res.body.order_items[0]).toMatchObject({ title_en: plain.title_en, image: expect.any(String) });
    const [address] = await db.select().from(orderAddresses).where(eq(orderAddresses.orderId, row.id));
    expect(address).toMatchObject({ name: 'Nadia Rahman', district: 'Dhaka', zip: '1205', contact: '01712345678' });
  });

  it('after the first order, charges 60 BDT inside Dhaka and 100 outside', async () => {
    const { cookie } = await signedInCustomer();
    await post(createOrder, '/api/public/create-order', await order(), { cookie });
    const inside = await post(createOrder, '/api/public/create-order', await order(), { cookie });
    expect(inside.body).toMatchObject({ charge: 60, total: expectedSubtotal + 60 });
    const outside = await post(createOrder, '/api/public/create-order', await order({ city: 'Sylhet' }), { cookie });
    expect(outside.body).toMatchObject({ charge: 100, total: expectedSubtotal + 100 });
  });

  it('ships a first order free only from BDT 500, and a cancelled first order leaves the next one first', async () => {
    const { cookie } = await signedInCustomer();
    const isFirst = async () => (await call(session, '/api/public/session', { headers: { cookie } })).body.first_order;
    const cheap = PRODUCTS.find((p) => !p.min && !p.offer && p.price < FIRST_ORDER_FREE_SHIPPING_FROM)!;
    expect(await isFirst()).toBe(true);
    const cart_item = [{ id: idOf(cheap.slug), count: 1, attribute_pick: await pickFor(cheap.slug) }];
    const small = await post(createOrder, '/api/public/create-order', { ...(await order()), cart_item }, { cookie });
    expect(small.body).toMatchObject({ subtotal: cheap.price, charge: 60 });
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.orderNo, small.body.orderid));
    await post(orderStatus, '/api/public/order-status', { id: row.id, type: 'cancel', status: 2 }, { cookie });
    expect(await isFirst()).toBe(true);
    const first = await post(createOrder, '/api/public/create-order', await order(), { cookie });
    expect(first.body.charge).toBe(0);
    expect(await isFirst()).toBe(false);
    expect((await call(session, '/api/public/session')).body).toEqual({
      auth: false,
      user: null,
      first_order: false,
      order_code: false,
    });
  });

  it('applies the first-purchase code once, computed by the server', async () => {
    const { cookie } = await signedInCustomer();
    const first = await post(createOrder, '/api/public/create-order', await order({ promo_code: 'WELCOME15' }), { cookie });
    const discount = Math.min(1500, Math.round(expectedSubtotal * 0.15));
    expect(first.body).toMatchObject({ discount, coupon_code: 'WELCOME15', total: expectedSubtotal - discount });
    const second = await post(createOrder, '/api/public/create-order', await order({ promo_code: 'WELCOME15' }), { cookie });
    expect(second.status).toBe(422);
    expect(second.body.msg).toBe('This promo code is for your first order only');
  });

  it('gives the first-order perks once when several orders arrive together', async () => {
    const { cookie } = await signedInCustomer();
    const placed = await Promise.all(
      Array.from({ length: 4 }, async () =>
        post(createOrder, '/api/public/create-order', await order({ promo_code: 'WELCOME15' }), { cookie }),
      ),
    );
    expect(placed.map((res) => res.status).sort()).toEqual([201, 422, 422, 422]);
    const more = await Promise.all(
      Array.from({ length: 4 }, async () => post(createOrder, '/api/public/create-order', await order(), { cookie })),
    );
    const charges = [...placed, ...more].filter((res) => res.status === 201).map((res) => res.body.charge);
    expect(charges.sort((a, b) => a - b)).toEqual([0, 60, 60, 60, 60]);
  });

  it("never lets a code's total usage limit be overrun by customers ordering at the same moment", async () => {
    await (await getDb()).insert(coupons).values({ code: 'TWOONLY', kind: 'fixed', amount: 100, usageLimit: 2 });
    const customers = await Promise.all(Array.from({ length: 5 }, () => signedInCustomer()));
    const placed = await Promise.all(
      customers.map(async ({ cookie }) =>
        post(createOrder, '/api/public/create-order', await order({ promo_code: 'TWOONLY' }), { cookie }),
      ),
    );
    expect(placed.map((res) => res.status).sort()).toEqual([201, 201, 422, 422, 422]);
    expect(placed.filter((res) => res.status === 422).map((res) => res.body.msg)).toEqual(
      Array(3).fill('This promo code has been fully used'),
    );
  });

  it('places one order for a double-submitted Complete Order', async () => {
    const { cookie, user } = await signedInCustomer();
    const body = await order();
    const [a, b] = await Promise.all([
      post(createOrder, '/api/public/create-order', body, { cookie }),
      post(createOrder, '/api/public/create-order', body, { cookie }),
    ]);
    const again = await post(createOrder, '/api/public/create-order', body, { cookie });
    expect(new Set([a.body.orderid, b.body.orderid, again.body.orderid]).size).toBe(1);
    expect(again.body.order_items).toEqual(a.body.order_items);
    const rows = await (await getDb()).select().from(orders).where(eq(orders.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    [{ contact: '' }, 'Contact must be filled out'],
    [{ country: '' }, 'Country/Region must be filled out'],
    [{ full_name: '' }, 'Full Name must be filled out'],
    [{ address: '' }, 'Address must be filled out'],
    [{ city: '' }, 'City must be filled out'],
    [{ method: '' }, 'Payment Method must have selected'],
    [{ method: 'Online' }, 'Online payment is currently disabled'],
    [{ country: 'India' }, 'We deliver to Bangladesh only'],
    [{ city: 'Atlantis' }, 'Please choose a district of Bangladesh'],
    [{ contact: '', country: '', full_name: '' }, 'Contact must be filled out'],
  ])('checks the form in the spec order: %j gives %s', async (change, msg) => {
    const { cookie } = await signedInCustomer();
    const res = await post(createOrder, '/api/public/create-order', await order(change), { cookie });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });

  it("refuses a product's size or colour left unchosen, with the spec's messages", async () => {
    const { cookie } = await signedInCustomer();
    const both = PRODUCTS.find((p) => p.sizes.length && p.colors.length && !p.min)!;
    const pick = await pickFor(both.slug);
    for (const [attribute_pick, msg] of [
      [undefined, 'Select a Color'],
      [{}, 'Select a Color'],
      [{ size: pick.size }, 'Select a Color'],
      [{ color: pick.color }, 'Select a size'],
    ] as const) {
      const res = await post(
        createOrder,
        '/api/public/create-order',
        await order({ cart_item: [{ id: idOf(both.slug), count: 1, attribute_pick }] }),
        {
          cookie,
        },
      );
      expect([res.status, res.body.msg]).toEqual([422, msg]);
    }
  });

  it('takes a phone however it is written, keeps its 11 digits, and says why a number is refused', async () => {
    const { cookie } = await signedInCustomer();
    for (const [fields, msg] of [
      [{ contact: '01112345678' }, 'Contact cannot start with 011 or 012: no mobile number does'],
      [{ contact: '0171234' }, 'Contact must be a Bangladeshi mobile number, e.g. 01712-345678'],
      [{ receiver_phone: '+44 7911 123456' }, 'Receiver phone must be a Bangladeshi mobile number, e.g. 01712-345678'],
    ] as const) {
      const res = await post(createOrder, '/api/public/create-order', await order(fields), { cookie });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    const typed = { contact: '০১৭১২-৩৪৫৬৭৮', receiver_phone: '+880 1898-765432' };
    const placed = await post(createOrder, '/api/public/create-order', await order(typed), { cookie });
    expect(placed.status).toBe(201);
    const db = await getDb();
    const [stored] = await db
      .select({ contact: orderAddresses.contact, receiverPhone: orderAddresses.receiverPhone })
      .from(orderAddresses)
      .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
      .where(eq(orders.orderNo, placed.body.orderid));
    expect(stored).toEqual({ contact: '01712345678', receiverPhone: '01898765432' });
  });

  it('merges lines of one product, size and colour, so that its maximum holds across them', async () => {
    const { cookie, user } = await signedInCustomer();
    const limited = PRODUCTS.find((p) => p.max && p.max > 1 && !p.min)!;
    const line = { id: idOf(limited.slug), count: limited.max!, attribute_pick: await pickFor(limited.slug) };
    const split = await post(createOrder, '/api/public/create-order', await order({ cart_item: [line, { ...line, count: 1 }] }), {
      cookie,
    });
    expect(split.status).toBe(422);
    expect(split.body.msg).toMatch(/can be ordered .* at a time/);
    const halves = [
      { ...line, count: limited.max! - 1 },
      { ...line, count: 1 },
    ];
    const merged = await post(createOrder, '/api/public/create-order', await order({ cart_item: halves }), { cookie });
    expect(merged.status).toBe(201);
    expect(merged.body.item).toBe(1);
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.userId, user.id));
    const items = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, row.id));
    expect(items.map((i) => i.quantity)).toEqual([limited.max]);
  });

  it('refuses ids past PostgreSQL integer and NUL characters with a 400', async () => {
    const { cookie } = await signedInCustomer();
    const big = await post(createOrder, '/api/public/create-order', await order({ cart_item: [{ id: 2147483648, count: 1 }] }), {
      cookie,
    });
    expect([big.status, big.body.msg]).toEqual([400, 'Each cart item needs a product id']);
    const nul = await post(createOrder, '/api/public/create-order', await order({ full_name: 'Nadia\u0000' }), { cookie });
    expect(nul.status).toBe(400);
  });

  it('refuses unknown products, counts outside the limits and malformed bodies', async () => {
    const { cookie } = await signedInCustomer();
    const unknown = await post(createOrder, '/api/public/create-order', await order({ cart_item: [{ id: 99999, count: 1 }] }), {
      cookie,
    });
    expect(unknown.status).toBe(422);
    const limited = PRODUCTS.find((p) => p.max)!;
    const tooMany = [{ id: idOf(limited.slug), count: limited.max! + 1, attribute_pick: await pickFor(limited.slug) }];
    expect((await post(createOrder, '/api/public/create-order', await order({ cart_item: tooMany }), { cookie })).status).toBe(
      422,
    );
    expect((await post(createOrder, '/api/public/create-order', { nonsense: true }, { cookie })).status).toBe(400);
  });
});

describe('My Order and cancelling', () => {
  it('lists only the customer’s own orders, in the documented shape', async () => {
    const mine = await signedInCustomer();
    const theirs = await signedInCustomer();
    const placed = await post(createOrder, '/api/public/create-order', await order(), { cookie: mine.cookie });
    await post(createOrder, '/api/public/create-order', await order(), { cookie: theirs.cookie });
    const res = await call(orderList, '/api/public/order-list?page=1', { headers: { cookie: mine.cookie } });
    expect(res.body.orders).toMatchObject({ current_page: 1, last_page: 1, total: 1 });
    expect(res.body.orders.data[0]).toMatchObject({
      order_id: placed.body.orderid,
      status: null,
      charge: 0,
      discount: 0,
      total: expectedSubtotal,
      method: 'COD',
      order_address: { name: 'Nadia Rahman', district: { label: 'Dhaka' }, zip: '1205', d_contact: '01712345678' },
    });
    expect(res.body.orders.data[0]).toMatchObject({ grand_total: placed.body.total });
    expect(res.body.orders.data[0].order_items[0]).toMatchObject({ slug: plain.slug, price: plain.price, item: 2 });
    expect((await call(orderList, '/api/public/order-list')).status).toBe(401);
  });

  it('takes a token from an Authorization header, never from the query string', async () => {
    const { token } = await signedInCustomer();
    const bearer = await call(orderList, '/api/public/order-list?page=1', { headers: { authorization: `Bearer ${token}` } });
    expect(bearer.status).toBe(200);
    const inQuery = await call(orderList, `/api/public/order-list?page=1&api_token=${token}`);
    expect(inQuery.status).toBe(401);
  });

  it('counts a session cookie that is not valid percent-encoding as signed out', async () => {
    const res = await call(orderList, '/api/public/order-list', { headers: { cookie: 'session=%E0%A4%A' } });
    expect(res.status).toBe(401);
    expect((await call(session, '/api/public/session', { headers: { cookie: 'session=%ff' } })).body.auth).toBe(false);
  });

  it('cancels a pending order of one’s own only, once, by POST from this site', async () => {
    const mine = await signedInCustomer();
    const theirs = await signedInCustomer();
    const placed = await post(createOrder, '/api/public/create-order', await order(), { cookie: mine.cookie });
    const [row] = await (await getDb()).select().from(orders).where(eq(orders.orderNo, placed.body.orderid));
    const cancel = (cookie: string, headers: Record<string, string> = {}) =>
      post(orderStatus, '/api/public/order-status', { id: row.id, type: 'cancel', status: 2 }, { cookie, ...headers });

    expect((await cancel(theirs.cookie)).status).toBe(409);
    expect((await cancel(mine.cookie, { origin: 'https://evil.example' })).status).toBe(403);
    const viaGet = await call(orderStatusGet, `/api/public/order-status?id=${row.id}&type=cancel&status=2`);
    expect(viaGet.status).toBe(405);
    expect(viaGet.body).toEqual({ status: 'error', msg: 'GET is not allowed here: use POST' });
    expect(viaGet.headers.get('allow')).toBe('POST');
    expect(
      (await post(orderStatus, '/api/public/order-status', { id: 2147483648, type: 'cancel' }, { cookie: mine.cookie })).status,
    ).toBe(400);
    const ok = await cancel(mine.cookie);
    expect(ok.body).toEqual({ status: 'valid', msg: 'Order has been cancelled' });
    const [after] = await (await getDb()).select().from(orders).where(eq(orders.id, row.id));
    expect(after.status).toBe(2);
    expect((await cancel(mine.cookie)).status).toBe(409);
  });
});

describe('GET /api/public/last-delivery', () => {
  const get = (cookie?: string) => call(lastDelivery, '/api/public/last-delivery', { headers: cookie ? { cookie } : {} });

  it('gives a customer the delivery details of her latest order, and no one else', async () => {
    expect((await get()).status).toBe(401);
    const { cookie } = await signedInCustomer();
    expect((await get(cookie)).body).toEqual({ delivery: null });

    expect((await post(createOrder, '/api/public/create-order', await order(), { cookie })).status).toBe(201);
    expect((await get(cookie)).body.delivery).toEqual({
      country: 'Bangladesh',
      full_name: 'Nadia Rahman',
      address: 'House 12, Road 5, Dhanmondi',
      city: 'Dhaka',
      post_code: '1205',
      receiver_phone: '',
    });

    const moved = {
      full_name: 'Nadia R.',
      address: 'Flat 3B, Agrabad',
      city: 'Chattogram',
      post_code: '',
      receiver_phone: '01898765432',
    };
    expect((await post(createOrder, '/api/public/create-order', await order(moved), { cookie })).status).toBe(201);
    expect((await get(cookie)).body.delivery).toEqual({ country: 'Bangladesh', ...moved });

    const other = await signedInCustomer();
    expect((await get(other.cookie)).body).toEqual({ delivery: null });
  });
});
