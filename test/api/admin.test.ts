import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { GET as history } from '@/app/api/admin/history/route';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { POST as addNote } from '@/app/api/admin/orders/[orderNo]/notes/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { GET as desk } from '@/app/api/admin/orders/route';
import { GET as productForm, POST as saveProduct } from '@/app/api/admin/products/[id]/route';
import { GET as settingsForm, POST as saveSettings } from '@/app/api/admin/settings/route';
import { GET as couponForm, POST as saveCoupon } from '@/app/api/admin/coupons/[id]/route';
import { GET as couponList, POST as addCoupon } from '@/app/api/admin/coupons/route';
import { GET as collectionForm, POST as saveCollection } from '@/app/api/admin/collections/[id]/route';
import { GET as collectionList, POST as addCollection } from '@/app/api/admin/collections/route';
import { GET as pageForms } from '@/app/api/admin/pages/route';
import { POST as savePage } from '@/app/api/admin/pages/[keyname]/route';
import { POST as uploadPicture } from '@/app/api/admin/pictures/route';
import { GET as postForm, POST as savePost } from '@/app/api/admin/posts/[id]/route';
import { GET as postList, POST as addPost } from '@/app/api/admin/posts/route';
import { POST as arrangePhotos } from '@/app/api/admin/products/[id]/images/arrange/route';
import { GET as photoList, POST as upload } from '@/app/api/admin/products/[id]/images/route';
import { GET as stockGrid, POST as setStock } from '@/app/api/admin/products/[id]/stock/route';
import { GET as productList, POST as addProduct } from '@/app/api/admin/products/route';
import { POST as signout } from '@/app/api/admin/signout/route';
import { POST as changePassword } from '@/app/api/admin/password/route';
import { POST as resetPassword } from '@/app/api/admin/staff/[id]/password/route';
import { POST as setActive } from '@/app/api/admin/staff/[id]/route';
import { GET as staffList, POST as addStaffRoute } from '@/app/api/admin/staff/route';
import { POST as createOrder } from '@/app/api/public/create-order/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { POST as customerStatus } from '@/app/api/public/order-status/route';
import { GET as session } from '@/app/api/public/session/route';
import { ORDER_STATUS, STATUS_ORDER } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { staff } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { ensureOwnerFromEnvironment } from '@/lib/server/staff/desk';
import { call } from '../call';
import { statusChange } from '../orders';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { plentyOfStock } from '../stock';
import { signedInStaff, signInStaff, staffCookieOf } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

type Route = Parameters<typeof call>[0];
const post = (route: Route, path: string, body: unknown, headers: Record<string, string> = {}, params?: Record<string, string>) =>
  call(route, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    params,
  });
const get = (route: Route, path: string, cookie: string, params?: Record<string, string>) =>
  call(route, path, { headers: { cookie }, params });

const plain = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max && !p.offer);

/** A shopper's cash-on-delivery order, placed through the shop's API. */
async function placeOrder(
  customer: { cookie: string },
  { name = 'Nadia Rahman', contact = '01712345678', count = 2, receiver_phone = '' } = {},
) {
  const res = await post(
    createOrder,
    '/api/public/create-order',
    {
      contact,
      country: 'Bangladesh',
      full_name: name,
      receiver_phone,
      address: 'House 12, Road 5',
      city: 'Dhaka',
      method: 'COD',
      cart_item: [{ id: plain + 1, count }],
      order_key: randomUUID(),
    },
    { cookie: customer.cookie },
  );
  expect([res.status, res.body.msg]).toEqual([201, 'Your order has been placed!']);
  return res.body as { orderid: string; total: number; subtotal: number };
}

const move = (cookie: string, orderNo: string, from: number | null, to: number | null) =>
  post(setStatus, `/api/admin/orders/${orderNo}/status`, statusChange(from, to), { cookie }, { orderNo });

