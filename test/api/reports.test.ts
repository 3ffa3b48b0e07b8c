/**
 * The reports (lib/server/orders/reports.ts) on a fixed set of orders around two Dhaka days, 14 and 15 March 2025:
 * orders placed at 23:59 and 00:01 Dhaka time fall on their Dhaka days, cash on the day of delivery, rates with the
 * reasons kept in the history, new and returning customers, a figure as CSV; and delivered_at as moves set it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { GET as reportRoute } from '@/app/api/admin/reports/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as reopenRoute } from '@/app/api/admin/orders/[orderNo]/reopen/route';
import { ORDER_STATUS, type StatusCode } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, orderItems, orders, staff, users } from '@/lib/server/db/schema';
import { salesReport } from '@/lib/server/orders';
import type { SalesReport } from '@/lib/types/reports';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder, statusChange } from '../orders';
import { plentyOfStock, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();

const { delivered, partialDelivered, canceled, canceledAuthor, processing, onTheWay, hold, returned } = ORDER_STATUS;
const PERIOD = { period: 'custom' as const, from: '2025-03-14', to: '2025-03-15' };

const bra = (size: string, price: number, quantity: number, kept: number | null = null) => ({
  titleEn: 'Cherie Bra',
  size,
  color: 'Rose',
  price,
  quantity,
  kept,
});
const brief = (size: string, price: number) => ({ titleEn: 'Lace Brief', size, color: 'Black', price, quantity: 1, kept: null });

type Line = ReturnType<typeof bra>;
interface Fixed {
  who: string;
  at: string;
  status: StatusCode | null;
  total: number;
  source?: string;
  collected?: number;
  deliveredAt?: string;
  reason?: string;
  lines?: Line[];
}

/** The fixed set: times in UTC, Dhaka is UTC+6 (17:59 UTC is 23:59 in Dhaka, 18:01 UTC is 00:01 the next day). */
const FIXED: Fixed[] = [
  // Amina's earlier order, placed before the period and delivered in it: its cash counts on 14 March.
  {
    who: 'Amina',
    at: '2025-03-01T10:00:00Z',
    status: delivered,
    total: 700,
    collected: 700,
    deliveredAt: '2025-03-14T12:00:00Z',
  },
  // Chaity's earlier order was cancelled: she still orders for the first time in the period.
  { who: 'Chaity', at: '2025-03-05T10:00:00Z', status: canceled, total: 500 },
  // 23:59 on 13 March in Dhaka, and 00:01 on 16 March: outside the period.
  { who: 'Hena', at: '2025-03-13T17:59:00Z', status: null, total: 999 },
  { who: 'Hena', at: '2025-03-15T18:01:00Z', status: null, total: 999 },
  // 14 March: Amina's order, delivered at 23:59 on 15 March (Dhaka).
  {
    who: 'Amina',
    at: '2025-03-14T10:00:00Z',
    status: delivered,
    total: 1500,
    collected: 1500,
    deliveredAt: '2025-03-15T17:59:00Z',
    lines: [bra('34B', 1440, 1)],
  },
  // 23:59 on 14 March (Dhaka), taken on the phone; delivered in part at 00:01 on 16 March: its cash is not the period's.
  {
    who: 'Bithi',
    at: '2025-03-14T17:59:00Z',
    status: partialDelivered,
    total: 2000,
    source: 'phone',
    collected: 1000,
    deliveredAt: '2025-03-15T18:01:00Z',
    lines: [bra('34B', 970, 2, 1)],
  },
  // 00:01 on 15 March (Dhaka).
  { who: 'Chaity', at: '2025-03-14T18:01:00Z', status: processing, total: 800, lines: [brief('M', 740)] },
  {
    who: 'Dola',
    at: '2025-03-15T05:00:00Z',
    status: canceled,
    total: 900,
    source: 'messenger',
    reason: 'Customer unreachable',
    lines: [brief('M', 840)],
  },
  { who: 'Eva', at: '2025-03-15T06:00:00Z', status: returned, total: 1200, lines: [bra('36C', 1140, 1)] },
  {
    who: 'Farah',
    at: '2025-03-15T07:00:00Z',
    status: returned,
    total: 1000,
    reason: 'Refused at the door',
    lines: [brief('S', 940)],
  },
  { who: 'Gulshan', at: '2025-03-15T08:00:00Z', status: canceledAuthor, total: 600, reason: 'Fake order' },
];

