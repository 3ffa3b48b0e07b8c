import { and, eq, isNull } from 'drizzle-orm';
import { GET as deskOrder } from '@/app/api/admin/orders/[orderNo]/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { GET as desk } from '@/app/api/admin/orders/route';
import { getDb } from '@/lib/server/db';
import { orders } from '@/lib/server/db/schema';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { DeskOrderRow } from '@/lib/types/order-desk';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { plentyOfStock } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

const plain = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max);
const line = [{ id: plain + 1, count: 1 }];

const get = (route: Parameters<typeof call>[0], path: string, cookie: string, params?: Record<string, string>) =>
  call(route, path, { headers: { cookie }, params });
const numbers = (rows: DeskOrderRow[]) => rows.map((row) => row.order_no);

/** One shopper's two orders: the first marked as placed from a proved number (as checkout marks it), the second not. */
async function provedAndNot() {
  const shopper = await signedInCustomer();
  const proved = (await placeOrder(shopper.cookie, line)).body.orderid as string;
  const unproved = (await placeOrder(shopper.cookie, line)).body.orderid as string;
  await (await getDb()).update(orders).set({ phoneVerified: true }).where(eq(orders.orderNo, proved));
  return { q: encodeURIComponent(shopper.user.email), proved, unproved };
}

describe('the desk and a shopper’s proved phone', () => {
  it('marks an order placed from a proved phone, in the list and on the order', async () => {
    const { cookie } = await signedInStaff();
    const { q, proved, unproved } = await provedAndNot();
    const list = await get(desk, `/api/admin/orders?q=${q}`, cookie);
    expect(list.body.page.data.map((row: DeskOrderRow) => [row.order_no, row.phone_verified])).toEqual([
      [unproved, false],
      [proved, true],
    ]);
    for (const [orderNo, verified] of [
      [proved, true],
      [unproved, false],
    ] as const) {
      const order = await get(deskOrder, `/api/admin/orders/${orderNo}`, cookie, { orderNo });
      expect([order.status, order.body.phone_verified]).toEqual([200, verified]);
    }
  });

  it('keeps only the orders from an unproved phone with unverified=1, counted, with the other filters, and in the CSV', async () => {
    const { cookie } = await signedInStaff();
    const { q, proved, unproved } = await provedAndNot();
    const mine = await get(desk, `/api/admin/orders?q=${q}&unverified=1`, cookie);
    expect([numbers(mine.body.page.data), mine.body.page.total]).toEqual([[unproved], 1]);

    const everyone = await get(desk, '/api/admin/orders?unverified=1&status=pending', cookie);
    expect(everyone.body.page.data.every((row: DeskOrderRow) => !row.phone_verified && row.status === null)).toBe(true);
    const unverified = await (await getDb()).$count(orders, and(eq(orders.phoneVerified, false), isNull(orders.status)));
    expect(everyone.body.page.total).toBe(unverified);
    // The counts per status stay those of every order: the chips above the list do not move with the filter.
    const all = await get(desk, '/api/admin/orders', cookie);
    expect(everyone.body.counts).toEqual(all.body.counts);

    const csv = await get(exportCsv, `/api/admin/orders/export?q=${q}&unverified=1`, cookie);
    expect(csv.text).toContain(`${unproved},`);
    expect(csv.text).not.toContain(`${proved},`);
  });

  it.each(['unverified=0', 'unverified=yes', 'unverified='])('refuses %s with a 400', async (query) => {
    const { cookie } = await signedInStaff();
    for (const route of [desk, exportCsv]) {
      const res = await get(route, `/api/admin/orders?${query}`, cookie);
      expect([query, res.status, res.body.msg]).toEqual([query, 400, expect.any(String)]);
    }
  });
});