describe('the back office’s doors', () => {
  const calls: [string, string, Route, Record<string, string>][] = [
    ['GET', '/api/admin/dashboard', dashboard, {}],
    ['GET', '/api/admin/orders', desk, {}],
    ['GET', '/api/admin/orders/export', exportCsv, {}],
    ['GET', '/api/admin/orders/LI00000001', deskOrder, { orderNo: 'LI00000001' }],
    ['POST', '/api/admin/orders/LI00000001/status', setStatus, { orderNo: 'LI00000001' }],
    ['POST', '/api/admin/orders/LI00000001/notes', addNote, { orderNo: 'LI00000001' }],
    ['GET', '/api/admin/staff', staffList, {}],
    ['POST', '/api/admin/staff', addStaffRoute, {}],
    ['POST', '/api/admin/staff/1', setActive, { id: '1' }],
    ['POST', '/api/admin/staff/1/password', resetPassword, { id: '1' }],
    ['POST', '/api/admin/password', changePassword, {}],
    ['GET', '/api/admin/history', history, {}],
    ['GET', '/api/admin/products', productList, {}],
    ['POST', '/api/admin/products', addProduct, {}],
    ['GET', '/api/admin/products/1', productForm, { id: '1' }],
    ['POST', '/api/admin/products/1', saveProduct, { id: '1' }],
    ['GET', '/api/admin/products/1/stock', stockGrid, { id: '1' }],
    ['POST', '/api/admin/products/1/stock', setStock, { id: '1' }],
    ['GET', '/api/admin/products/1/images', photoList, { id: '1' }],
    ['POST', '/api/admin/products/1/images', upload, { id: '1' }],
    ['POST', '/api/admin/products/1/images/arrange', arrangePhotos, { id: '1' }],
    ['GET', '/api/admin/coupons', couponList, {}],
    ['POST', '/api/admin/coupons', addCoupon, {}],
    ['GET', '/api/admin/coupons/1', couponForm, { id: '1' }],
    ['POST', '/api/admin/coupons/1', saveCoupon, { id: '1' }],
    ['GET', '/api/admin/settings', settingsForm, {}],
    ['POST', '/api/admin/settings', saveSettings, {}],
    ['POST', '/api/admin/pictures', uploadPicture, {}],
    ['GET', '/api/admin/pages', pageForms, {}],
    ['POST', '/api/admin/pages/home', savePage, { keyname: 'home' }],
    ['GET', '/api/admin/collections', collectionList, {}],
    ['POST', '/api/admin/collections', addCollection, {}],
    ['GET', '/api/admin/collections/1', collectionForm, { id: '1' }],
    ['POST', '/api/admin/collections/1', saveCollection, { id: '1' }],
    ['GET', '/api/admin/posts', postList, {}],
    ['POST', '/api/admin/posts', addPost, {}],
    ['GET', '/api/admin/posts/1', postForm, { id: '1' }],
    ['POST', '/api/admin/posts/1', savePost, { id: '1' }],
  ];

  it.each(calls)('%s %s: a customer’s cookie, bearer token or api_token is a 401', async (method, path, route, params) => {
    const { token, cookie } = await signedInCustomer();
    const tries: Record<string, string>[] = [
      {},
      { cookie },
      { authorization: `Bearer ${token}` },
      { cookie: `staff_session=${token}` },
    ];
    for (const headers of tries) {
      const res = await call(route, path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        body: method === 'POST' ? JSON.stringify({ api_token: token, from: null, to: 7, note: 'x', active: false }) : undefined,
        params,
      });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ status: 'error', msg: 'Sign in to the back office' });
    }
  });

  it('signs staff in with a Strict, httpOnly cookie of their own that opens nothing of the shop', async () => {
    const { email, password } = await signedInStaff();
    const res = await signInStaff(email.toUpperCase(), password);
    expect(res.status).toBe(200);
    expect(res.body.staff).toMatchObject({ email, role: 'staff' });
    expect(JSON.stringify(res.body)).not.toMatch(/hash|token/i);
    const setCookie = res.headers.get('set-cookie')!;
    expect(setCookie).toMatch(/^staff_session=[^;]+;/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);
    const cookie = staffCookieOf(setCookie);
    expect((await get(session, '/api/public/session', cookie)).body).toMatchObject({ user: null });
    expect((await get(orderList, '/api/public/order-list', cookie)).status).toBe(401);
    expect((await get(desk, '/api/admin/orders', cookie)).status).toBe(200);
  });

  it('refuses a wrong password with the shop’s message, and throttles guessing', async () => {
    const { email } = await signedInStaff();
    const wrong = await signInStaff(email, 'not-the-password');
    expect(wrong.status).toBe(401);
    expect(wrong.body.msg).toBe('Invalid email or password');
    for (let i = 0; i < 5; i++) await signInStaff(email, 'still-wrong');
    expect((await signInStaff(email, 'still-wrong')).status).toBe(429);
  });

  it('ends a session on sign-out', async () => {
    const { cookie } = await signedInStaff();
    const res = await post(signout, '/api/admin/signout', {}, { cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/^staff_session=;.*Max-Age=0/i);
    expect((await get(desk, '/api/admin/orders', cookie)).status).toBe(401);
  });

  it('takes state changes only as JSON from this site', async () => {
    const { cookie } = await signedInStaff();
    const foreign = await post(
      addNote,
      '/api/admin/orders/LI1/notes',
      { note: 'x' },
      { cookie, origin: 'https://evil.example' },
      { orderNo: 'LI1' },
    );
    expect(foreign.status).toBe(403);
    const form = await call(addNote, '/api/admin/orders/LI1/notes', {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'note=x',
      params: { orderNo: 'LI1' },
    });
    expect(form.status).toBe(415);
  });
});

