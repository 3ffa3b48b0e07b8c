import { and, eq } from 'drizzle-orm';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { POST as cancel } from '@/app/api/public/order-status/route';
import { GET as shop } from '@/app/api/shop/route';
import { getDb } from '@/lib/server/db';
import { bundles, orderItems, orders, stock } from '@/lib/server/db/schema';
import { BUNDLES } from '@/lib/server/seed/data/bundles';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { signedInStaff } from '../staff';

withTestDatabase();

const set = BUNDLES[0];
type Value = { id: number; title: string };
type Pick = { size: Value; color: Value };

/** A piece's product as the shop's API sends it, and its first size in its first colour. */
async function firstPick(slug: string): Promise<{ id: number; title: string; pick: Pick }> {
  const { body } = await call(shop, `/api/shop?slug=${slug}`);
  const first = (name: string) => body.attribute.find((g: { name: string }) => g.name === name).value[0];
  return { id: body.id, title: body.title_en, pick: { size: first('Size'), color: first('Color') } };
}

async function setUp() {
  const db = await getDb();
  const [bundle] = await db.select().from(bundles).where(eq(bundles.slug, set.slug));
  const pieces = await Promise.all(set.pieces.map(firstPick));
  const where = (p: (typeof pieces)[number]) =>
    and(eq(stock.productId, p.id), eq(stock.sizeId, p.pick.size.id), eq(stock.colorId, p.pick.color.id));
  const left = async () => Promise.all(pieces.map(async (p) => (await db.select().from(stock).where(where(p)))[0].quantity));
  const setLeft = (index: number, quantity: number) => db.update(stock).set({ quantity }).where(where(pieces[index]));
  const line = (count: number, picks = pieces.map((p) => p.pick)) => ({
    id: bundle.id,
    count,
    // A client's prices are never read: the server prices the bundle.
    price: 1,
    bundle: {
      pieces: pieces.map((p, i) => ({
        id: p.id,
        attribute_pick: picks[i] && { size: { id: picks[i].size.id }, color: { id: picks[i].color.id } },
      })),
    },
  });
  return { db, bundle, pieces, left, setLeft, line };
}

describe('bundles', () => {
  it('are sold at the bundle’s price, one line, taking each piece from stock and giving it back on a cancel', async () => {
    const { db, bundle, pieces, left, setLeft, line } = await setUp();
    await setLeft(0, 5);
    await setLeft(1, 5);
    const { cookie } = await signedInCustomer();
    const placed = await placeOrder(cookie, [line(2)]);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({ subtotal: set.price * 2, item: 1 });
    expect(await left()).toEqual([3, 3]);

    const [order] = await db.select().from(orders).where(eq(orders.orderNo, placed.body.orderid));
    const [row] = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(row).toMatchObject({ productId: null, bundleId: bundle.id, titleEn: set.title, price: set.price, quantity: 2 });
    expect(row.pieces?.map((p) => [p.id, p.attribute_pick.size?.id, p.attribute_pick.color?.id])).toEqual(
      pieces.map((p) => [p.id, p.pick.size.id, p.pick.color.id]),
    );

    // My Order and the desk show the pieces with their sizes and colours.
    const mine = await call(orderList, '/api/public/order-list?page=1', { headers: { cookie } });
    expect(mine.body.orders.data[0].order_items[0]).toMatchObject({
      title_en: set.title,
      slug: set.slug,
      price: set.price,
      item: 2,
      meta: { pieces: pieces.map((p) => ({ id: p.id, title_en: p.title, attribute_pick: p.pick })) },
    });
    const staff = await signedInStaff();
    const desk = await call(deskOrder, `/api/admin/orders/${order.orderNo}`, {
      headers: { cookie: staff.cookie },
      params: { orderNo: order.orderNo },
    });
    expect(desk.body.items[0].pieces.map((p: { title_en: string }) => p.title_en)).toEqual(pieces.map((p) => p.title));

    const cancelled = await call(cancel, '/api/public/order-status', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ id: order.id, type: 'cancel', status: 2 }),
    });
    expect(cancelled.status).toBe(200);
    expect(await left()).toEqual([5, 5]);
  });

  it('refuse the order when a piece is sold out, naming it, and take nothing', async () => {
    const { pieces, left, setLeft, line } = await setUp();
    await setLeft(0, 4);
    await setLeft(1, 0);
    const { cookie } = await signedInCustomer();
    const refused = await placeOrder(cookie, [line(1)]);
    expect(refused.status).toBe(409);
    const { title, pick } = pieces[1];
    expect(refused.body.msg).toBe(
      `${title} (size ${pick.size.title}, ${pick.color.title}) is sold out. Remove it from your cart to order the rest.`,
    );
    expect(await left()).toEqual([4, 0]);
  });

  it('refuse a piece without its size and colour, pieces that are not the bundle’s, and a bundle taken off', async () => {
    const { db, bundle, pieces, line } = await setUp();
    const { cookie } = await signedInCustomer();
    const unpicked = await placeOrder(cookie, [line(1, [pieces[0].pick])]);
    expect([unpicked.status, unpicked.body.msg]).toEqual([422, `${pieces[1].title}: Select a Color`]);
    const swapped = await placeOrder(cookie, [{ ...line(1), bundle: { pieces: line(1).bundle.pieces.slice().reverse() } }]);
    expect([swapped.status, swapped.body.msg]).toEqual([422, `${set.title} has changed: add it to your cart again`]);
    await db.update(bundles).set({ active: false }).where(eq(bundles.id, bundle.id));
    const gone = await placeOrder(cookie, [line(1)]);
    expect([gone.status, gone.body.msg]).toEqual([422, 'An item in your cart is no longer available']);
  });
});
