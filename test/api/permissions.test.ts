/**
 * The permission matrix over the back office's API: for each area, a read and a change that need it. An account
 * holding only that area may (a change that needs a second area holds both), one holding every area but it is
 * refused with a 403 that names the area, and nothing is written.
 */
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { GET as orderList } from '@/app/api/admin/orders/route';
import { GET as orderExport } from '@/app/api/admin/orders/export/route';
import { GET as customerList } from '@/app/api/admin/customers/route';
import { POST as customerNote } from '@/app/api/admin/customers/[id]/notes/route';
import { POST as block } from '@/app/api/admin/blocked-phones/route';
import { GET as productList } from '@/app/api/admin/products/route';
import { GET as productForm, POST as saveProduct } from '@/app/api/admin/products/[id]/route';
import { POST as addAttribute } from '@/app/api/admin/attributes/[kind]/route';
import { GET as couponList, POST as addCoupon } from '@/app/api/admin/coupons/route';
import { POST as saveCoupon } from '@/app/api/admin/coupons/[id]/route';
import { GET as postList } from '@/app/api/admin/posts/route';
import { POST as reviewsSwitch } from '@/app/api/admin/reviews/route';
import { GET as couriers } from '@/app/api/admin/couriers/route';
import { POST as addPayout } from '@/app/api/admin/couriers/payouts/route';
import { GET as staffList } from '@/app/api/admin/staff/route';
import { POST as setAreas } from '@/app/api/admin/staff/[id]/permissions/route';
import { GET as history } from '@/app/api/admin/history/route';
import { POST as editRoute } from '@/app/api/admin/orders/[orderNo]/edit/route';
import { AREA_KEYS, AREAS, FORMER_STAFF_AREAS, type Area } from '@/lib/desk/permissions';
import { getDb } from '@/lib/server/db';
import { blockedPhones, courierPayouts, coupons, history as changes, products, staff } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { draftOf, editFrom, placeOrder } from '../orders';
import { plentyOfStock } from '../stock';
import { withTestDatabase } from '../database';
import { saveSettings, readSettings } from '../settings';
import { signedInStaff } from '../staff';

withTestDatabase();

type Answer = Awaited<ReturnType<typeof call>>;
type Check = { call: (cookie: string, n: number) => Promise<Answer>; ok: number; stored?: (n: number) => Promise<boolean> };

const get = (route: Parameters<typeof call>[0], url: string) => (cookie: string) => call(route, url, { headers: { cookie } });
const labelOf = (area: Area) => AREAS.find((a) => a.key === area)!.label;

/** A product's form as the desk reads it, sent back with a change. */
async function productChange(cookie: string, change: Record<string, unknown>) {
  const owner = await signedInStaff('owner');
  const form = (await call(productForm, '/api/admin/products/1', { headers: { cookie: owner.cookie }, params: { id: '1' } }))
    .body;
  const { id: _id, image: _image, ...fields } = form;
  return postJson(saveProduct, '/api/admin/products/1', { ...fields, ...change }, cookie, { id: '1' });
}

let otherAccount = 0;