describe('staff accounts', () => {
  it('lets the owner only list, add, disable and enable staff', async () => {
    const worker = await signedInStaff('staff');
    for (const res of [
      await get(staffList, '/api/admin/staff', worker.cookie),
      await post(
        addStaffRoute,
        '/api/admin/staff',
        { email: 'x@example.com', name: 'X', role: 'owner' },
        { cookie: worker.cookie },
      ),
      await post(setActive, '/api/admin/staff/1', { active: false }, { cookie: worker.cookie }, { id: '1' }),
      await post(resetPassword, '/api/admin/staff/1/password', {}, { cookie: worker.cookie }, { id: '1' }),
      await get(history, '/api/admin/history', worker.cookie),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('Only the owner can do this');
    }
  });

  it('adds an account with a one-time password; disabling it ends its sessions at once', async () => {
    const owner = await signedInStaff('owner', 'Shathi Akter');
    const added = await post(
      addStaffRoute,
      '/api/admin/staff',
      { email: 'Rupa@Example.com', name: 'Rupa', role: 'staff' },
      { cookie: owner.cookie },
    );
    expect(added.status).toBe(201);
    expect(added.body.password).toMatch(/^[\w-]{16}$/);
    const again = await post(
      addStaffRoute,
      '/api/admin/staff',
      { email: 'rupa@example.com', name: 'R', role: 'staff' },
      { cookie: owner.cookie },
    );
    expect(again.status).toBe(409);

    const rupa = staffCookieOf((await signInStaff('rupa@example.com', added.body.password)).headers.get('set-cookie'));
    expect((await get(desk, '/api/admin/orders', rupa)).status).toBe(200);

    const id = String(added.body.staff.id);
    const off = await post(setActive, `/api/admin/staff/${id}`, { active: false }, { cookie: owner.cookie }, { id });
    expect(off.body).toEqual({ status: 'success', msg: 'The account is disabled' });
    expect((await get(desk, '/api/admin/orders', rupa)).status).toBe(401);
    expect((await signInStaff('rupa@example.com', added.body.password)).status).toBe(401);

    await post(setActive, `/api/admin/staff/${id}`, { active: true }, { cookie: owner.cookie }, { id });
    expect((await signInStaff('rupa@example.com', added.body.password)).status).toBe(200);

    const self = String(owner.member.id);
    expect(
      (await post(setActive, `/api/admin/staff/${self}`, { active: false }, { cookie: owner.cookie }, { id: self })).status,
    ).toBe(409);

    const list = await get(staffList, '/api/admin/staff', owner.cookie);
    expect(list.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ email: 'rupa@example.com', active: true })]),
    );
    expect(JSON.stringify(list.body)).not.toMatch(/hash|password/i);

    const changes = await get(history, '/api/admin/history', owner.cookie);
    expect(changes.body.data.slice(0, 3).map((e: { action: string; staff: string }) => [e.action, e.staff])).toEqual([
      ['enabled', 'Shathi Akter'],
      ['disabled', 'Shathi Akter'],
      ['added', 'Shathi Akter'],
    ]);
  });

  it('lets staff change their own password (other sessions end) and the owner reset a forgotten one', async () => {
    const owner = await signedInStaff('owner');
    const worker = await signedInStaff();
    const phone = staffCookieOf((await signInStaff(worker.email, worker.password)).headers.get('set-cookie'));
    const change = (current: string, password: string) =>
      post(changePassword, '/api/admin/password', { current_password: current, password }, { cookie: worker.cookie });

    const wrong = await change('not-it', 'a-new-password');
    expect([wrong.status, wrong.body.msg]).toEqual([403, 'Your current password is not correct']);
    expect((await change(worker.password, 'short')).body.msg).toBe('Password must be at least 6 characters');
    expect((await change(worker.password, 'a-new-password')).body).toEqual({
      status: 'success',
      msg: 'Your password is changed',
    });
    expect((await get(desk, '/api/admin/orders', worker.cookie)).status).toBe(200);
    expect((await get(desk, '/api/admin/orders', phone)).status).toBe(401);
    expect((await signInStaff(worker.email, worker.password)).status).toBe(401);
    expect((await signInStaff(worker.email, 'a-new-password')).status).toBe(200);

    const id = String(worker.member.id);
    const reset = await post(resetPassword, `/api/admin/staff/${id}/password`, {}, { cookie: owner.cookie }, { id });
    expect(reset.body.password).toMatch(/^[\w-]{16}$/);
    expect((await get(desk, '/api/admin/orders', worker.cookie)).status).toBe(401);
    expect((await signInStaff(worker.email, reset.body.password)).status).toBe(200);
    const own = String(owner.member.id);
    expect(
      (await post(resetPassword, `/api/admin/staff/${own}/password`, {}, { cookie: owner.cookie }, { id: own })).status,
    ).toBe(409);
    const changes = (await get(history, '/api/admin/history', owner.cookie)).body.data;
    expect(changes.slice(0, 2).map((e: { action: string; subject_name: string }) => [e.action, e.subject_name])).toEqual([
      ['password reset', worker.email],
      ['password changed', worker.email],
    ]);
  });

  it('creates the first owner from the environment once, and never prints the password', async () => {
    const db = await getDb();
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await db.update(staff).set({ role: 'staff' }).where(eq(staff.role, 'owner'));
      const env = { SHOP_OWNER_EMAIL: 'owner@shop.example', SHOP_OWNER_PASSWORD: 'a-long-secret-1' };
      await ensureOwnerFromEnvironment(db, env);
      await ensureOwnerFromEnvironment(db, { ...env, SHOP_OWNER_EMAIL: 'second@shop.example' });
      expect(await db.$count(staff, eq(staff.role, 'owner'))).toBe(1);
      expect((await signInStaff('owner@shop.example', 'a-long-secret-1')).body.staff).toMatchObject({ role: 'owner' });
      const printed = JSON.stringify([...log.mock.calls, ...error.mock.calls]);
      expect(printed).not.toContain('a-long-secret-1');
      expect(printed).not.toContain('owner@shop.example');
    } finally {
      log.mockRestore();
      error.mockRestore();
    }
  });
});

