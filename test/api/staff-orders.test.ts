/**
 * Orders staff take (POST /api/admin/orders, lib/server/orders/staff-order.ts): the shopper's placing rules (prices,
 * coupons, shipping, stock, numbering, messages), the customer found by her phone or made from it without an e-mail,
 * the source kept and filtered, and the staff member named in the history.
 */
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, like } from 'drizzle-orm';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { GET as lookupRoute } from '@/app/api/admin/orders/customer/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { GET as productsRoute } from '@/app/api/admin/orders/products/route';
import { GET as deskList, POST as staffOrderRoute } from '@/app/api/admin/orders/route';
import { POST as codeRoute } from '@/app/api/public/phone/code/route';
import { POST as signinRoute } from '@/app/api/public/phone/signin/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { GET as shop } from '@/app/api/shop/route';
import { NEWSLETTER_OFFER } from '@/lib/newsletter';
import { getDb } from '@/lib/server/db';
import { history, orderAddresses, orders, outbox, products, storeSettings, users } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { HistoryEntry } from '@/lib/types/history';
import type { DeskOrderRow, PhoneCustomer, ProductChoice } from '@/lib/types/order-desk';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { signedInStaff } from '../staff';
import { plentyOfStock, setPieces, sizedProduct, variant } from '../stock';

withTestDatabase();
beforeAll(plentyOfStock);