/** Each area's read and change; `with` the other areas the change needs beside it. */
const MATRIX: Record<Area, { read?: Check; write?: Check; with?: Area[] }> = {
  orders: {
    read: { call: get(orderList, '/api/admin/orders'), ok: 200 },
    write: {
      call: (cookie, n) =>
        postJson(
          block,
          '/api/admin/blocked-phones',
          { phone: `0171100${String(n).padStart(4, '0')}`, reason: 'Fake orders' },
          cookie,
        ),
      ok: 201,
      stored: async (n) =>
        (await (await getDb()).$count(blockedPhones, eq(blockedPhones.phone, `0171100${String(n).padStart(4, '0')}`))) > 0,
    },
  },
  customers: {
    read: { call: get(customerList, '/api/admin/customers'), ok: 200 },
    write: {
      call: async (cookie, n) => {
        const { user } = await signedInCustomer();
        return postJson(customerNote, `/api/admin/customers/${user.id}/notes`, { note: `Matrix note ${n}` }, cookie, {
          id: String(user.id),
        });
      },
      ok: 200,
      stored: async (n) =>
        (await (
          await getDb()
        ).$count(changes, sql`${changes.action} = 'note' and ${changes.after}->>'note' = ${`Matrix note ${n}`}`)) > 0,
    },
  },
  catalogue: {
    read: { call: get(productList, '/api/admin/products'), ok: 200 },
    write: {
      call: (cookie, n) =>
        postJson(addAttribute, '/api/admin/attributes/styles', { title: `Matrix style ${n}` }, cookie, { kind: 'styles' }),
      ok: 201,
    },
  },
  prices: {
    with: ['catalogue'],
    write: {
      call: (cookie, n) => productChange(cookie, { price: 5000 + n, mrp: 20_000 }),
      ok: 200,
      stored: async (n) =>
        (await (await getDb()).select({ price: products.price }).from(products).where(eq(products.id, 1)))[0].price === 5000 + n,
    },
  },
  coupons: {
    read: { call: get(couponList, '/api/admin/coupons'), ok: 200 },
    write: {
      call: (cookie, n) => postJson(addCoupon, '/api/admin/coupons', { ...COUPON, code: `MATRIX${n}` }, cookie),
      ok: 201,
      stored: async (n) => (await (await getDb()).$count(coupons, eq(coupons.code, `MATRIX${n}`))) > 0,
    },
  },
  content: {
    read: { call: get(postList, '/api/admin/posts'), ok: 200 },
    write: { call: (cookie) => postJson(reviewsSwitch, '/api/admin/reviews', { on: false }, cookie), ok: 200 },
  },
  exports: { read: { call: get(orderExport, '/api/admin/orders/export'), ok: 200 } },
  revenue: {},
  couriers: {
    read: { call: get(couriers, '/api/admin/couriers?courier=steadfast&from=2026-01-01&to=2026-01-31'), ok: 200 },
    write: {
      call: (cookie, n) =>
        postJson(
          addPayout,
          '/api/admin/couriers/payouts',
          { courier: 'steadfast', paid_on: '2026-01-15', reference: `MX-${n}`, amount: 1000 },
          cookie,
        ),
      ok: 201,
      stored: async (n) => (await (await getDb()).$count(courierPayouts, eq(courierPayouts.reference, `MX-${n}`))) > 0,
    },
  },
  staff: {
    // The account whose areas it sets holds Orders: an account with Staff gives only areas it holds itself.
    with: ['orders'],
    read: { call: get(staffList, '/api/admin/staff'), ok: 200 },
    write: {
      call: async (cookie) => {
        const id = String(otherAccount);
        return postJson(setAreas, `/api/admin/staff/${id}/permissions`, { permissions: ['orders'] }, cookie, { id });
      },
      ok: 200,
    },
  },
  settings: {
    read: { call: get(history, '/api/admin/history'), ok: 200 },
    write: {
      call: async (cookie, n) => saveSettings(cookie, { ...SETTINGS, store_name: `Matrix ${n}` }),
      ok: 200,
    },
  },
};

const COUPON = {
  kind: 'percent',
  amount: 10,
  max_discount: null,
  min_cart_value: 0,
  starts_at: null,
  ends_at: '2099-12-31T23:59',
  usage_limit: null,
  per_user_limit: null,
  first_order_only: false,
  active: true,
  description: '',
};

let SETTINGS: Record<string, unknown>;
let serial = 0;

beforeAll(async () => {
  const owner = await signedInStaff('owner');
  SETTINGS = { ...(await readSettings(owner.cookie)) };
  otherAccount = (await signedInStaff('staff', 'Packer', ['orders'])).member.id;
});

describe.each(AREA_KEYS)('the %s area', (area) => {
  const { read, write, with: beside = [] } = MATRIX[area];
  const only = () => signedInStaff('staff', `Only ${area}`, [area, ...beside]);
  const allBut = () =>
    signedInStaff(
      'staff',
      `All but ${area}`,
      AREA_KEYS.filter((a) => a !== area),
    );

  if (read)
    it('lets an account with it read, and refuses one without it', async () => {
      expect((await read.call((await only()).cookie, ++serial)).status).toBe(read.ok);
      const refused = await read.call((await allBut()).cookie, ++serial);
      expect([refused.status, refused.body?.msg]).toEqual([403, `Your account has no access to ${labelOf(area)}`]);
    });

  if (write)
    it('lets an account with it change, and refuses one without it, writing nothing', async () => {
      const n = ++serial;
      const allowed = await write.call((await only()).cookie, n);
      expect([allowed.status, allowed.body?.msg]).toEqual([write.ok, expect.any(String)]);
      if (write.stored) expect(await write.stored(n)).toBe(true);
      const m = ++serial;
      const refused = await write.call((await allBut()).cookie, m);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(/^Your account has no access to /);
      if (write.stored) expect(await write.stored(m)).toBe(false);
    });
});

