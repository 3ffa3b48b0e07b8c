/**
 * One day at the desk, end to end through the API: ten orders (nine from the website, one taken on the phone), a
 * prankster's from a blocked number held and cancelled, two edited after the confirmation call, one refused at the
 * door and one exchanged. At the end of the day the desk, each customer's My Order, the stock and the cash collected
 * agree with what happened, and every change names who made it.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { POST as blockRoute } from '@/app/api/admin/blocked-phones/route';
import { POST as editRoute } from '@/app/api/admin/orders/[orderNo]/edit/route';
import { POST as exchange } from '@/app/api/admin/orders/[orderNo]/exchange/route';
import { POST as exchangeBack } from '@/app/api/admin/orders/[orderNo]/exchange/back/route';
import { POST as confirmReturn } from '@/app/api/admin/orders/[orderNo]/return/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { GET as desk, POST as staffOrder } from '@/app/api/admin/orders/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { GET as shop } from '@/app/api/shop/route';
import { BLOCKED_HOLD_REASON } from '@/lib/server/customers';
import { ORDER_STATUS, type OrderStatus } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, orderItems, orders } from '@/lib/server/db/schema';
import type { DeskOrderRow } from '@/lib/types/order-desk';
import type { OrderView } from '@/lib/types/order';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { draftOf, editFrom, placeOrder, statusChange } from '../orders';
import { signedInStaff } from '../staff';
import { setPieces, sizedProduct, variant } from '../stock';

withTestDatabase();

type Pick = Awaited<ReturnType<typeof variant>>;
const { processing, onTheWay, delivered, hold, canceled, returned } = ORDER_STATUS;
const PRANKSTER = '01899000111';

it('a day of ten orders ends with the desk, My Order, the stock and the cash in agreement', async () => {
  const owner = await signedInStaff('owner', 'Owner');
  const mitu = await signedInStaff('staff', 'Mitu');
  const picks: Pick[] = [
    await variant(sizedProduct.sizes[0], sizedProduct.colors[0]),
    await variant(sizedProduct.sizes[1], sizedProduct.colors[0]),
    await variant(sizedProduct.sizes[0], sizedProduct.colors[1]),
  ];
  for (const pick of picks) await setPieces(pick, 30);
  const stock = async () => {
    const { body } = await call(shop, `/api/shop?slug=${sizedProduct.slug}`);
    return picks.map((pick) => body.stock[`${pick.size.id}-${pick.color.id}`] as number);
  };
  const ids = (pick: Pick) => ({ size: { id: pick.size.id }, color: { id: pick.color.id } });
  const collected = async () =>
    (await call(dashboard, '/api/admin/dashboard', { headers: { cookie: owner.cookie } })).body.revenue.delivered as number;
  const post = (route: Parameters<typeof postJson>[0], orderNo: string, path: string, body: unknown, cookie = mitu.cookie) =>
    postJson(route, `/api/admin/orders/${orderNo}/${path}`, body, cookie, { orderNo });
  const move = async (orderNo: string, ...path: (OrderStatus | null)[]) => {
    for (let i = 1; i < path.length; i++) {
      const moved = await post(setStatus, orderNo, 'status', statusChange(path[i - 1], path[i]));
      expect(moved.status).toBe(200);
    }
  };

  // Morning: the owner blocks the number that sent fake orders last week.
  expect(
    (await postJson(blockRoute, '/api/admin/blocked-phones', { phone: PRANKSTER, reason: 'Fake orders' }, owner.cookie)).status,
  ).toBe(201);

  // Nine shoppers order on the website, one piece each; the ninth is the prankster.
  const shoppers = await Promise.all(Array.from({ length: 9 }, (_, i) => signedInCustomer(`Shopper ${i + 1}`)));
  const web: string[] = [];
  for (const [i, shopper] of shoppers.entries()) {
    const contact = i === 8 ? PRANKSTER : `0171000000${i}`;
    const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count: 1, attribute_pick: ids(picks[i % 3]) }], {
      contact,
    });
    expect(placed.status).toBe(201);
    web.push(placed.body.orderid);
  }
  // The tenth is taken on the phone by Mitu, for a new customer with no e-mail.
  const phoneOrder = await postJson(
    staffOrder,
    '/api/admin/orders',
    {
      phone: '01911000010',
      name: 'Rupa Begum',
      full_name: 'Rupa Begum',
      address: 'House 3, Mirpur 10',
      city: 'Dhaka',
      source: 'phone',
      cart_item: [{ id: sizedProduct.id, count: 1, attribute_pick: ids(picks[0]) }],
      order_key: crypto.randomUUID(),
    },
    mitu.cookie,
  );
  expect(phoneOrder.status).toBe(201);
  const all = [...web, phoneOrder.body.orderid as string];
  expect(await stock()).toEqual([26, 27, 27]);

  // The confirmation calls. Order 1: a 34B becomes a 34C (another size) and the address is corrected.
  const [first, second, refused, swapped, , , , , prank] = web;
  const edit1 = editFrom(await draftOf(mitu.cookie, first), {
    lines: [{ id: sizedProduct.id, count: 1, attribute_pick: ids(picks[1]) }],
    address: 'House 12, Road 5, Dhanmondi',
  });
  expect((await post(editRoute, first, 'edit', { ...edit1, tell_customer: true })).status).toBe(200);
  // Order 2: she wants a second piece.
  const draft2 = await draftOf(mitu.cookie, second);
  const edit2 = editFrom(draft2, { lines: [{ id: sizedProduct.id, count: 2, attribute_pick: ids(picks[1]) }] });
  const edited2 = await post(editRoute, second, 'edit', { ...edit2, tell_customer: true });
  expect(edited2.status).toBe(200);
  expect(await stock()).toEqual([27, 25, 27]);

  // The prankster's order waits on Hold, flagged; called, it is cancelled as fake and its piece comes back.
  const deskRows = async () =>
    (await call(desk, '/api/admin/orders', { headers: { cookie: owner.cookie } })).body.page.data as DeskOrderRow[];
  const held = (await deskRows()).find((row) => row.order_no === prank)!;
  expect(held).toMatchObject({ status: hold, blocked: true, source: 'website' });
  const [prankOrder] = await (await getDb()).select().from(orders).where(eq(orders.orderNo, prank));
  const [heldWhy] = await (
    await getDb()
  )
    .select()
    .from(history)
    .where(and(eq(history.subjectId, prankOrder.id), eq(history.subject, 'order')));
  expect(heldWhy.after).toMatchObject({ reason: BLOCKED_HOLD_REASON });
  expect((await post(setStatus, prank, 'status', { from: hold, to: canceled, reason: 'fake' })).status).toBe(200);
  expect(await stock()).toEqual([27, 25, 28]);

  // The rest go out. The third is refused at the door and comes back; the others are delivered.
  for (const orderNo of all.filter((no) => no !== prank)) await move(orderNo, null, processing, onTheWay);
  await move(refused, onTheWay, returned);
  expect((await post(confirmReturn, refused, 'return', { return_fee: 60 })).status).toBe(200);
  const cashBefore = await collected();
  const deliveredNos = all.filter((no) => ![prank, refused].includes(no));
  for (const orderNo of deliveredNos) await move(orderNo, onTheWay, delivered);
  expect(await stock()).toEqual([27, 25, 29]);

  // The fourth customer exchanges her piece for the third size; the old one comes back with the courier.
  const [swappedItem] = await (
    await getDb()
  )
    .select()
    .from(orderItems)
    .where(
      inArray(orderItems.orderId, (await getDb()).select({ id: orders.id }).from(orders).where(eq(orders.orderNo, swapped))),
    );
  const made = await post(exchange, swapped, 'exchange', {
    lines: [{ item: swappedItem.id, count: 1, size_id: picks[2].size.id, color_id: picks[2].color.id }],
  });
  expect(made.status).toBe(201);
  expect(await stock()).toEqual([27, 25, 28]);
  expect((await post(exchangeBack, swapped, 'exchange/back', {})).status).toBe(200);
  // At the end of the day: 2 pieces of the first size out (the exchanged one came back), 5 of the second, 2 of the third.
  expect(await stock()).toEqual([28, 25, 28]);

  // The desk: eight delivered, one returned, one cancelled, and the exchange Pending (no status yet); the phone order says Phone.
  const rows = await deskRows();
  const statusOf = (no: string) => rows.find((row) => row.order_no === no)?.status;
  expect(deliveredNos.map(statusOf)).toEqual(Array(8).fill(delivered));
  expect([statusOf(refused), statusOf(prank), statusOf(made.body.order_no)]).toEqual([returned, canceled, null]);
  expect(rows.find((row) => row.order_no === phoneOrder.body.orderid)).toMatchObject({ source: 'phone', customer: 'Rupa Begum' });

  // The cash collected is the sum of the delivered orders' totals, the edited ones at their new totals.
  const totals = await (await getDb()).select({ total: orders.total }).from(orders).where(inArray(orders.orderNo, deliveredNos));
  expect((await collected()) - cashBefore).toBe(totals.reduce((sum, { total }) => sum + total, 0));

  // My Order: the edited orders show their new lines, address and totals to their customers.
  const mine = async (cookie: string, orderNo: string) =>
    ((await call(orderList, '/api/public/order-list', { headers: { cookie } })).body.orders.data as OrderView[]).find(
      (o) => o.order_id === orderNo,
    )!;
  const one = await mine(shoppers[0].cookie, first);
  expect(one.order_items.map((i) => [i.item, i.meta.attribute_pick.size?.title])).toEqual([[1, picks[1].size.title]]);
  expect(one.order_address?.address).toBe('House 12, Road 5, Dhanmondi');
  const two = await mine(shoppers[1].cookie, second);
  expect(two.order_items.map((i) => i.item)).toEqual([2]);
  expect(two.total).toBe(2 * sizedProduct.price);
  expect(two.grand_total).toBe(edited2.body.total);

  // Every change of the day names who made it: staff at the desk, the shopper only for what she placed herself.
  const db = await getDb();
  const ours = await db.select({ id: orders.id }).from(orders).where(inArray(orders.orderNo, all));
  const entries = await db
    .select()
    .from(history)
    .where(
      and(
        eq(history.subject, 'order'),
        inArray(
          history.subjectId,
          ours.map((o) => o.id),
        ),
        isNull(history.staffId),
      ),
    );
  expect(entries.map((entry) => [entry.subjectId, entry.action])).toEqual([[prankOrder.id, expect.any(String)]]);
  expect(entries[0].customerId).toBe(prankOrder.userId);
});