describe('the order desk', () => {
  it('finds an order by number, phone in any form, name and e-mail; newest first with counts per status', async () => {
    const worker = await signedInStaff();
    const shopper = await signedInCustomer();
    const placed = await placeOrder(shopper, { name: 'Farzana Haque', contact: '01898765432' });
    const byNumber = await get(desk, `/api/admin/orders?q=${placed.orderid.toLowerCase()}`, worker.cookie);
    expect(byNumber.body.page).toMatchObject({ total: 1, current_page: 1 });
    expect(byNumber.body.page.data[0]).toMatchObject({
      order_no: placed.orderid,
      customer: 'Farzana Haque',
      contact: '01898765432',
      district: 'Dhaka',
      items: 2,
      total: placed.total,
      status: null,
    });
    for (const q of ['+8801898765432', '01898-765432', 'farzana', 'HAQUE', shopper.user.email.slice(0, 12)]) {
      const found = await get(desk, `/api/admin/orders?q=${encodeURIComponent(q)}`, worker.cookie);
      expect(found.body.page.data.map((row: { order_no: string }) => row.order_no)).toContain(placed.orderid);
    }
    expect((await get(desk, '/api/admin/orders?q=%25', worker.cookie)).body.page.total).toBe(0);

    const newest = await get(desk, '/api/admin/orders', worker.cookie);
    expect(newest.body.page.data[0].order_no).toBe(placed.orderid);
    expect(newest.body.counts.pending).toBeGreaterThanOrEqual(1);
    const pending = await get(desk, '/api/admin/orders?status=pending', worker.cookie);
    expect(pending.body.page.total).toBe(newest.body.counts.pending);
    // A count for every status the desk offers, none left out: together they are every order.
    expect(Object.keys(newest.body.counts).sort()).toEqual(STATUS_ORDER.map((status) => String(status ?? 'pending')).sort());
    const counted = Object.values(newest.body.counts as Record<string, number>).reduce((sum, n) => sum + n, 0);
    expect(counted).toBe(newest.body.page.total);

    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
    const inDays = await get(desk, `/api/admin/orders?from=${today}&to=${today}&q=${placed.orderid}`, worker.cookie);
    expect(inDays.body.page.total).toBe(1);
    const before = await get(desk, `/api/admin/orders?from=2020-01-01&to=2020-01-31&q=${placed.orderid}`, worker.cookie);
    expect(before.body.page.total).toBe(0);
  });

  it('shows one order as stored, with the customer’s record', async () => {
    const worker = await signedInStaff();
    const shopper = await signedInCustomer();
    const first = await placeOrder(shopper);
    await move(worker.cookie, first.orderid, null, ORDER_STATUS.canceled);
    // A number as written with the country code is kept in its 11 digits, and found however it is searched.
    const second = await placeOrder(shopper, { count: 3, receiver_phone: '+880 1555-000111' });
    const res = await get(deskOrder, `/api/admin/orders/${second.orderid}`, worker.cookie, { orderNo: second.orderid });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      order_no: second.orderid,
      status: null,
      subtotal: second.subtotal,
      total: second.total,
      items: [{ title_en: PRODUCTS[plain].title_en, quantity: 3, price: PRODUCTS[plain].price }],
      address: { name: 'Nadia Rahman', contact: '01712345678', receiver_phone: '01555000111', district: 'Dhaka' },
      customer: { email: shopper.user.email, earlier_orders: 1, earlier_cancelled: 1 },
    });
    for (const q of ['01555000111', '+8801555000111', '০১৫৫৫-০০০১১১']) {
      const byReceiver = await get(desk, `/api/admin/orders?q=${encodeURIComponent(q)}`, worker.cookie);
      expect(byReceiver.body.page.data.map((row: { order_no: string }) => row.order_no)).toEqual([second.orderid]);
    }
    const mine = await get(orderList, '/api/public/order-list', shopper.cookie);
    expect(mine.body.orders.data[0].order_address.d_contact).toBe('01555000111');
    const missing = await get(deskOrder, '/api/admin/orders/LI99999999', worker.cookie, { orderNo: 'LI99999999' });
    expect(missing.status).toBe(404);
  });

  it('counts only the customer’s orders placed before this one as earlier, and only those cancelled among them', async () => {
    const worker = await signedInStaff();
    const shopper = await signedInCustomer();
    const first = await placeOrder(shopper);
    const second = await placeOrder(shopper);
    const third = await placeOrder(shopper);
    await move(worker.cookie, third.orderid, null, ORDER_STATUS.canceled);
    const fourth = await placeOrder(shopper);
    await placeOrder(await signedInCustomer());
    const recordOf = async (orderNo: string) =>
      (await get(deskOrder, `/api/admin/orders/${orderNo}`, worker.cookie, { orderNo })).body.customer;
    expect(await recordOf(first.orderid)).toMatchObject({ earlier_orders: 0, earlier_cancelled: 0 });
    expect(await recordOf(second.orderid)).toMatchObject({ earlier_orders: 1, earlier_cancelled: 0 });
    expect(await recordOf(third.orderid)).toMatchObject({ earlier_orders: 2, earlier_cancelled: 0 });
    expect(await recordOf(fourth.orderid)).toMatchObject({ earlier_orders: 3, earlier_cancelled: 1 });
  });

  it('moves an order along the pipeline, says why a move is refused, and the shopper sees each status', async () => {
    const worker = await signedInStaff('staff', 'Mitu');
    const shopper = await signedInCustomer();
    const { orderid } = await placeOrder(shopper);
    const myStatus = async () => (await get(orderList, '/api/public/order-list', shopper.cookie)).body.orders.data[0].status;

    expect((await move(worker.cookie, orderid, null, ORDER_STATUS.processing)).body).toMatchObject({
      status: 'success',
      msg: 'The order is now Processing',
    });
    expect(await myStatus()).toBe(ORDER_STATUS.processing);
    const [{ id }] = (await get(orderList, '/api/public/order-list', shopper.cookie)).body.orders.data;
    const cancel = await post(
      customerStatus,
      '/api/public/order-status',
      { id, type: 'cancel', status: 2 },
      { cookie: shopper.cookie },
    );
    expect(cancel.status).toBe(409);

    await move(worker.cookie, orderid, ORDER_STATUS.processing, ORDER_STATUS.onTheWay);
    expect(await myStatus()).toBe(ORDER_STATUS.onTheWay);
    await move(worker.cookie, orderid, ORDER_STATUS.onTheWay, ORDER_STATUS.delivered);

    const back = await move(worker.cookie, orderid, ORDER_STATUS.delivered, null);
    expect(back.status).toBe(409);
    expect(back.body.msg).toBe('A Delivered order is final: it cannot move to Pending.');
    const skip = await placeOrder(shopper);
    const jump = await move(worker.cookie, skip.orderid, null, ORDER_STATUS.delivered);
    expect(jump.status).toBe(409);
    expect(jump.body.msg).toMatch(/^A Pending order cannot move to Delivered; it can move to Processing/);

    const order = await get(deskOrder, `/api/admin/orders/${orderid}`, worker.cookie, { orderNo: orderid });
    expect(order.body.status).toBe(ORDER_STATUS.delivered);
    expect(order.body.history.map((e: { after: { status: string }; staff: string }) => `${e.staff}: ${e.after.status}`)).toEqual([
      'Mitu: Delivered',
      'Mitu: On the Way',
      'Mitu: Processing',
    ]);
  });

  it('of two staff changing one order at once, one wins and the other is told', async () => {
    const [a, b] = [await signedInStaff(), await signedInStaff()];
    const { orderid } = await placeOrder(await signedInCustomer());
    const answers = await Promise.all([
      move(a.cookie, orderid, null, ORDER_STATUS.processing),
      move(b.cookie, orderid, null, ORDER_STATUS.canceledAuthor),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const lost = answers.find((r) => r.status === 409)!;
    expect(lost.body.msg).toMatch(/^Someone changed this order meanwhile: it is now (Processing|Canceled - Author)\./);
    const order = await get(deskOrder, `/api/admin/orders/${orderid}`, a.cookie, { orderNo: orderid });
    expect(order.body.history).toHaveLength(1);
  });

  it('keeps staff notes on the order, never where the customer can read them', async () => {
    const worker = await signedInStaff('staff', 'Mitu');
    const shopper = await signedInCustomer();
    const { orderid } = await placeOrder(shopper);
    const note = 'called, confirmed for Friday';
    const res = await post(
      addNote,
      `/api/admin/orders/${orderid}/notes`,
      { note },
      { cookie: worker.cookie },
      { orderNo: orderid },
    );
    expect(res.status).toBe(200);
    const order = await get(deskOrder, `/api/admin/orders/${orderid}`, worker.cookie, { orderNo: orderid });
    expect(order.body.history[0]).toMatchObject({ action: 'note', staff: 'Mitu', after: { note } });
    expect((await get(orderList, '/api/public/order-list', shopper.cookie)).text).not.toContain('Friday');
    const empty = await post(
      addNote,
      `/api/admin/orders/${orderid}/notes`,
      { note: '  ' },
      { cookie: worker.cookie },
      { orderNo: orderid },
    );
    expect(empty.body).toEqual({ status: 'error', msg: 'Write a note first', field: 'note' });
  });

  it('counts today’s orders and revenue on the dashboard', async () => {
    const worker = await signedInStaff();
    const before = (await get(dashboard, '/api/admin/dashboard', worker.cookie)).body;
    const placed = await placeOrder(await signedInCustomer());
    const after = (await get(dashboard, '/api/admin/dashboard', worker.cookie)).body;
    expect(after.orders.today).toBe(before.orders.today + 1);
    expect(after.orders.last_7_days).toBe(before.orders.last_7_days + 1);
    expect(after.revenue.expected).toBe(before.revenue.expected + placed.total);
    expect(after.counts.pending).toBe((before.counts.pending ?? 0) + 1);
    expect(after.newest[0].order_no).toBe(placed.orderid);
    expect(after.newest.length).toBeLessThanOrEqual(10);
  });
});