describe('the revenue area', () => {
  it('shows the dashboard’s money to an account with it, and only its counts to one without', async () => {
    const withIt = (
      await call(dashboard, '/api/admin/dashboard', {
        headers: { cookie: (await signedInStaff('staff', 'R', ['revenue'])).cookie },
      })
    ).body;
    expect(withIt.revenue).toEqual({ delivered: expect.any(Number), expected: expect.any(Number) });
    expect(withIt.newest).toBeNull();
    const without = (
      await call(dashboard, '/api/admin/dashboard', {
        headers: { cookie: (await signedInStaff('staff', 'D', ['orders'])).cookie },
      })
    ).body;
    expect(without.revenue).toBeNull();
    expect(without.orders).toEqual(withIt.orders);
    expect(Array.isArray(without.newest)).toBe(true);
  });
});

describe('the areas of an account', () => {
  it('are set by the owner, recorded, and take effect on the account’s next call', async () => {
    const owner = await signedInStaff('owner');
    const packer = await signedInStaff('staff', 'Packer', ['orders']);
    expect((await get(productList, '/api/admin/products')(packer.cookie)).status).toBe(403);
    const id = String(packer.member.id);
    const set = await postJson(
      setAreas,
      `/api/admin/staff/${id}/permissions`,
      { permissions: ['orders', 'catalogue', 'orders'] },
      owner.cookie,
      { id },
    );
    expect(set.body).toEqual({ status: 'success', msg: 'The areas are saved' });
    expect((await get(productList, '/api/admin/products')(packer.cookie)).status).toBe(200);
    const [row] = await (
      await getDb()
    )
      .select({ permissions: staff.permissions })
      .from(staff)
      .where(eq(staff.id, packer.member.id));
    expect(row.permissions).toEqual(['orders', 'catalogue']);
    const list = (await get(history, '/api/admin/history')(owner.cookie)).body.data;
    expect(list[0]).toMatchObject({
      subject: 'staff',
      action: 'areas',
      before: { areas: 'Orders' },
      after: { areas: 'Orders, Catalogue' },
    });
  });

  it('are given by an account with Staff only within its own, never to an owner or to itself', async () => {
    const lead = await signedInStaff('staff', 'Lead', ['staff', 'orders']);
    const owner = await signedInStaff('owner');
    const packer = await signedInStaff('staff', 'Packer', ['orders']);
    const buyer = await signedInStaff('staff', 'Buyer', ['catalogue']);
    const areas = (who: { member: { id: number } }, permissions: unknown) =>
      postJson(setAreas, `/api/admin/staff/${who.member.id}/permissions`, { permissions }, lead.cookie, {
        id: String(who.member.id),
      });
    expect((await areas(packer, ['orders', 'staff'])).status).toBe(200);
    const beyond = await areas(packer, ['orders', 'prices']);
    expect([beyond.status, beyond.body.field]).toEqual([403, 'permissions']);
    expect((await areas(buyer, ['orders'])).status).toBe(403);
    expect((await areas(owner, ['orders'])).body.msg).toBe('Only the owner can do this');
    expect((await areas(lead, ['orders'])).status).toBe(403);
    expect((await areas(packer, ['nowhere'])).status).toBe(400);
  });
});

