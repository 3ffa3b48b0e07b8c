import { and, eq } from 'drizzle-orm';
import { GET as deskProducts } from '@/app/api/admin/products/route';
import { GET as stockGet, POST as stockPost } from '@/app/api/admin/products/[id]/stock/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as cancel } from '@/app/api/public/order-status/route';
import { POST as backInStock } from '@/app/api/shop/back-in-stock/route';
import { GET as shop } from '@/app/api/shop/route';
import { GET as stockNow } from '@/app/api/shop/stock/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { backInStockRequests, history, orders, stock } from '@/lib/server/db/schema';
import PageCache from '@/server/page-cache.mjs';
import { call } from '../call';
import { placeOrder, statusChange } from '../orders';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { setPieces, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();

type Route = Parameters<typeof call>[0];
const post = (route: Route, path: string, body: unknown, headers: Record<string, string>, params?: Record<string, string>) =>
  call(route, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
    params,
  });

const product = sizedProduct;
const productId = sizedProduct.id;
const [firstSize, secondSize] = product.sizes;
const [firstColor, secondColor] = product.colors;

async function piecesOf(pick: { size: { id: number }; color: { id: number } }) {
  const { body } = await call(shop, `/api/shop?slug=${product.slug}`);
  return body.stock[`${pick.size.id}-${pick.color.id}`];
}

function order(cookie: string, lines: { pick: { size: { id: number }; color: { id: number } }; count: number }[]) {
  return placeOrder(
    cookie,
    lines.map(({ pick, count }) => ({ id: productId, count, attribute_pick: pick })),
  );
}

const orderId = async (orderNo: string) =>
  (await (await getDb()).select({ id: orders.id }).from(orders).where(eq(orders.orderNo, orderNo)))[0].id;