describe('the CSV export', () => {
  const parse = (text: string) =>
    text
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');

  it('writes one row per order, with a BOM, a Bangla name intact, the phone as text and no formula', async () => {
    const worker = await signedInStaff();
    const shopper = await signedInCustomer();
    const bangla = 'নাদিয়া রহমান';
    const first = await placeOrder(shopper, { name: bangla });
    const second = await placeOrder(shopper, { name: '=HYPERLINK("x")' });
    const res = await get(exportCsv, `/api/admin/orders/export?q=${encodeURIComponent(shopper.user.email)}`, worker.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = parse(res.text);
    expect(lines[0]).toMatch(/^Order number,Date,Status,Customer,Phone/);
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`${second.orderid},`);
    expect(lines[1]).toContain(`"'=HYPERLINK(""x"")"`);
    expect(lines[2]).toContain(`${first.orderid},`);
    expect(lines[2]).toContain(`,Pending,${bangla},"=""01712345678""",`);
  });

  it('exports every matching order across batches', async () => {
    const worker = await signedInStaff();
    const all = await get(desk, '/api/admin/orders', worker.cookie);
    const res = await get(exportCsv, '/api/admin/orders/export', worker.cookie);
    const orderNos = new Set(
      parse(res.text)
        .slice(1)
        .map((line) => line.split(',')[0]),
    );
    expect(orderNos.size).toBe(all.body.page.total);
  });
});