const plain = PRODUCTS.find((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max && !p.offer)!;
const plainId = PRODUCTS.indexOf(plain) + 1;

/** A number no other test of this file uses, as staff might type it. */
let numbers = 0;
const freshPhone = () => `0191${String(++numbers).padStart(7, '0')}`;
const e164 = (local: string) => `+88${local}`;

type Pick = Awaited<ReturnType<typeof variant>>;
const cart = (pick: Pick, count = 1) => [
  { id: sizedProduct.id, count, attribute_pick: { size: { id: pick.size.id }, color: { id: pick.color.id } } },
  { id: plainId, count: 1 },
];

/** An order as the desk's form sends it, for a new customer at a new number, taken on the phone in Dhaka. */
const draft = (change: Record<string, unknown> = {}) => ({
  phone: freshPhone(),
  name: 'Rupa Begum',
  full_name: 'Rupa Begum',
  address: 'House 12, Road 5',
  city: 'Dhaka',
  source: 'phone',
  order_key: randomUUID(),
  ...change,
});

const staffOrder = (cookie: string, body: unknown) => postJson(staffOrderRoute, '/api/admin/orders', body, cookie);
const get = (route: Parameters<typeof call>[0], url: string, cookie: string) => call(route, url, { headers: { cookie } });
const lookup = async (cookie: string, phone: string) =>
  get(lookupRoute, `/api/admin/orders/customer?${new URLSearchParams({ phone })}`, cookie);

const db = getDb;
const stored = async (orderNo: string) => (await (await db()).select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
const piecesOf = async (pick: Pick) =>
  (await call(shop, `/api/shop?slug=${sizedProduct.slug}`)).body.stock[`${pick.size.id}-${pick.color.id}`] as number;
const rowsOf = async (table: typeof orders | typeof users | typeof outbox | typeof history) =>
  (await (await db()).select({ n: count() }).from(table))[0].n;

/** What pricing decides in an answer: every amount and line, nothing that names the order. */
const priced = (body: Record<string, unknown>) => {
  const { subtotal, charge, discount, total, coupon_code, item, order_items } = body;
  return { subtotal, charge, discount, total, coupon_code, item, order_items };
};

describe('POST /api/admin/orders', () => {
  it('prices a staff order exactly as the checkout prices the same cart, first order and coupon included', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    const shopper = await signedInCustomer('Nadia Rahman');

    // First orders, with the newsletter's first-order code.
    const first = await placeOrder(shopper.cookie, cart(pick), { promo_code: NEWSLETTER_OFFER.code });
    const phone = freshPhone();
    const taken = await staffOrder(worker.cookie, draft({ phone, cart_item: cart(pick), promo_code: NEWSLETTER_OFFER.code }));
    expect([first.status, taken.status]).toEqual([201, 201]);
    expect(taken.body.discount).toBeGreaterThan(0);
    expect(taken.body.coupon_code).toBe(NEWSLETTER_OFFER.code);
    expect(priced(taken.body)).toEqual(priced(first.body));
    expect(taken.body).toMatchObject({ status: 'success', msg: `Order ${taken.body.orderid} is placed` });
    expect(taken.body.orderid).toMatch(/^LI\d{8}$/);

    // Second orders, outside Dhaka: a delivery charge by the shop's rule, the same for both.
    const again = await placeOrder(shopper.cookie, cart(pick, 2), { city: 'Sylhet' });
    const { customers } = (await lookup(worker.cookie, phone)).body as { customers: PhoneCustomer[] };
    const second = await staffOrder(
      worker.cookie,
      draft({ phone, name: undefined, customer_id: customers[0].id, cart_item: cart(pick, 2), city: 'Sylhet' }),
    );
    expect(second.status).toBe(201);
    expect(second.body.charge).toBeGreaterThan(0);
    expect(priced(second.body)).toEqual(priced(again.body));

    // Stored as answered, and the same way as the shopper's.
    const [hers, staffs] = [await stored(again.body.orderid), await stored(second.body.orderid)];
    for (const field of ['subtotal', 'charge', 'discount', 'total', 'method', 'currency', 'status'] as const)
      expect(staffs[field]).toEqual(hers[field]);
    expect([hers.source, staffs.source]).toEqual(['website', 'phone']);
  });

  it('lets staff set the delivery charge, and recomputes the total on the server', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[1], sizedProduct.colors[0]);
    const res = await staffOrder(worker.cookie, draft({ cart_item: cart(pick), city: 'Khulna', charge: 30, total: 1 }));
    expect(res.status).toBe(201);
    expect(res.body.charge).toBe(30);
    expect(res.body.total).toBe(res.body.subtotal + 30 - res.body.discount);
    expect((await stored(res.body.orderid)).total).toBe(res.body.total);
  });

  it('takes the pieces from stock, and refuses a sold-out line with nothing written', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[1]);
    await setPieces(pick, 3);
    const placed = await staffOrder(worker.cookie, draft({ cart_item: cart(pick, 2) }));
    expect(placed.status).toBe(201);
    expect(await piecesOf(pick)).toBe(1);

    const before = await Promise.all([orders, users, outbox, history].map(rowsOf));
    const phone = freshPhone();
    const refused = await staffOrder(worker.cookie, draft({ phone, cart_item: cart(pick, 2) }));
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `${sizedProduct.title_en} (size ${sizedProduct.sizes[0]}, ${sizedProduct.colors[1]}): only 1 left. Lower the quantity to order it.`,
    );
    // No order, no account for the new number, no message, no history; the last piece still there.
    expect(await Promise.all([orders, users, outbox, history].map(rowsOf))).toEqual(before);
    expect((await lookup(worker.cookie, phone)).body.customers).toEqual([]);
    expect(await piecesOf(pick)).toBe(1);
  });

  it('makes a new customer from a phone and a name, with no e-mail, who signs in by code and sees her order', async () => {
    const worker = await signedInStaff();
    const phone = freshPhone();
    const res = await staffOrder(
      worker.cookie,
      draft({
        phone: `+88 ${phone.slice(0, 5)}-${phone.slice(5)}`,
        name: ' Shathi Akter ',
        cart_item: [{ id: plainId, count: 1 }],
      }),
    );
    expect(res.status).toBe(201);
    const order = await stored(res.body.orderid);
    const [account] = await (await db()).select().from(users).where(eq(users.id, order.userId));
    expect(account).toMatchObject({
      name: 'Shathi Akter',
      email: null,
      passwordHash: null,
      phone: e164(phone),
      phoneVerifiedAt: null,
      contact: phone,
    });
    const [address] = await (await db()).select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id));
    expect(address).toMatchObject({ contact: phone, email: null, name: 'Rupa Begum', district: 'Dhaka', country: 'Bangladesh' });
    // Her messages: the SMS that it is placed (no e-mail: she has none), and the shop's own e-mail.
    const messages = await (
      await db()
    )
      .select({ channel: outbox.channel, topic: outbox.topic, recipient: outbox.recipient })
      .from(outbox)
      .where(like(outbox.text, `%${res.body.orderid}%`));
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'sms', topic: 'order-placed' }),
        expect.objectContaining({ channel: 'email', topic: 'new-order' }),
      ]),
    );
    expect(messages.filter((m) => m.topic === 'order-placed')).toHaveLength(1);

    // She signs in with a code sent to that number: into the account staff made, with her order in My Order.
    const asked = await call(codeRoute, '/api/public/phone/code', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.77' },
      body: JSON.stringify({ phone, purpose: 'signin' }),
    });
    expect(asked.status).toBe(200);
    const [sms] = await (
      await db()
    )
      .select({ text: outbox.text })
      .from(outbox)
      .where(and(eq(outbox.recipient, e164(phone)), eq(outbox.topic, 'phone-code')))
      .orderBy(desc(outbox.id))
      .limit(1);
    const signedIn = await postJson(
      signinRoute,
      '/api/public/phone/signin',
      { phone, code: /code is (\d{6})/.exec(sms.text)![1] },
      '',
    );
    expect(signedIn.body.user).toMatchObject({ id: account.id, name: 'Shathi Akter' });
    const cookie = /session=[^;]+/.exec(signedIn.headers.get('set-cookie') ?? '')![0];
    const mine = await call(orderList, '/api/public/order-list', { headers: { cookie } });
    expect(mine.body.orders.data.map((o: { order_id: string }) => o.order_id)).toEqual([res.body.orderid]);
  });

  it('finds an existing customer by her phone however it is written, and places her order in her account', async () => {
    const worker = await signedInStaff();
    const phone = freshPhone();
    const made = await staffOrder(
      worker.cookie,
      draft({ phone, name: 'Mitu Das', city: 'Khulna', address: 'Sonadanga 4', cart_item: [{ id: plainId, count: 1 }] }),
    );
    // An e-mail account that gave the same number as her contact is found too, after the account of the number.
    const other = await signedInCustomer('Mitu (e-mail)');
    await (await db()).update(users).set({ contact: phone }).where(eq(users.id, other.user.id));
    const owner = (await stored(made.body.orderid)).userId;

    for (const written of [
      `${phone.slice(0, 5)}-${phone.slice(5)}`,
      e164(phone),
      `880${phone.slice(1)}`,
      phone.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]),
    ]) {
      const res = await lookup(worker.cookie, written);
      expect(res.status).toBe(200);
      expect(res.body.phone).toBe(phone);
      expect(res.body.customers.map((c: PhoneCustomer) => c.id)).toEqual([owner, other.user.id]);
    }
    const [mitu] = (await lookup(worker.cookie, phone)).body.customers as PhoneCustomer[];
    expect(mitu).toEqual({
      id: owner,
      name: 'Mitu Das',
      email: null,
      contact: phone,
      orders: 1,
      cancelled: 0,
      first_order: false,
      last_delivery: {
        country: 'Bangladesh',
        full_name: 'Rupa Begum',
        address: 'Sonadanga 4',
        city: 'Khulna',
        post_code: '',
        receiver_phone: '',
      },
    });

    // Picked by id, or named again as new: the order is hers either way, and no second account is made.
    const picked = await staffOrder(
      worker.cookie,
      draft({ phone, name: undefined, customer_id: owner, cart_item: [{ id: plainId, count: 1 }] }),
    );
    const anew = await staffOrder(worker.cookie, draft({ phone, name: 'Mitu again', cart_item: [{ id: plainId, count: 1 }] }));
    expect([(await stored(picked.body.orderid)).userId, (await stored(anew.body.orderid)).userId]).toEqual([owner, owner]);
    expect(
      (
        await (
          await db()
        )
          .select()
          .from(users)
          .where(eq(users.phone, e164(phone)))
      ).map((u) => u.name),
    ).toEqual(['Mitu Das']);
    // The e-mail account, picked, gets the order and its e-mail.
    const hers = await staffOrder(
      worker.cookie,
      draft({ phone, name: undefined, customer_id: other.user.id, cart_item: [{ id: plainId, count: 1 }] }),
    );
    expect((await stored(hers.body.orderid)).userId).toBe(other.user.id);
    const [address] = await (
      await db()
    )
      .select()
      .from(orderAddresses)
      .where(eq(orderAddresses.orderId, (await stored(hers.body.orderid)).id));
    expect(address.email).toBe(other.user.email);
  });

  it('places one order for a double submit, for a new customer too', async () => {
    const worker = await signedInStaff();
    const body = draft({ cart_item: [{ id: plainId, count: 1 }] });
    const [a, b] = [await staffOrder(worker.cookie, body), await staffOrder(worker.cookie, body)];
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body.orderid).toBe(a.body.orderid);
    const together = draft({ cart_item: [{ id: plainId, count: 1 }] });
    const both = await Promise.all([staffOrder(worker.cookie, together), staffOrder(worker.cookie, together)]);
    expect(both.map((r) => r.status)).toEqual([201, 201]);
    expect(both[1].body.orderid).toBe(both[0].body.orderid);
    expect(await (await db()).$count(users, eq(users.phone, e164(together.phone)))).toBe(1);
  });

  it('keeps the source, filters and exports by it, and counts a spoken source as a proved phone', async () => {
    const worker = await signedInStaff();
    const shopper = await signedInCustomer();
    const web = await placeOrder(shopper.cookie, [{ id: plainId, count: 1 }]);
    const chat = await staffOrder(worker.cookie, draft({ source: 'whatsapp', cart_item: [{ id: plainId, count: 1 }] }));
    const messenger = await staffOrder(worker.cookie, draft({ source: 'messenger', cart_item: [{ id: plainId, count: 1 }] }));
    expect([(await stored(chat.body.orderid)).source, (await stored(messenger.body.orderid)).source]).toEqual([
      'whatsapp',
      'messenger',
    ]);
    // A WhatsApp chat is her own number; a Messenger chat only says one.
    expect([(await stored(chat.body.orderid)).phoneVerified, (await stored(messenger.body.orderid)).phoneVerified]).toEqual([
      true,
      false,
    ]);

    const listed = async (query: string) =>
      ((await get(deskList, `/api/admin/orders?${query}`, worker.cookie)).body.page.data as DeskOrderRow[]).map((r) => [
        r.order_no,
        r.source,
      ]);
    expect(await listed('source=whatsapp')).toContainEqual([chat.body.orderid, 'whatsapp']);
    expect((await listed('source=whatsapp')).every(([, source]) => source === 'whatsapp')).toBe(true);
    expect(await listed('source=website')).toContainEqual([web.body.orderid, 'website']);
    expect((await listed('source=website')).map(([no]) => no)).not.toContain(chat.body.orderid);
    expect((await get(deskList, '/api/admin/orders?source=fax', worker.cookie)).status).toBe(400);
    const filtered = (await get(deskList, '/api/admin/orders?source=messenger', worker.cookie)).body.page;
    expect(filtered.total).toBe(filtered.data.length);

    const csv = await get(exportCsv, '/api/admin/orders/export?source=whatsapp', worker.cookie);
    const lines = csv.text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toMatch(/,Total,Collected,Source$/);
    expect(lines.find((line) => line.startsWith(`${chat.body.orderid},`))).toMatch(/,WhatsApp$/);
    expect(lines.slice(1).every((line) => line.endsWith(',WhatsApp'))).toBe(true);

    const page = await call(deskOrder, `/api/admin/orders/${chat.body.orderid}`, {
      headers: { cookie: worker.cookie },
      params: { orderNo: chat.body.orderid },
    });
    expect(page.body).toMatchObject({ source: 'whatsapp', phone_verified: true, status: null });
  });

  it('names the staff member who took it in the history, with the source and her note', async () => {
    const worker = await signedInStaff('staff', 'Mitu');
    const res = await staffOrder(
      worker.cookie,
      draft({ source: 'walk-in', note: 'Wants it gift-wrapped', cart_item: [{ id: plainId, count: 1 }] }),
    );
    const order = await stored(res.body.orderid);
    const rows = await (
      await db()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'order'), eq(history.subjectId, order.id)))
      .orderBy(history.id);
    expect(rows.map((r) => [r.staffId, r.customerId, r.action, r.after])).toEqual([
      [worker.member.id, null, 'created', { source: 'Walk-in' }],
      [worker.member.id, null, 'note', { note: 'Wants it gift-wrapped' }],
    ]);
    const page = await call(deskOrder, `/api/admin/orders/${res.body.orderid}`, {
      headers: { cookie: worker.cookie },
      params: { orderNo: res.body.orderid },
    });
    expect((page.body.history as HistoryEntry[]).map((e) => [e.staff, e.action])).toEqual([
      ['Mitu', 'note'],
      ['Mitu', 'created'],
    ]);
    // A shopper's own order has no such entry: nobody at the desk took it.
    const shopper = await signedInCustomer();
    const web = await placeOrder(shopper.cookie, [{ id: plainId, count: 1 }]);
    expect(
      await (
        await db()
      ).$count(history, and(eq(history.subject, 'order'), eq(history.subjectId, (await stored(web.body.orderid)).id))),
    ).toBe(0);
  });

  it('asks no SMS code of an order staff take, whatever the owner asks of shoppers', async () => {
    const worker = await signedInStaff();
    await (await db()).update(storeSettings).set({ orderCode: 'always' });
    try {
      // A shopper from an unproved number is asked for a code; staff are not.
      const shopper = await signedInCustomer();
      expect((await placeOrder(shopper.cookie, [{ id: plainId, count: 1 }], { contact: freshPhone() })).status).toBe(403);
      const res = await staffOrder(worker.cookie, draft({ cart_item: [{ id: plainId, count: 1 }] }));
      expect(res.status).toBe(201);
      expect((await stored(res.body.orderid)).phoneVerified).toBe(true);
    } finally {
      await (await db()).update(storeSettings).set({ orderCode: 'off' });
    }
  });

  it('is open to staff and the owner, and to nobody signed out', async () => {
    const owner = await signedInStaff('owner');
    expect((await staffOrder(owner.cookie, draft({ cart_item: [{ id: plainId, count: 1 }] }))).status).toBe(201);
    const res = await staffOrder('', draft({ cart_item: [{ id: plainId, count: 1 }] }));
    expect(res.status).toBe(401);
    expect((await get(lookupRoute, '/api/admin/orders/customer?phone=01712345678', '')).status).toBe(401);
    expect((await get(productsRoute, '/api/admin/orders/products?q=bra', '')).status).toBe(401);
    const shopper = await signedInCustomer();
    expect((await staffOrder(shopper.cookie, draft({ cart_item: [{ id: plainId, count: 1 }] }))).status).toBe(401);
  });

  it('answers junk with a 4xx that names the field, and writes nothing', async () => {
    const worker = await signedInStaff();
    const line = [{ id: plainId, count: 1 }];
    const before = await Promise.all([orders, users].map(rowsOf));
    const cases: [Record<string, unknown>, number, string?][] = [
      [{ phone: undefined }, 400, 'phone'],
      [{ phone: 'call me' }, 400, 'phone'],
      [{ phone: '01112345678' }, 400, 'phone'],
      [{ phone: 1712345678 }, 400, 'phone'],
      [{ name: undefined }, 400, 'name'],
      [{ name: '   ' }, 400, 'name'],
      [{ cart_item: [] }, 400, 'cart_item'],
      [{ cart_item: 'bra' }, 400, 'cart_item'],
      [{ cart_item: [{ id: plainId, count: 0 }] }, 400, 'cart_item'],
      [{ cart_item: [{ id: 99_999_999_999, count: 1 }] }, 400, 'cart_item'],
      [{ cart_item: [{ id: 999_999, count: 1 }] }, 422],
      [{ cart_item: [{ id: sizedProduct.id, count: 1 }] }, 422],
      [{ full_name: '' }, 400, 'full_name'],
      [{ address: 'a'.repeat(301) }, 400, 'address'],
      [{ city: 'Atlantis' }, 400, 'city'],
      [{ receiver_phone: '12345' }, 400, 'receiver_phone'],
      [{ charge: -1 }, 400, 'charge'],
      [{ charge: 12.5 }, 400, 'charge'],
      [{ charge: '60' }, 400, 'charge'],
      [{ charge: 1e9 }, 400, 'charge'],
      [{ promo_code: 'NO-SUCH-CODE' }, 422],
      [{ promo_code: 'X'.repeat(500) }, 400, 'promo_code'],
      [{ note: 'x'.repeat(1001) }, 400, 'note'],
      [{ note: 'bell\u0007' }, 400, 'note'],
      [{ source: 'fax' }, 400, 'source'],
      [{ source: undefined }, 400, 'source'],
      [{ order_key: 'short' }, 400, 'order_key'],
      [{ customer_id: 2_147_483_648 }, 400, 'customer_id'],
      [{ customer_id: 999_999, name: undefined }, 422, 'customer_id'],
      [{ full_name: 'Nadia\u0000' }, 400],
    ];
    for (const [change, status, field] of cases) {
      const res = await staffOrder(worker.cookie, draft({ cart_item: line, ...change }));
      expect([JSON.stringify(change), res.status]).toEqual([JSON.stringify(change), status]);
      expect(res.body.status).toBe('error');
      if (field) expect(res.body.field).toBe(field);
    }
    for (const body of [null, [], 'order', 42]) expect((await staffOrder(worker.cookie, body)).status).toBe(400);
    const raw = await call(staffOrderRoute, '/api/admin/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: worker.cookie },
      body: '{"phone":',
    });
    expect(raw.status).toBe(400);
    expect(await Promise.all([orders, users].map(rowsOf))).toEqual(before);

    for (const query of ['', 'phone=', 'phone=abc', 'phone=01212345678', `phone=${'1'.repeat(500)}`])
      expect((await get(lookupRoute, `/api/admin/orders/customer?${query}`, worker.cookie)).status).toBe(400);
    for (const query of ['', 'q=a', `q=${'a'.repeat(101)}`])
      expect((await get(productsRoute, `/api/admin/orders/products?${query}`, worker.cookie)).status).toBe(400);
  });
});