describe('a coupon above the owner’s limit', () => {
  it('is refused at its amount to anyone but the owner, as made or changed, and follows the setting', async () => {
    const owner = await signedInStaff('owner');
    const manager = await signedInStaff('staff', 'Manager', ['coupons']);
    const coupon = (cookie: string, code: string, amount: number) =>
      postJson(addCoupon, '/api/admin/coupons', { ...COUPON, code, amount }, cookie);
    expect((await coupon(manager.cookie, 'UPTO30', 30)).status).toBe(201);
    const above = await coupon(manager.cookie, 'HALFOFF', 50);
    expect([above.status, above.body.msg, above.body.field]).toEqual([
      403,
      'A coupon above 30% off needs the owner: give 30% or less, or ask her',
      'amount',
    ]);
    expect(await (await getDb()).$count(coupons, eq(coupons.code, 'HALFOFF'))).toBe(0);
    // An amount off is not a percentage: the limit is for percent-off coupons.
    expect(
      (
        await postJson(
          addCoupon,
          '/api/admin/coupons',
          { ...COUPON, code: 'TAKA500', kind: 'fixed', amount: 500 },
          manager.cookie,
        )
      ).status,
    ).toBe(201);
    expect((await coupon(owner.cookie, 'HALFOFF', 50)).status).toBe(201);

    // The owner's coupon above the limit stays hers: another account cannot save it, even unchanged in amount.
    const [{ id }] = await (await getDb()).select({ id: coupons.id }).from(coupons).where(eq(coupons.code, 'HALFOFF'));
    const edit = await postJson(
      saveCoupon,
      `/api/admin/coupons/${id}`,
      { ...COUPON, code: 'HALFOFF', amount: 50, description: 'Mine' },
      manager.cookie,
      { id: String(id) },
    );
    expect([edit.status, edit.body.field]).toEqual([403, 'amount']);

    // The limit is the owner's setting: an account with Settings cannot raise it.
    const settings = await readSettings(owner.cookie);
    const admin = await signedInStaff('staff', 'Admin', ['settings']);
    const raised = await saveSettings(admin.cookie, { ...settings, coupon_owner_above: 60 });
    expect([raised.status, raised.body.field]).toEqual([403, 'coupon_owner_above']);
    expect((await saveSettings(owner.cookie, { ...settings, coupon_owner_above: 60 })).status).toBe(200);
    expect((await readSettings(owner.cookie)).coupon_owner_above).toBe(60);
    expect((await coupon(manager.cookie, 'SIXTY', 60)).status).toBe(201);
    expect((await coupon(manager.cookie, 'SEVENTY', 70)).body.msg).toBe(
      'A coupon above 60% off needs the owner: give 60% or less, or ask her',
    );
  });
});

describe('the migration 0024_permissions', () => {
  it('gives every existing staff account what it could do before areas, and the owner none', async () => {
    const db = await getDb();
    const worker = await signedInStaff('staff', 'Old hand', []);
    const owner = await signedInStaff('owner');
    const file = readFileSync('lib/server/db/migrations/0024_permissions.sql', 'utf8');
    for (const statement of file.slice(file.indexOf('-- hand-written:')).split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));
    const areasOf = async (id: number) =>
      (await db.select({ permissions: staff.permissions }).from(staff).where(eq(staff.id, id)))[0].permissions;
    expect(await areasOf(worker.member.id)).toEqual([...FORMER_STAFF_AREAS]);
    expect(await areasOf(owner.member.id)).toEqual([]);
    // What it could do then, it still can: the orders, the catalogue, prices, coupons, content, exports, revenue.
    expect((await get(orderList, '/api/admin/orders')(worker.cookie)).status).toBe(200);
    expect((await get(orderExport, '/api/admin/orders/export')(worker.cookie)).status).toBe(200);
    expect((await call(dashboard, '/api/admin/dashboard', { headers: { cookie: worker.cookie } })).body.revenue).not.toBeNull();
    expect((await get(staffList, '/api/admin/staff')(worker.cookie)).status).toBe(403);
  });
});

describe('staff’s discount on an order', () => {
  it('is a price: an account without Prices edits the order but keeps its discount', async () => {
    await plentyOfStock();
    const shopper = await signedInCustomer('Nadia Rahman');
    const plain = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max) + 1;
    const placed = await placeOrder(shopper.cookie, [{ id: plain, count: 1 }]);
    expect(placed.status).toBe(201);
    const orderNo = placed.body.orderid as string;
    const edit = (cookie: string, body: unknown) =>
      postJson(editRoute, `/api/admin/orders/${orderNo}/edit`, body, cookie, { orderNo });
    const packer = await signedInStaff('staff', 'Packer', ['orders']);
    const draft = await draftOf(packer.cookie, orderNo);
    const refused = await edit(packer.cookie, editFrom(draft, { discount: 100 }));
    expect([refused.status, refused.body.field]).toEqual([403, 'discount']);
    expect((await edit(packer.cookie, editFrom(draft, { address: 'House 14, Road 5' }))).status).toBe(200);
    const manager = await signedInStaff('staff', 'Manager', ['orders', 'prices']);
    const given = await edit(manager.cookie, editFrom(await draftOf(manager.cookie, orderNo), { discount: 100 }));
    expect([given.status, given.body.staff_discount]).toEqual([200, 100]);
  });
});