async function seedFixed() {
  const db = await getDb();
  const names = [...new Set(FIXED.map((order) => order.who))];
  const people = await db
    .insert(users)
    .values(names.map((name) => ({ name, email: `${name.toLowerCase()}@example.com`, contact: '01710000000' })))
    .returning({ id: users.id, name: users.name });
  const [owner] = await db.select({ id: staff.id }).from(staff).limit(1);
  for (const [i, order] of FIXED.entries()) {
    const [{ id }] = await db
      .insert(orders)
      .values({
        orderNo: `RP${String(i).padStart(4, '0')}`,
        userId: people.find((p) => p.name === order.who)!.id,
        status: order.status,
        subtotal: order.total - 60,
        charge: 60,
        total: order.total,
        method: 'COD',
        deliveryDate: 'Sat 15 Mar',
        source: order.source ?? 'website',
        collected: order.collected ?? null,
        deliveredAt: order.deliveredAt ? new Date(order.deliveredAt) : null,
        createdAt: new Date(order.at),
      })
      .returning({ id: orders.id });
    for (const line of order.lines ?? []) {
      await db.insert(orderItems).values({
        orderId: id,
        slug: line.titleEn.toLowerCase().replace(' ', '-'),
        titleEn: line.titleEn,
        image: 'logo.svg',
        price: line.price,
        quantity: line.quantity,
        kept: line.kept,
        attributePick: { size: { id: 1, title: line.size }, color: { id: 1, title: line.color } },
      });
    }
    if (order.reason) {
      await db.insert(history).values({
        staffId: owner.id,
        subject: 'order',
        subjectId: id,
        action: 'status',
        before: { status: 'Processing' },
        after: { status: 'Canceled', reason: order.reason },
      });
    }
  }
}

let report: SalesReport;
let owner: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  owner = await signedInStaff('owner', 'Owner');
  await seedFixed();
  report = await salesReport(await getDb(), owner.member, PERIOD);
});

describe('a report over 14 and 15 March 2025 (Dhaka days)', () => {
  it('dates orders by the Dhaka day they were placed, and cash by the Dhaka day of delivery', () => {
    expect(report.days).toEqual([
      { day: '2025-03-14', orders: 2, deliveries: 1, cash: 700 },
      { day: '2025-03-15', orders: 5, deliveries: 1, cash: 1500 },
    ]);
    expect(report).toMatchObject({ placed: 7, standing: 5, collected: 2200 });
  });

  it('averages the orders still standing, and counts orders by source', () => {
    // 1500 + 2000 + 800 + 1200 + 1000 over five
    expect(report.average_order).toBe(1300);
    expect(report.sources).toEqual([
      { source: 'website', label: 'Website', orders: 5, total: 4500 },
      { source: 'phone', label: 'Phone', orders: 1, total: 2000 },
      { source: 'messenger', label: 'Messenger', orders: 1, total: 0 },
    ]);
  });

  it('names the best sellers of the orders neither cancelled nor Returned, a partial delivery by the pieces kept', () => {
    expect(report.products).toEqual([
      { name: 'Cherie Bra', pieces: 2, revenue: 2410 },
      { name: 'Lace Brief', pieces: 1, revenue: 740 },
    ]);
    expect(report.sizes).toEqual([
      { name: '34B', pieces: 2, revenue: 2410 },
      { name: 'M', pieces: 1, revenue: 740 },
    ]);
    expect(report.colours).toEqual([
      { name: 'Rose', pieces: 2, revenue: 2410 },
      { name: 'Black', pieces: 1, revenue: 740 },
    ]);
  });

  it('gives the refusal and cancellation rates with the reasons their status changes kept', () => {
    expect(report).toMatchObject({ delivered: 2, returned: 2, canceled: 2, refusal_rate: 50, cancellation_rate: 28.6 });
    expect(report.reasons).toEqual([
      { outcome: 'Canceled', reason: 'Customer unreachable', orders: 1 },
      { outcome: 'Canceled', reason: 'Fake order', orders: 1 },
      { outcome: 'Returned', reason: 'No reason given', orders: 1 },
      { outcome: 'Returned', reason: 'Refused at the door', orders: 1 },
    ]);
  });

  it('tells new customers from returning ones (an earlier cancelled order does not count)', () => {
    expect(report).toMatchObject({ new_customers: 4, returning_customers: 1 });
  });

  it('reads a preset period up to today in Dhaka: at 00:30 on 16 March, "today" is the 16th alone', async () => {
    const today = await salesReport(await getDb(), owner.member, { period: 'today' }, new Date('2025-03-15T18:30:00Z'));
    expect(today).toMatchObject({ from: '2025-03-16', to: '2025-03-16', placed: 1 });
    const week = await salesReport(await getDb(), owner.member, { period: '7d' }, new Date('2025-03-15T18:30:00Z'));
    expect(week).toMatchObject({ from: '2025-03-10', to: '2025-03-16', placed: 9 });
  });
});