describe('GET /api/admin/orders/products', () => {
  it('finds published products by a piece of their title, with sizes, colours, prices and pieces left', async () => {
    const worker = await signedInStaff();
    const pick = await variant(sizedProduct.sizes[1], sizedProduct.colors[1]);
    await setPieces(pick, 7);
    const word = sizedProduct.title_en.split(' ').slice(-2).join(' ').toLowerCase();
    const res = await get(productsRoute, `/api/admin/orders/products?q=${encodeURIComponent(word)}`, worker.cookie);
    expect(res.status).toBe(200);
    const found = (res.body.data as ProductChoice[]).find((p) => p.id === sizedProduct.id)!;
    expect(found).toMatchObject({ slug: sizedProduct.slug, title_en: sizedProduct.title_en, price: sizedProduct.price });
    expect(found.attribute.map((group) => group.name).sort()).toEqual(['Color', 'Size']);
    expect(found.stock[`${pick.size.id}-${pick.color.id}`]).toBe(7);
    expect((res.body.data as ProductChoice[]).every((p) => p.title_en.toLowerCase().includes(word))).toBe(true);
    // A product taken off the shop is not offered: the shop would refuse it.
    const shown = (active: boolean) => db().then((d) => d.update(products).set({ active }).where(eq(products.id, plainId)));
    await shown(false);
    try {
      const hidden = await get(
        productsRoute,
        `/api/admin/orders/products?q=${encodeURIComponent(plain.title_en)}`,
        worker.cookie,
      );
      expect((hidden.body.data as ProductChoice[]).map((p) => p.id)).not.toContain(plainId);
    } finally {
      await shown(true);
    }
  });
});