describe('stock per size and colour', () => {
  it('is sent with the product, every size in every colour', async () => {
    const { body } = await call(shop, `/api/shop?slug=${product.slug}`);
    expect(Object.keys(body.stock)).toHaveLength(product.sizes.length * product.colors.length);
    const list = await call(shop, '/api/shop?page=1');
    expect(list.body.data[0].stock).toEqual(expect.any(Object));
  });

  it('is taken by an order, and an order with a line short of stock is refused whole, naming the line', async () => {
    const { cookie } = await signedInCustomer();
    const a = await variant(firstSize, firstColor);
    const b = await variant(secondSize, secondColor);
    await setPieces(a, 5);
    await setPieces(b, 1);
    const refused = await order(cookie, [
      { pick: a, count: 2 },
      { pick: b, count: 2 },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      `${product.title_en} (size ${secondSize}, ${secondColor}): only 1 left. Lower the quantity to order it.`,
    );
    expect([await piecesOf(a), await piecesOf(b)]).toEqual([5, 1]);

    const placed = await order(cookie, [
      { pick: a, count: 2 },
      { pick: b, count: 1 },
    ]);
    expect(placed.status).toBe(201);
    expect([await piecesOf(a), await piecesOf(b)]).toEqual([3, 0]);
    const soldOut = await order(cookie, [{ pick: b, count: 1 }]);
    expect([soldOut.status, soldOut.body.msg]).toEqual([
      409,
      `${product.title_en} (size ${secondSize}, ${secondColor}) is sold out. Remove it from your cart to order the rest.`,
    ]);
  });

  it('comes back once when the shopper cancels', async () => {
    const { cookie } = await signedInCustomer();
    const pick = await variant(firstSize, secondColor);
    await setPieces(pick, 4);
    const placed = await order(cookie, [{ pick, count: 3 }]);
    expect(await piecesOf(pick)).toBe(1);
    const id = await orderId(placed.body.orderid);
    const cancelOnce = () => post(cancel, '/api/public/order-status', { id, type: 'cancel', status: 2 }, { cookie });
    expect((await cancelOnce()).status).toBe(200);
    expect((await cancelOnce()).status).toBe(409);
    expect(await piecesOf(pick)).toBe(4);
  });

  it('comes back once when staff cancel, not when they move the order on', async () => {
    const { cookie } = await signedInCustomer();
    const worker = await signedInStaff();
    const pick = await variant(secondSize, firstColor);
    await setPieces(pick, 6);
    const { body } = await order(cookie, [{ pick, count: 2 }]);
    const move = (from: number | null, to: number) =>
      post(
        setStatus,
        `/api/admin/orders/${body.orderid}/status`,
        statusChange(from, to),
        { cookie: worker.cookie },
        { orderNo: body.orderid },
      );
    expect((await move(null, ORDER_STATUS.processing)).status).toBe(200);
    expect(await piecesOf(pick)).toBe(4);
    expect((await move(ORDER_STATUS.processing, ORDER_STATUS.canceledAuthor)).status).toBe(200);
    expect(await piecesOf(pick)).toBe(6);
    expect((await move(ORDER_STATUS.canceledAuthor, ORDER_STATUS.canceled)).status).toBe(409);
    expect(await piecesOf(pick)).toBe(6);
  });

  it('never sells more than there is: 50 shoppers ordering the last 5 pieces at once get 5 orders', async () => {
    const pick = await variant(firstSize, firstColor);
    await setPieces(pick, 5);
    const shoppers = await Promise.all(Array.from({ length: 50 }, () => signedInCustomer()));
    const answers = await Promise.all(shoppers.map(({ cookie }) => order(cookie, [{ pick, count: 1 }])));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 409)).toHaveLength(45);
    expect(await piecesOf(pick)).toBe(0);
  }, 60_000);

  it('expires the cached pages that show it when an order sells the last piece', async () => {
    const { cookie } = await signedInCustomer();
    const pick = await variant(secondSize, firstColor);
    await setPieces(pick, 1);
    const cache = new PageCache();
    const page = (path: string, tag: string) => ({
      kind: 'APP_PAGE',
      status: 200,
      headers: { 'x-next-cache-tags': tag },
      html: path,
    });
    await cache.set('/product/x', page('/product/x', `_N_T_/product/${product.slug}`), {});
    await cache.set('/listing/x', page('/listing/x', '_N_T_/(shop)/listing/layout'), {});
    await cache.set('/blog/x', page('/blog/x', '_N_T_/blog/x'), {});
    // Another product's page: its Complete the look may show this one's card.
    await cache.set('/product/y', page('/product/y', '_N_T_/product/y,_N_T_/(shop)/product/[slug]/page'), {});
    expect((await order(cookie, [{ pick, count: 1 }])).status).toBe(201);
    expect(await cache.get('/product/x', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/product/y', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/listing/x', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/blog/x', { kind: 'APP_PAGE' })).not.toBeNull();
  });
});

describe("the cart's stock check and back-in-stock requests", () => {
  it('answers the pieces left of the products a cart names, and refuses odd ids', async () => {
    const { body, status } = await call(stockNow, `/api/shop/stock?ids=${productId},${productId},999999`);
    expect(status).toBe(200);
    expect(Object.keys(body.data)).toEqual([String(productId)]);
    expect(Object.keys(body.data[productId])).toHaveLength(product.sizes.length * product.colors.length);
    for (const bad of ['', 'ids=', 'ids=1,,2', 'ids=-1', `ids=${Array.from({ length: 101 }, (_, i) => i + 1).join(',')}`]) {
      expect((await call(stockNow, `/api/shop/stock?${bad}`)).status).toBe(400);
    }
  });

  it('keeps one request per address for a sold-out size and colour, and refuses one in stock', async () => {
    const pick = await variant(secondSize, secondColor);
    await setPieces(pick, 0);
    const ask = (email: string, sizeId = pick.size.id) =>
      post(
        backInStock,
        '/api/shop/back-in-stock',
        { product_id: productId, size_id: sizeId, color_id: pick.color.id, email },
        {},
      );
    const first = await ask('Nadia@Example.com');
    expect([first.status, first.body.msg]).toEqual([201, 'Thank you: we will e-mail you when it is back']);
    expect((await ask('nadia@example.com')).status).toBe(201);
    const rows = await (await getDb()).select().from(backInStockRequests).where(eq(backInStockRequests.productId, productId));
    expect(rows.map((r) => [r.sizeId, r.colorId, r.email, r.notifiedAt])).toEqual([
      [pick.size.id, pick.color.id, 'nadia@example.com', null],
    ]);

    await setPieces(pick, 3);
    const inStock = await ask('rupa@example.com');
    expect([inStock.status, inStock.body.msg]).toEqual([409, 'It is in stock: add it to your cart']);
    expect((await ask('rupa@example.com', 9999)).status).toBe(404);
    expect((await ask('not-an-address')).status).toBe(400);
    expect((await ask('')).body.msg).toBe('Email must be filled out');
  });
});

describe('stock in the back office', () => {
  it('lists products with their stock, filtered by low stock, published and collection', async () => {
    const worker = await signedInStaff();
    const pick = await variant(firstSize, secondColor);
    await (await getDb()).update(stock).set({ quantity: 10 }).where(eq(stock.productId, productId));
    await setPieces(pick, 2);
    const low = await call(deskProducts, '/api/admin/products?low=1&q=' + encodeURIComponent(product.title_en), {
      headers: { cookie: worker.cookie },
    });
    expect(low.status).toBe(200);
    expect(low.body.data).toEqual([expect.objectContaining({ id: productId, title: product.title_en, fewest: 2, active: true })]);
    const hidden = await call(deskProducts, '/api/admin/products?published=no', { headers: { cookie: worker.cookie } });
    expect(hidden.body.total).toBe(0);
    const collection = await call(deskProducts, `/api/admin/products?collection=${product.collections[0]}`, {
      headers: { cookie: worker.cookie },
    });
    expect(collection.body.data.map((r: { id: number }) => r.id)).toContain(productId);
    for (const bad of ['published=maybe', 'low=yes', 'collection=%00', 'page=0']) {
      expect((await call(deskProducts, `/api/admin/products?${bad}`, { headers: { cookie: worker.cookie } })).status).toBe(400);
    }
  });

  it('sets counts per size and colour, refuses a pair the product does not offer, and records the change', async () => {
    const worker = await signedInStaff();
    const params = { id: String(productId) };
    const pick = await variant(secondSize, secondColor);
    const grid = await call(stockGet, `/api/admin/products/${productId}/stock`, { headers: { cookie: worker.cookie }, params });
    expect(grid.body).toMatchObject({ id: productId, title: product.title_en });
    expect(grid.body.sizes.map((s: { title: string }) => s.title)).toEqual(product.sizes);

    const save = (body: unknown) =>
      post(stockPost, `/api/admin/products/${productId}/stock`, body, { cookie: worker.cookie }, params);
    const before = await piecesOf(pick);
    const saved = await save({ stock: [{ size_id: pick.size.id, color_id: pick.color.id, quantity: 37 }] });
    expect([saved.status, saved.body.msg]).toEqual([200, 'Stock saved']);
    expect(await piecesOf(pick)).toBe(37);
    const [entry] = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'product'), eq(history.subjectId, productId)));
    expect(entry).toMatchObject({
      action: 'stock',
      before: { [`${secondSize} / ${secondColor}`]: before },
      after: { [`${secondSize} / ${secondColor}`]: 37 },
    });

    expect((await save({ stock: [{ size_id: 9999, color_id: pick.color.id, quantity: 1 }] })).status).toBe(400);
    for (const quantity of [-1, 1.5, 100_001, '3']) {
      const bad = await save({ stock: [{ size_id: pick.size.id, color_id: pick.color.id, quantity }] });
      expect(bad.status).toBe(400);
    }
    expect(await piecesOf(pick)).toBe(37);
    const customer = await signedInCustomer();
    const asShopper = await post(
      stockPost,
      `/api/admin/products/${productId}/stock`,
      { stock: [] },
      { cookie: customer.cookie },
      params,
    );
    expect(asShopper.status).toBe(401);
    expect(
      (await call(stockGet, '/api/admin/products/99999/stock', { headers: { cookie: worker.cookie }, params: { id: '99999' } }))
        .status,
    ).toBe(404);
  });
});