describe('GET /api/admin/reports', () => {
  const get = (query: string, cookie: string) => call(reportRoute, `/api/admin/reports?${query}`, { headers: { cookie } });

  it('answers the report as JSON, and a figure as CSV with the BOM and formulas neutralised', async () => {
    const json = await get('from=2025-03-14&to=2025-03-15', owner.cookie);
    expect(json.status).toBe(200);
    expect(json.body.data).toMatchObject({ period: 'custom', placed: 7, collected: 2200 });

    const db = await getDb();
    await db.update(orderItems).set({ titleEn: '=HYPERLINK("x")' }).where(eq(orderItems.titleEn, 'Lace Brief'));
    const csv = await get('period=custom&from=2025-03-14&to=2025-03-15&figure=products', owner.cookie);
    await db.update(orderItems).set({ titleEn: 'Lace Brief' }).where(eq(orderItems.titleEn, '=HYPERLINK("x")'));
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="report-products-2025-03-14-2025-03-15.csv"');
    expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // (the text as read has lost its BOM: a decoder takes it as the mark it is)
    expect(csv.text).toBe('Product,Pieces,Revenue (BDT)\r\nCherie Bra,2,2410\r\n"\'=HYPERLINK(""x"")",1,740\r\n');
    const days = await get('period=custom&from=2025-03-14&to=2025-03-15&figure=days', owner.cookie);
    expect(days.text).toBe(
      'Day,Orders placed,Orders delivered,Cash collected (BDT)\r\n2025-03-14,2,1,700\r\n2025-03-15,5,1,1500\r\n',
    );
  });

  it('refuses a bad period or figure with a 400, and an account without the revenue figures with a 403', async () => {
    expect((await get('from=2025-03-15&to=2025-03-14', owner.cookie)).status).toBe(400);
    expect((await get('from=2024-01-01&to=2025-03-14', owner.cookie)).status).toBe(400);
    expect((await get('period=custom&from=2025-03-14', owner.cookie)).status).toBe(400);
    expect((await get('period=year', owner.cookie)).status).toBe(400);
    expect((await get('from=2025-03-14&to=2025-03-15&figure=phones', owner.cookie)).status).toBe(400);
    const packer = await signedInStaff('staff', 'Packer');
    expect((await get('period=7d', packer.cookie)).status).toBe(200);
    await (
      await getDb()
    )
      .update(staff)
      .set({ permissions: ['orders'] })
      .where(eq(staff.id, packer.member.id));
    const refused = await get('period=7d', packer.cookie);
    expect(refused.status).toBe(403);
    expect((await call(reportRoute, '/api/admin/reports')).status).toBe(401);
  });
});

