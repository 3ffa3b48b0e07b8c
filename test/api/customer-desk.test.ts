/**
 * The desk's customers (lib/server/customers): the list searched by phone however it is written, by name or e-mail;
 * one customer's counts and the cash collected of her orders; staff notes; blocked phones, whose new orders wait on
 * Hold with the reason in the history; and the owner's merge of two accounts of one person.
 */
import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { GET as customerList } from '@/app/api/admin/customers/route';
import { GET as customerPage } from '@/app/api/admin/customers/[id]/route';
import { POST as noteRoute } from '@/app/api/admin/customers/[id]/notes/route';
import { POST as mergeRoute } from '@/app/api/admin/customers/[id]/merge/route';
import { GET as blockedList, POST as blockRoute } from '@/app/api/admin/blocked-phones/route';
import { POST as unblockRoute } from '@/app/api/admin/blocked-phones/unblock/route';
import { GET as desk, POST as staffOrderRoute } from '@/app/api/admin/orders/route';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as cancel } from '@/app/api/public/order-status/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { createSession, userForToken } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { blockedPhones, history, orderItems, orders, sessions, users } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { CustomerDetail, CustomerRow } from '@/lib/types/customer-desk';
import type { DeskOrderRow } from '@/lib/types/order-desk';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder, statusChange } from '../orders';
import { plentyOfStock } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

const plain = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max);
const line = [{ id: plain + 1, count: 1 }];

