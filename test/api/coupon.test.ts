import { eq } from 'drizzle-orm';
import { POST as requestCoupon } from '@/app/api/coupon/request/route';
import { getDb } from '@/lib/server/db';
import { coupons, orders } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { CartItemInput } from '@/lib/validation/cart-items';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';

withTestDatabase();

const post = (body: unknown, headers: Record<string, string> = {}) =>
  call(requestCoupon, '/api/coupon/request', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });

/** Seed products by list position: ids follow the seed order. */
const idOf = (slug: string) => PRODUCTS.findIndex((p) => p.slug === slug) + 1;
const plain = PRODUCTS.find((p) => !p.sizes.length && !p.colors.length && !p.min && !p.offer)!;
const sized = PRODUCTS.find((p) => p.sizes.length && p.colors.length && !p.min && !p.max && !p.offer && p.price > 1000)!;

async function pickFor(slug: string) {
  const res = await call((await import('@/app/api/shop/route')).GET, `/api/shop?slug=${slug}`);
  const first = (name: string) => {
    const value = res.body.attribute.find((g: { name: string }) => g.name === name)?.value[0];
    return value ? { id: value.id as number } : null;
  };
  return { size: first('Size'), color: first('Color') };
}

describe('POST /api/coupon/request', () => {
  let cookie: string;
  let userId: number;
  let cart: CartItemInput[];
  beforeAll(async () => {
    ({
      cookie,
      user: { id: userId },
    } = await signedInCustomer());
    cart = [
      { id: idOf(sized.slug), count: 2, attribute_pick: await pickFor(sized.slug) },
      { id: idOf(plain.slug), count: 1 },
    ];
  });
  const subtotal = () => sized.price * 2 + plain.price;

  it('refuses a visitor who is not signed in', async () => {
    const res = await post({ code: 'WELCOME15', cart });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ status: 'error', msg: 'Signin your account please!' });
  });

  it('refuses an empty code with the form message', async () => {
    const res = await post({ code: '  ', cart }, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('Coupon code must be filled out');
  });

  it('gives 15% off a first order, computed on the prices in the database', async () => {
    const res = await post({ code: 'welcome15', cart, cart_info: { subtotal: 1 }, price: 1 }, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    expect(res.body.coupon).toEqual({
      code: 'WELCOME15',
      kind: 'percent',
      amount: 15,
      cartAmountTotal: subtotal(),
      value: Math.min(1500, Math.round(subtotal() * 0.15)),
    });
    expect(res.body.msg).toContain('WELCOME15');
  });

  it('accepts the documented api_token instead of the cookie, and refuses a foreign userid', async () => {
    const { token, user } = await signedInCustomer();
    expect((await post({ code: 'WELCOME15', cart, api_token: token, userid: user.id })).status).toBe(200);
    expect((await post({ code: 'WELCOME15', cart, api_token: token, userid: user.id + 1000 })).status).toBe(401);
    expect((await post({ code: 'WELCOME15', cart, api_token: 'forged' })).status).toBe(401);
  });

  it('refuses the first-purchase code once the customer has an order, but not after it was canceled', async () => {
    const db = await getDb();
    const [order] = await db
      .insert(orders)
      .values({
        orderNo: `T-${userId}`,
        userId,
        subtotal: 1000,
        charge: 60,
        total: 1060,
        method: 'COD',
        deliveryDate: '1-2 days',
      })
      .returning();
    const refused = await post({ code: 'WELCOME15', cart }, { cookie });
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('This promo code is for your first order only');
    await db.update(orders).set({ status: 2 }).where(eq(orders.id, order.id));
    expect((await post({ code: 'WELCOME15', cart }, { cookie })).status).toBe(200);
  });

  it.each([
    ['NOPE', 'This promo code is not valid'],
    ['WINTER25', 'This promo code has expired'],
  ])('refuses %s', async (code, msg) => {
    const res = await post({ code, cart }, { cookie });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({ status: 'error', msg });
  });

  it('holds a minimum cart value against the server total', async () => {
    const small = [{ id: idOf(plain.slug), count: 1 }];
    const res = await post({ code: 'LACE200', cart: small }, { cookie });
    if (plain.price < 2000) {
      expect(res.status).toBe(422);
      expect(res.body.msg).toBe('This promo code needs a cart of BDT 2,000 or more');
    }
    const big = await post({ code: 'LACE200', cart }, { cookie });
    expect(big.body.coupon.value).toBe(200);
  });

  it('enforces a usage limit', async () => {
    const db = await getDb();
    await db.update(coupons).set({ usageLimit: 0 }).where(eq(coupons.code, 'FLASH50'));
    const res = await post({ code: 'FLASH50', cart }, { cookie });
    expect(res.body.msg).toBe('This promo code has been fully used');
  });

  it.each([
    [{ code: 'WELCOME15', cart: [] }, 400, 'Your cart is empty'],
    [{ code: 'WELCOME15', cart: [{ id: 99999, count: 1 }] }, 422, 'An item in your cart is no longer available'],
    [{ code: 'WELCOME15', cart: [{ id: 1, count: 0 }] }, 400, 'A count must be at least 1'],
    [{ code: 'WELCOME15', cart: 'everything' }, 400, 'cart must be a list of items'],
  ])('refuses a malformed or impossible cart %#', async (body, status, msg) => {
    const res = await post(body, { cookie });
    expect(res.status).toBe(status);
    expect(res.body.msg).toBe(msg);
  });

  it('refuses a size the product does not come in, and a count outside its limits', async () => {
    const wrongSize = [{ id: idOf(sized.slug), count: 1, attribute_pick: { size: { id: 999 }, color: null } }];
    expect((await post({ code: 'WELCOME15', cart: wrongSize }, { cookie })).status).toBe(422);
    const limited = PRODUCTS.find((p) => p.max)!;
    const tooMany = [{ id: idOf(limited.slug), count: limited.max! + 1, attribute_pick: await pickFor(limited.slug) }];
    expect((await post({ code: 'WELCOME15', cart: tooMany }, { cookie })).status).toBe(422);
  });

  it('refuses requests from another site and bodies that are not JSON', async () => {
    const foreign = await post({ code: 'WELCOME15', cart }, { cookie, origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect((await post({ code: 'WELCOME15', cart }, { cookie, origin: 'null' })).status).toBe(403);
    expect((await post({ code: 'WELCOME15', cart }, { cookie, origin: 'http://shop.test' })).status).toBe(200);
    const form = await call(requestCoupon, '/api/coupon/request', {
      method: 'POST',
      headers: { 'content-type': 'text/plain', cookie },
      body: '{"code":"WELCOME15"}',
    });
    expect(form.status).toBe(415);
    const broken = await call(requestCoupon, '/api/coupon/request', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: '{not json',
    });
    expect(broken.body).toEqual({ status: 'error', msg: 'The request is not valid JSON' });
  });
});