describe('delivered_at, as the one status path writes it', () => {
  const deliveredAt = async (orderNo: string) =>
    (await (await getDb()).select({ at: orders.deliveredAt }).from(orders).where(eq(orders.orderNo, orderNo)))[0].at;

  async function placed(count = 1) {
    await plentyOfStock();
    const shopper = await signedInCustomer('Rokeya');
    const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
    const order = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count, attribute_pick: pick }]);
    expect(order.status).toBe(201);
    return order.body.orderid as string;
  }
  const move = async (orderNo: string, ...path: (StatusCode | null)[]) => {
    for (let i = 1; i < path.length; i++) {
      const moved = await postJson(
        setStatus,
        `/api/admin/orders/${orderNo}/status`,
        statusChange(path[i - 1], path[i]),
        owner.cookie,
        {
          orderNo,
        },
      );
      expect(moved.status).toBe(200);
    }
  };

  it('is set when an order is delivered, in full or in part, and counts in today’s report', async () => {
    const full = await placed();
    await move(full, null, processing, onTheWay);
    expect(await deliveredAt(full)).toBeNull();
    const before = Date.now();
    await move(full, onTheWay, delivered);
    expect((await deliveredAt(full))!.getTime()).toBeGreaterThanOrEqual(before - 5_000);
    const part = await placed(2);
    await move(part, null, processing, onTheWay);
    const [line] = await (
      await getDb()
    )
      .select({ id: orderItems.id })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(eq(orders.orderNo, part));
    const kept = { from: onTheWay, to: partialDelivered, kept: [{ item: line.id, count: 1 }], collected: 500 };
    const moved = await postJson(setStatus, `/api/admin/orders/${part}/status`, kept, owner.cookie, { orderNo: part });
    expect(moved.status).toBe(200);
    expect(await deliveredAt(part)).not.toBeNull();
    const today = await salesReport(await getDb(), owner.member, { period: 'today' });
    expect(today.days.at(-1)).toMatchObject({ deliveries: 2 });
  });

  it('is cleared by any other move, and by reopening a cancelled order', async () => {
    const db = await getDb();
    const held = await placed();
    // A delivery day on an order that is not delivered (as a wrong guess of the past left some) goes with its next move.
    await db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.orderNo, held));
    await move(held, null, hold);
    expect(await deliveredAt(held)).toBeNull();

    const reopened = await placed();
    await move(reopened, null, canceled);
    await db.update(orders).set({ deliveredAt: new Date() }).where(eq(orders.orderNo, reopened));
    const answer = await postJson(reopenRoute, `/api/admin/orders/${reopened}/reopen`, {}, owner.cookie, { orderNo: reopened });
    expect(answer.status).toBe(200);
    expect(await deliveredAt(reopened)).toBeNull();
  });
});

describe('the migration that dates the deliveries made before it', () => {
  it('takes the day from the status change to Delivered, else the last change, and clears it off other orders', async () => {
    const db = await getDb();
    const file = fs.readFileSync(path.join(process.cwd(), 'lib/server/db/migrations/0025_delivered_at.sql'), 'utf8');
    const backfill = file.split('-- hand-written:')[1].split('--> statement-breakpoint');
    const [{ id: staffId }] = await db.select({ id: staff.id }).from(staff).limit(1);
    const [{ id: userId }] = await db.select({ id: users.id }).from(users).limit(1);
    const updatedAt = new Date('2025-04-02T10:00:00Z');
    const row = (orderNo: string, status: StatusCode | null) => ({
      orderNo,
      userId,
      status,
      subtotal: 100,
      charge: 60,
      total: 160,
      method: 'COD',
      deliveryDate: 'Tue 1 Apr',
      updatedAt,
      deliveredAt: updatedAt,
    });
    const [byHistory, byChange, open] = await db
      .insert(orders)
      .values([row('MG1', delivered), row('MG2', partialDelivered), row('MG3', processing)])
      .returning({ id: orders.id });
    await db.insert(history).values({
      staffId,
      subject: 'order',
      subjectId: byHistory.id,
      action: 'status',
      before: { status: 'On the Way' },
      after: { status: 'Delivered' },
      createdAt: new Date('2025-03-31T17:30:00Z'),
    });
    for (const statement of backfill) await db.execute(sql.raw(statement));
    const at = async (id: number) =>
      (await db.select({ at: orders.deliveredAt }).from(orders).where(eq(orders.id, id)))[0].at?.toISOString() ?? null;
    expect(await at(byHistory.id)).toBe('2025-03-31T17:30:00.000Z');
    expect(await at(byChange.id)).toBe('2025-04-02T10:00:00.000Z');
    expect(await at(open.id)).toBeNull();
  });
});