/** A mobile number no other test uses: 018 and eight random digits, in its 11 local digits. */
const newPhone = () => `018${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
const BANGLA = '০১২৩৪৫৬৭৮৯';
const inBangla = (digits: string) => digits.replace(/\d/g, (d) => BANGLA[Number(d)]);

const get = (route: Parameters<typeof call>[0], path: string, cookie: string, params?: Record<string, string>) =>
  call(route, path, { headers: { cookie }, params });

const search = async (cookie: string, q: string) =>
  (await get(customerList, `/api/admin/customers?q=${encodeURIComponent(q)}`, cookie)).body.data as CustomerRow[];

const detail = async (cookie: string, id: number) =>
  (await get(customerPage, `/api/admin/customers/${id}`, cookie, { id: String(id) })).body as CustomerDetail;

/** An order placed through the shop's API by the cookie's customer: its number and id. */
async function ordered(cookie: string, extra: Record<string, unknown> = {}, lines = line) {
  const placed = await placeOrder(cookie, lines, extra);
  expect(placed.status).toBe(201);
  const orderNo = placed.body.orderid as string;
  const [{ id, status }] = await (
    await getDb()
  )
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.orderNo, orderNo));
  return { orderNo, id, status };
}

/** Staff move an order along a path of statuses, from Pending. */
async function walk(cookie: string, orderNo: string, path: (number | null)[]) {
  let from: number | null = null;
  for (const to of path) {
    const moved = await postJson(setStatus, `/api/admin/orders/${orderNo}/status`, statusChange(from, to), cookie, { orderNo });
    expect([orderNo, to, moved.status]).toEqual([orderNo, to, 200]);
    from = to;
  }
}

const block = (cookie: string, body: unknown) => postJson(blockRoute, '/api/admin/blocked-phones', body, cookie);
const unblock = (cookie: string, body: unknown) => postJson(unblockRoute, '/api/admin/blocked-phones/unblock', body, cookie);

describe('the customer list', () => {
  it('finds a customer by her phone however it is typed, in her account or her orders, by name and by e-mail', async () => {
    const { cookie } = await signedInStaff();
    const phone = newPhone();
    const shopper = await signedInCustomer('Farzana Haque Tithi');
    await ordered(shopper.cookie, { contact: phone });
    const proved = newPhone();
    const [phoneAccount] = await (
      await getDb()
    )
      .insert(users)
      .values({ name: 'Mahmuda Sultana', phone: `+880${proved.slice(1)}`, contact: proved, phoneVerifiedAt: new Date() })
      .returning();

    const writings = (local: string) => [
      local,
      `${local.slice(0, 5)}-${local.slice(5)}`,
      `+880${local.slice(1)}`,
      `+880 ${local.slice(1, 5)}-${local.slice(5)}`,
      `880${local.slice(1)}`,
      inBangla(local),
      local.slice(-6),
    ];
    for (const q of writings(phone)) expect([q, (await search(cookie, q)).map((row) => row.id)]).toEqual([q, [shopper.user.id]]);
    for (const q of writings(proved)) expect([q, (await search(cookie, q)).map((row) => row.id)]).toEqual([q, [phoneAccount.id]]);

    expect((await search(cookie, 'haque tit')).map((row) => row.id)).toEqual([shopper.user.id]);
    expect((await search(cookie, shopper.user.email.slice(0, 15).toUpperCase())).map((row) => row.id)).toEqual([shopper.user.id]);
    const [row] = await search(cookie, phone);
    expect(row).toMatchObject({
      name: 'Farzana Haque Tithi',
      email: shopper.user.email,
      phone,
      orders: 1,
      delivered: 0,
      blocked: false,
    });
    expect((await search(cookie, proved))[0]).toMatchObject({ phone: `+880${proved.slice(1)}`, orders: 0, last_order_at: null });
  });

  it('pages the customers newest first, 25 a page', async () => {
    const { cookie } = await signedInStaff();
    const made = await (
      await getDb()
    )
      .insert(users)
      .values(Array.from({ length: 27 }, (_, i) => ({ name: `Pager Test Customer ${i}` })))
      .returning({ id: users.id });
    const pageOf = async (n: number) => (await get(customerList, `/api/admin/customers?q=pager%20test&page=${n}`, cookie)).body;
    const [first, second, third] = [await pageOf(1), await pageOf(2), await pageOf(3)];
    expect(first).toMatchObject({ current_page: 1, total: 27, per_page: 25, last_page: 2 });
    const ids = [...first.data, ...second.data].map((row: CustomerRow) => row.id);
    expect(ids).toEqual(made.map((row) => row.id).reverse());
    expect([first.data.length, second.data.length, third.data]).toEqual([25, 2, []]);
  });
});

describe('a customer’s page', () => {
  it('counts her orders delivered, returned and cancelled, and the cash collected as what she spent', async () => {
    const { cookie } = await signedInStaff();
    const shopper = await signedInCustomer('Sadia Islam');
    const placed = [];
    // The second has two pieces, so that she can keep one of them.
    for (let i = 0; i < 5; i++)
      placed.push(await ordered(shopper.cookie, { contact: newPhone() }, [{ ...line[0], count: i === 1 ? 2 : 1 }]));
    const [delivered, partial, returned, cancelled] = placed;
    const { processing, onTheWay } = ORDER_STATUS;
    await walk(cookie, delivered.orderNo, [processing, onTheWay, ORDER_STATUS.delivered]);
    await walk(cookie, partial.orderNo, [processing, onTheWay]);
    const [item] = await (await getDb()).select().from(orderItems).where(eq(orderItems.orderId, partial.id));
    // She kept one piece of two, and paid 300 for it.
    const kept = {
      ...statusChange(onTheWay, ORDER_STATUS.partialDelivered),
      kept: [{ item: item.id, count: 1 }],
      collected: 300,
    };
    const partly = await postJson(setStatus, `/api/admin/orders/${partial.orderNo}/status`, kept, cookie, {
      orderNo: partial.orderNo,
    });
    expect(partly.status).toBe(200);
    await walk(cookie, returned.orderNo, [processing, onTheWay, ORDER_STATUS.returned]);
    await walk(cookie, cancelled.orderNo, [ORDER_STATUS.canceled]);
    const [deliveredRow] = await (await getDb()).select().from(orders).where(eq(orders.id, delivered.id));

    const page = await detail(cookie, shopper.user.id);
    expect(page).toMatchObject({
      id: shopper.user.id,
      name: 'Sadia Islam',
      email: shopper.user.email,
      counts: { orders: 5, delivered: 2, returned: 1, cancelled: 1 },
      spent: deliveredRow.total + 300,
      blocked: [],
    });
    expect(page.orders.data.map((o) => [o.order_no, o.status])).toEqual([
      [placed[4].orderNo, null],
      [cancelled.orderNo, ORDER_STATUS.canceled],
      [returned.orderNo, ORDER_STATUS.returned],
      [partial.orderNo, ORDER_STATUS.partialDelivered],
      [delivered.orderNo, ORDER_STATUS.delivered],
    ]);
    expect(page.last_order_at).toBe(page.orders.data[0].created_at);
    expect(page.phones).toHaveLength(5);
    const [row] = await search(cookie, shopper.user.email);
    expect(row).toMatchObject({ orders: 5, delivered: 2, last_order_at: page.last_order_at });
  });

  it('keeps staff notes, newest first, with who wrote them', async () => {
    const mitu = await signedInStaff('staff', 'Mitu');
    const owner = await signedInStaff('owner', 'Owner');
    const shopper = await signedInCustomer('Rokeya Begum');
    const path = `/api/admin/customers/${shopper.user.id}/notes`;
    const params = { id: String(shopper.user.id) };
    expect((await postJson(noteRoute, path, { note: 'Prefers WhatsApp' }, mitu.cookie, params)).body).toEqual({
      status: 'success',
      msg: 'Note added',
    });
    await postJson(noteRoute, path, { note: 'Refused twice at the door' }, owner.cookie, params);

    const notes = (await detail(owner.cookie, shopper.user.id)).history;
    expect(notes.map((n) => [n.action, n.after.note, n.staff])).toEqual([
      ['note', 'Refused twice at the door', 'Owner'],
      ['note', 'Prefers WhatsApp', 'Mitu'],
    ]);
    const rows = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'customer'), eq(history.subjectId, shopper.user.id)))
      .orderBy(history.id);
    expect(rows.map((r) => [r.staffId, r.after.note])).toEqual([
      [mitu.member.id, 'Prefers WhatsApp'],
      [owner.member.id, 'Refused twice at the door'],
    ]);
  });
});

describe('a blocked phone', () => {
  it('sends her new orders to Hold with the reason, as customer and as receiver, flagged on the desk, until unblocked', async () => {
    const worker = await signedInStaff('staff', 'Shila');
    const phone = newPhone();
    const typed = `+880 ${phone.slice(1, 5)}-${phone.slice(5)}`;
    const blocked = await block(worker.cookie, { phone: typed, reason: 'Refused three parcels' });
    expect([blocked.status, blocked.body.status]).toEqual([201, 'success']);
    const [row] = await (await getDb()).select().from(blockedPhones).where(eq(blockedPhones.phone, phone));
    expect(row).toMatchObject({ phone, reason: 'Refused three parcels', staffId: worker.member.id });
    const listed = await get(blockedList, '/api/admin/blocked-phones', worker.cookie);
    expect(listed.body.data[0]).toMatchObject({ phone, reason: 'Refused three parcels', staff: 'Shila' });

    const prankster = await signedInCustomer('Prank Caller');
    const asCustomer = await ordered(prankster.cookie, { contact: phone });
    const friend = await signedInCustomer('Her Friend');
    const asReceiver = await ordered(friend.cookie, { contact: newPhone(), receiver_phone: inBangla(phone) });
    for (const [order, placer] of [
      [asCustomer, prankster],
      [asReceiver, friend],
    ] as const) {
      expect(order.status).toBe(ORDER_STATUS.hold);
      const entries = await (
        await getDb()
      )
        .select()
        .from(history)
        .where(and(eq(history.subject, 'order'), eq(history.subjectId, order.id)));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        action: 'status',
        before: { status: 'Pending' },
        after: { status: 'Hold', reason: 'Blocked number: call first' },
        staffId: null,
        customerId: placer.user.id,
      });
      const shown = await get(deskOrder, `/api/admin/orders/${order.orderNo}`, worker.cookie, { orderNo: order.orderNo });
      expect([shown.body.status, shown.body.blocked]).toEqual([ORDER_STATUS.hold, true]);
      expect(shown.body.history[0]).toMatchObject({ after: { status: 'Hold', reason: 'Blocked number: call first' } });
    }
    const rows = (await get(desk, `/api/admin/orders?q=${phone}`, worker.cookie)).body.page.data as DeskOrderRow[];
    expect(rows.map((r) => [r.order_no, r.status, r.blocked])).toEqual([
      [asReceiver.orderNo, ORDER_STATUS.hold, true],
      [asCustomer.orderNo, ORDER_STATUS.hold, true],
    ]);
    const customer = await detail(worker.cookie, prankster.user.id);
    expect(customer.blocked).toEqual([expect.objectContaining({ phone, reason: 'Refused three parcels', staff: 'Shila' })]);
    expect((await search(worker.cookie, phone)).find((r) => r.id === prankster.user.id)?.blocked).toBe(true);

    const again = await block(worker.cookie, { phone, reason: 'Twice' });
    expect([again.status, again.body.msg]).toEqual([409, `${phone.slice(0, 5)}-${phone.slice(5)} is already blocked`]);

    expect((await unblock(worker.cookie, { phone: inBangla(phone) })).status).toBe(200);
    const next = await ordered(prankster.cookie, { contact: phone });
    expect(next.status).toBeNull();
    const after = (await get(desk, `/api/admin/orders?q=${phone}`, worker.cookie)).body.page.data as DeskOrderRow[];
    expect(after.map((r) => r.blocked)).toEqual([false, false, false]);
    expect((await unblock(worker.cookie, { phone })).status).toBe(404);

    const trail = await (await getDb()).select().from(history).where(eq(history.subject, 'phone')).orderBy(history.id);
    expect(trail.filter((e) => e.subjectId === row.id).map((e) => [e.action, e.staffId, e.after.phone])).toEqual([
      ['blocked', worker.member.id, phone],
      ['unblocked', worker.member.id, phone],
    ]);
  });
  it('holds an order staff take for a blocked number too, with the staff member as the mover', async () => {
    const worker = await signedInStaff('staff', 'Tania');
    const phone = newPhone();
    expect((await block(worker.cookie, { phone, reason: 'Fake orders' })).status).toBe(201);
    const taken = await postJson(
      staffOrderRoute,
      '/api/admin/orders',
      {
        phone,
        name: 'Prank',
        full_name: 'Prank',
        address: 'Road 1',
        city: 'Dhaka',
        source: 'messenger',
        order_key: randomUUID(),
        cart_item: line,
      },
      worker.cookie,
    );
    expect(taken.status).toBe(201);
    const [order] = await (await getDb()).select().from(orders).where(eq(orders.orderNo, taken.body.orderid));
    expect(order.status).toBe(ORDER_STATUS.hold);
    const moves = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'order'), eq(history.subjectId, order.id), eq(history.action, 'status')));
    expect(moves.map((e) => [e.staffId, e.customerId, e.after.reason])).toEqual([
      [worker.member.id, null, 'Blocked number: call first'],
    ]);
  });
});

describe('merging two accounts of one person', () => {
  /** An e-mail account with two orders, one of them cancelled by her, and a note; a phone account with one order and a session. */
  async function twoAccounts() {
    const owner = await signedInStaff('owner', 'Owner');
    const emailAccount = await signedInCustomer('Nusrat Jahan');
    const key = randomUUID();
    const first = await ordered(emailAccount.cookie, { order_key: key });
    const second = await ordered(emailAccount.cookie);
    expect(
      (await postJson(cancel, '/api/public/order-status', { id: second.id, type: 'cancel', status: 2 }, emailAccount.cookie))
        .status,
    ).toBe(200);
    await postJson(
      noteRoute,
      `/api/admin/customers/${emailAccount.user.id}/notes`,
      { note: 'Her e-mail account' },
      owner.cookie,
      {
        id: String(emailAccount.user.id),
      },
    );
    const phone = newPhone();
    const db = await getDb();
    const [phoneUser] = await db
      .insert(users)
      .values({ name: 'Nusrat', phone: `+880${phone.slice(1)}`, contact: phone, phoneVerifiedAt: new Date() })
      .returning();
    const { token } = await createSession(db, phoneUser.id);
    // The same order key from the other account: one order per key and customer must still hold after the merge.
    const third = await ordered(`session=${token}`, { order_key: key });
    return { owner, emailAccount, phoneUser, phone, token, orderIds: [first.id, second.id, third.id] };
  }

  it('moves every order, session, note and history of the other account to the kept one, which gains what it lacked', async () => {
    const { owner, emailAccount, phoneUser, phone, token, orderIds } = await twoAccounts();
    const params = { id: String(phoneUser.id) };
    const merged = await postJson(
      mergeRoute,
      `/api/admin/customers/${phoneUser.id}/merge`,
      { other: emailAccount.user.id },
      owner.cookie,
      params,
    );
    expect([merged.status, merged.body.msg]).toEqual([200, 'Accounts merged: 2 orders moved here']);

    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.id, emailAccount.user.id))).toEqual([]);
    const [kept] = await db.select().from(users).where(eq(users.id, phoneUser.id));
    expect(kept).toMatchObject({
      name: 'Nusrat',
      email: emailAccount.user.email,
      phone: `+880${phone.slice(1)}`,
      contact: phone,
      passwordHash: 'not-a-real-hash',
    });
    const theirs = await db.select().from(orders).where(eq(orders.userId, phoneUser.id));
    expect(theirs.map((o) => o.id).sort()).toEqual([...orderIds].sort());
    expect(theirs.filter((o) => o.idempotencyKey !== null)).toHaveLength(2);
    // Both sessions now open the kept account: the e-mail one's browser keeps its cart and wishlist.
    expect((await userForToken(db, token))?.id).toBe(phoneUser.id);
    expect((await userForToken(db, emailAccount.token))?.id).toBe(phoneUser.id);
    expect(await db.$count(sessions, eq(sessions.userId, emailAccount.user.id))).toBe(0);
    // Her own cancellation is still hers.
    expect(await db.$count(history, eq(history.customerId, phoneUser.id))).toBe(1);

    const page = await detail(owner.cookie, phoneUser.id);
    expect(page.counts).toMatchObject({ orders: 3, cancelled: 1 });
    expect(page.history.map((e) => [e.action, e.staff])).toEqual([
      ['merged', 'Owner'],
      ['note', 'Owner'],
    ]);
    expect(page.history[0]).toMatchObject({
      before: { account: emailAccount.user.id, name: 'Nusrat Jahan', email: emailAccount.user.email },
      after: { orders: 2, gained: ['e-mail', 'password'] },
    });
  });

  it('is the owner’s only, refuses an account merged into itself or one that is gone, and changes nothing then', async () => {
    const { owner, emailAccount, phoneUser } = await twoAccounts();
    const worker = await signedInStaff();
    const url = `/api/admin/customers/${phoneUser.id}/merge`;
    const params = { id: String(phoneUser.id) };
    const tries: [string, unknown, number][] = [
      [worker.cookie, { other: emailAccount.user.id }, 403],
      [owner.cookie, { other: phoneUser.id }, 422],
      [owner.cookie, { other: 2_000_000_000 }, 404],
      [owner.cookie, { other: 'two' }, 400],
      [owner.cookie, { other: -1 }, 400],
      [owner.cookie, {}, 400],
    ];
    for (const [cookie, body, status] of tries) {
      const res = await postJson(mergeRoute, url, body, cookie, params);
      expect([body, res.status, typeof res.body.msg]).toEqual([body, status, 'string']);
    }
    const gone = await postJson(mergeRoute, '/api/admin/customers/999999999/merge', { other: phoneUser.id }, owner.cookie, {
      id: '999999999',
    });
    expect(gone.status).toBe(404);
    const db = await getDb();
    expect(await db.$count(orders, eq(orders.userId, emailAccount.user.id))).toBe(2);
    expect(await db.$count(users, eq(users.id, emailAccount.user.id))).toBe(1);
  });
});

describe('the customer desk’s edge', () => {
  it('answers bad input with a 4xx and a message, never a 5xx, and nothing without a staff session', async () => {
    const { cookie } = await signedInStaff();
    const shopper = await signedInCustomer();
    const id = String(shopper.user.id);
    const blockedBefore = await (await getDb()).$count(blockedPhones);
    const answers = [
      await get(customerList, `/api/admin/customers?q=${'x'.repeat(101)}`, cookie),
      await get(customerList, '/api/admin/customers?page=0', cookie),
      await get(customerList, '/api/admin/customers?page=abc', cookie),
      await get(customerPage, '/api/admin/customers/abc', cookie, { id: 'abc' }),
      await get(customerPage, '/api/admin/customers/0', cookie, { id: '0' }),
      await get(customerPage, '/api/admin/customers/999999999', cookie, { id: '999999999' }),
      await get(customerPage, `/api/admin/customers/${id}?page=-1`, cookie, { id }),
      await postJson(noteRoute, `/api/admin/customers/${id}/notes`, { note: '   ' }, cookie, { id }),
      await postJson(noteRoute, `/api/admin/customers/${id}/notes`, { note: 42 }, cookie, { id }),
      await postJson(noteRoute, '/api/admin/customers/999999999/notes', { note: 'Hello' }, cookie, { id: '999999999' }),
      await block(cookie, { phone: '01112345678', reason: 'Prank' }),
      await block(cookie, { phone: '12345', reason: 'Prank' }),
      await block(cookie, { phone: 1712345678, reason: 'Prank' }),
      await block(cookie, { phone: newPhone(), reason: '' }),
      await block(cookie, { phone: newPhone(), reason: 'x'.repeat(201) }),
      await block(cookie, { phone: newPhone(), reason: 'a\u0000b' }),
      await block(cookie, null),
      await unblock(cookie, { phone: 'abc' }),
      await call(blockRoute, '/api/admin/blocked-phones', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie },
        body: '{not json',
      }),
    ];
    for (const [index, res] of answers.entries()) {
      expect([index, res.status >= 400 && res.status < 500, typeof res.body?.msg]).toEqual([index, true, 'string']);
    }
    expect(await (await getDb()).$count(blockedPhones)).toBe(blockedBefore);
    expect((await get(customerList, '/api/admin/customers', shopper.cookie)).status).toBe(401);
    expect((await block(shopper.cookie, { phone: newPhone(), reason: 'Prank' })).status).toBe(401);
  });
});