describe('bad input', () => {
  it('answers every odd query or body with a 4xx in the API’s shape', async () => {
    const owner = await signedInStaff('owner');
    const queries = [
      'status=9',
      'status=0',
      'status=%00',
      'from=2024-02-31',
      'from=yesterday',
      'to=2024-13-01',
      'from=2024-05-02&to=2024-05-01',
      `q=${'x'.repeat(101)}`,
      'q=%00',
    ];
    // The export writes every page: a page is the desk's alone, the shape and the picked orders the export's.
    const calls: [Route, string][] = [
      ...queries.flatMap((query): [Route, string][] => [
        [desk, query],
        [exportCsv, query],
      ]),
      [desk, 'page=0'],
      [desk, 'page=99999999999999999999'],
      [exportCsv, 'shape=rows'],
      [exportCsv, 'orders=LI1;LI2'],
    ];
    for (const [route, query] of calls) {
      const res = await get(route, `/api/admin/orders?${query}`, owner.cookie);
      expect([query, res.status]).toEqual([query, 400]);
      expect(res.body.status).toBe('error');
    }
    const bodies: [Route, string, unknown, Record<string, string>][] = [
      [setStatus, '/api/admin/orders/LI1/status', { from: 'pending', to: 7 }, { orderNo: 'LI1' }],
      [setStatus, '/api/admin/orders/LI1/status', { from: null, to: 9 }, { orderNo: 'LI1' }],
      [setStatus, '/api/admin/orders/LI1/status', [], { orderNo: 'LI1' }],
      [setStatus, '/api/admin/orders/LI1/status', null, { orderNo: 'LI1' }],
      [addNote, '/api/admin/orders/LI1/notes', { note: 'x'.repeat(1001) }, { orderNo: 'LI1' }],
      [addNote, '/api/admin/orders/LI1/notes', { note: 'a\u0007b' }, { orderNo: 'LI1' }],
      [addNote, '/api/admin/orders/%27/notes', { note: 'hello' }, { orderNo: "'" }],
      [addStaffRoute, '/api/admin/staff', { email: 'not-an-address', name: 'A', role: 'staff' }, {}],
      [addStaffRoute, '/api/admin/staff', { email: 'a@example.com', name: 'A', role: 'admin' }, {}],
      [setActive, '/api/admin/staff/abc', { active: false }, { id: 'abc' }],
      [setActive, '/api/admin/staff/99999999999', { active: false }, { id: '99999999999' }],
      [setActive, '/api/admin/staff/999999', { active: 'no' }, { id: '999999' }],
      [setActive, '/api/admin/staff/999999', { active: false }, { id: '999999' }],
    ];
    for (const [route, path, body, params] of bodies) {
      const res = await post(route, path, body, { cookie: owner.cookie }, params);
      expect([path, res.status]).toEqual([path, expect.any(Number)]);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.status).toBe('error');
    }
    const broken = await call(setStatus, '/api/admin/orders/LI1/status', {
      method: 'POST',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: '{"from":',
      params: { orderNo: 'LI1' },
    });
    expect(broken.status).toBe(400);
  });
});
