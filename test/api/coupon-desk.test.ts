import { and, eq } from 'drizzle-orm';
import { GET as couponForm, POST as saveCoupon } from '@/app/api/admin/coupons/[id]/route';
import { GET as couponList, POST as addCoupon } from '@/app/api/admin/coupons/route';
import { POST as requestCoupon } from '@/app/api/coupon/request/route';
import { getDb } from '@/lib/server/db';
import { history } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { CouponFormValues } from '@/lib/types/coupon-desk';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { plentyOfStock } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

let serial = 0;
const draft = (change: Record<string, unknown> = {}) => ({
  code: `SPRING${++serial}`,
  kind: 'percent',
  amount: 10,
  max_discount: 300,
  min_cart_value: 1000,
  starts_at: null,
  ends_at: '2099-12-31T23:59',
  usage_limit: 100,
  per_user_limit: 1,
  first_order_only: false,
  active: true,
  description: 'Spring campaign',
  ...change,
});

/** A seeded product without sizes or colours that costs at least 1,000 (one line is enough for the minimum). */
const index = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max && p.price >= 1000);
const line = [{ id: index + 1, count: 1 }];

const formOf = async (cookie: string, id: number) =>
  (await call(couponForm, `/api/admin/coupons/${id}`, { headers: { cookie }, params: { id: String(id) } }))
    .body as CouponFormValues;

const save = (cookie: string, values: CouponFormValues, change: Record<string, unknown>) => {
  const { id, uses: _uses, ...fields } = { ...values, ...change };
  return postJson(saveCoupon, `/api/admin/coupons/${id}`, fields, cookie, { id: String(id) });
};

describe('coupons in the back office', () => {
  it('adds a coupon a shopper can use at once, recorded, listed with its uses', async () => {
    const { cookie } = await signedInStaff();
    const input = draft({ code: 'spring-sale' });
    const added = await postJson(addCoupon, '/api/admin/coupons', input, cookie);
    expect([added.status, added.body.msg]).toEqual([201, 'Coupon added']);
    const id = added.body.id as number;
    expect(await formOf(cookie, id)).toMatchObject({ code: 'SPRING-SALE', amount: 10, ends_at: '2099-12-31T23:59', uses: 0 });
    const shopper = await signedInCustomer();
    const applied = await postJson(requestCoupon, '/api/coupon/request', { code: 'Spring-Sale', cart: line }, shopper.cookie);
    expect(applied.status).toBe(200);
    expect(applied.body.coupon.value).toBe(Math.min(300, Math.round(PRODUCTS[index].price * 0.1)));
    expect((await placeOrder(shopper.cookie, line, { promo_code: 'SPRING-SALE' })).status).toBe(201);
    const list = (await call(couponList, '/api/admin/coupons', { headers: { cookie } })).body.data as CouponFormValues[];
    expect(list.find((c) => c.id === id)).toMatchObject({ code: 'SPRING-SALE', uses: 1 });
    const entries = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'coupon'), eq(history.subjectId, id)));
    expect(entries[0]).toMatchObject({ action: 'created', after: expect.objectContaining({ Code: 'SPRING-SALE', Value: 10 }) });

    // Once used, its code stays; other fields change, each recorded; switched off, shoppers are told it is not valid.
    const values = await formOf(cookie, id);
    const renamed = await save(cookie, values, { code: 'SUMMER-SALE' });
    expect([renamed.status, renamed.body]).toEqual([
      409,
      {
        status: 'error',
        msg: 'SPRING-SALE has been used in 1 order: its code cannot change (add a new coupon instead)',
        field: 'code',
      },
    ]);
    expect((await save(cookie, values, { active: false, amount: 20 })).body.msg).toBe('Coupon saved');
    const [, edit] = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'coupon'), eq(history.subjectId, id)))
      .orderBy(history.id);
    expect([edit.before, edit.after]).toEqual([
      { Value: 10, Active: 'yes' },
      { Value: 20, Active: 'no' },
    ]);
    const refused = await postJson(requestCoupon, '/api/coupon/request', { code: 'SPRING-SALE', cart: line }, shopper.cookie);
    expect([refused.status, refused.body.msg]).toEqual([422, 'This promo code is not valid']);
  });

  it.each([
    ['a percent over 100', { amount: 120 }, 'amount', 'A percent off is at most 100'],
    ['a cap on an amount off', { kind: 'fixed', amount: 200 }, 'max_discount', 'A cap is for a percent off only'],
    [
      'an end before the start',
      { starts_at: '2099-12-31T23:59', ends_at: '2099-01-01T00:00' },
      'ends_at',
      'The coupon cannot end before it starts',
    ],
    [
      'more uses per customer than in all',
      { usage_limit: 2, per_user_limit: 3 },
      'per_user_limit',
      'Uses per customer cannot be more than the total uses',
    ],
    ['a code with a space', { code: 'NO SPACE' }, 'code', 'A code holds 3 to 40 letters, digits, hyphens or underscores'],
    ['an impossible date', { ends_at: '2099-02-30T10:00' }, 'ends_at', 'Ends is not a real date'],
    ['a value in words', { amount: 'ten' }, 'amount', 'Enter the value as a number'],
  ])('refuses %s next to its field', async (_, change, field, msg) => {
    const { cookie } = await signedInStaff();
    const res = await postJson(addCoupon, '/api/admin/coupons', draft(change), cookie);
    expect([res.status, res.body]).toEqual([400, { status: 'error', msg, field }]);
  });

  it('refuses a code in use, whatever its case, and answers 404 for an unknown coupon', async () => {
    const { cookie } = await signedInStaff();
    const res = await postJson(addCoupon, '/api/admin/coupons', draft({ code: 'welcome15' }), cookie);
    expect([res.status, res.body]).toEqual([
      409,
      { status: 'error', msg: 'The code WELCOME15 is in use: choose another', field: 'code' },
    ]);
    expect((await call(couponForm, '/api/admin/coupons/999999', { headers: { cookie }, params: { id: '999999' } })).status).toBe(
      404,
    );
  });
});
