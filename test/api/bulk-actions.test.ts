/**
 * Bulk actions on the order desk: a status move of many orders, each through the one status path (its rules,
 * history and messages), the refused ones saying why; and "select all matching" the desk's filters.
 */
import { and, eq, inArray, like } from 'drizzle-orm';
import { POST as bulkStatus } from '@/app/api/admin/orders/bulk-status/route';
import { GET as selection } from '@/app/api/admin/orders/selection/route';
import { ORDER_STATUS, type StatusCode } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { history, orderAddresses, orderItems, orders, outbox } from '@/lib/server/db/schema';
import type { BulkMoveOutcome } from '@/lib/types/order-desk';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { signedInStaff } from '../staff';

withTestDatabase();

const { processing, hold, delivered, canceled } = ORDER_STATUS;

/**
 * `statuses.length` orders placed on one Dhaka day, a minute apart, each of one line; every other customer has an
 * e-mail address. Numbers `${prefix}0001`…, oldest first.
 */
async function ordersOn(day: string, prefix: string, statuses: (StatusCode | null)[]) {
  const db = await getDb();
  const customer = await signedInCustomer('Rina Begum');
  const start = Date.parse(`${day}T09:00:00+06:00`);
  const placed = await db
    .insert(orders)
    .values(
      statuses.map((status, i) => ({
        orderNo: `${prefix}${String(i + 1).padStart(4, '0')}`,
        userId: customer.user.id,
        status,
        subtotal: 1000,
        charge: 60,
        total: 1060,
        method: 'COD',
        deliveryDate: 'Thu 5 Mar – Fri 6 Mar',
        createdAt: new Date(start + i * 60_000),
      })),
    )
    .returning({ id: orders.id, no: orders.orderNo, status: orders.status });
  await db.insert(orderAddresses).values(
    placed.map(({ id }, i) => ({
      orderId: id,
      name: 'Rina Begum',
      contact: '01712345678',
      email: i % 2 ? null : `rina-${prefix.toLowerCase()}-${i}@example.com`,
      country: 'Bangladesh',
      address: 'House 3, Road 9',
      city: 'Dhaka',
      district: 'Dhaka',
    })),
  );
  await db.insert(orderItems).values(
    placed.map(({ id }) => ({
      orderId: id,
      slug: 'lace-bralette',
      titleEn: 'Lace Bralette',
      image: 'logo.svg',
      price: 1000,
      quantity: 1,
    })),
  );
  return placed;
}

const move = (cookie: string, body: unknown) => postJson(bulkStatus, '/api/admin/orders/bulk-status', body, cookie);

describe('bulk status moves', () => {
  it('moves 200 orders one by one through the status path: the final ones refused, each move recorded', async () => {
    const owner = await signedInStaff('owner', 'Owner');
    // Per ten orders: six Pending, one each Processing, Hold, Delivered and Canceled.
    const cycle: (StatusCode | null)[] = [null, null, null, null, null, null, processing, hold, delivered, canceled];
    const placed = await ordersOn(
      '2020-03-01',
      'LB',
      Array.from({ length: 200 }, (_, i) => cycle[i % 10]),
    );
    const numbers = placed.map((order) => order.no);

    const res = await move(owner.cookie, { orders: numbers, to: canceled, reason: 'unreachable' });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('160 of 200 moved to Canceled');
    const data = res.body.data as BulkMoveOutcome[];
    expect(data.map((outcome) => outcome.order_no)).toEqual(numbers);
    data.forEach((outcome, i) => {
      const was = placed[i].status;
      if (was === delivered) {
        expect(outcome).toEqual({
          order_no: numbers[i],
          result: 'refused',
          msg: 'A Delivered order is final: it cannot move to Canceled.',
        });
      } else if (was === canceled) {
        expect(outcome).toEqual({ order_no: numbers[i], result: 'refused', msg: 'The order is already Canceled.' });
      } else expect(outcome).toEqual({ order_no: numbers[i], result: 'moved', msg: 'Now Canceled.' });
    });

    const db = await getDb();
    const ids = placed.map((order) => order.id);
    const now = await db.select({ id: orders.id, status: orders.status }).from(orders).where(inArray(orders.id, ids));
    const statusOf = new Map(now.map((row) => [row.id, row.status]));
    const entries = await db
      .select()
      .from(history)
      .where(and(eq(history.subject, 'order'), inArray(history.subjectId, ids)));
    const mail = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'order-status'), like(outbox.subject, '% LB0%')));
    placed.forEach(({ id, no, status }, i) => {
      const moved = data[i].result === 'moved';
      expect(statusOf.get(id)).toBe(moved ? canceled : status);
      const recorded = entries.filter((entry) => entry.subjectId === id);
      if (!moved) return expect(recorded).toHaveLength(0);
      expect(recorded).toHaveLength(1);
      expect(recorded[0]).toMatchObject({
        staffId: owner.member.id,
        action: 'status',
        before: { status: status === null ? 'Pending' : status === processing ? 'Processing' : 'Hold' },
        after: { status: 'Canceled', reason: 'Customer unreachable' },
      });
      // A cancellation e-mails the customer who has an address, as a single move does.
      expect(mail.filter((m) => m.subject === `Your order ${no} is cancelled`)).toHaveLength(i % 2 ? 0 : 1);
    });
    expect(mail).toHaveLength(data.filter((outcome, i) => outcome.result === 'moved' && i % 2 === 0).length);
  });

  it('moves what the filters hold from the status the mover saw, and leaves an order that has another', async () => {
    const worker = await signedInStaff();
    const placed = await ordersOn('2020-03-02', 'LC', [null, null, processing, null, delivered, null]);
    const filter = { from: '2020-03-02', to: '2020-03-02' };

    const picked = await call(selection, `/api/admin/orders/selection?from=2020-03-02&to=2020-03-02`, {
      headers: { cookie: worker.cookie },
    });
    const newestFirst = placed.map((order) => order.no).reverse();
    expect(picked.body).toEqual({ orders: newestFirst, total: 6 });

    const res = await move(worker.cookie, { filter, from: null, to: processing });
    expect(res.body.msg).toBe('4 of 6 moved to Processing');
    expect(res.body.data).toEqual([
      { order_no: 'LC0006', result: 'moved', msg: 'Now Processing.' },
      { order_no: 'LC0005', result: 'refused', msg: 'It is Delivered, not Pending: left as it is.' },
      { order_no: 'LC0004', result: 'moved', msg: 'Now Processing.' },
      { order_no: 'LC0003', result: 'refused', msg: 'It is Processing, not Pending: left as it is.' },
      { order_no: 'LC0002', result: 'moved', msg: 'Now Processing.' },
      { order_no: 'LC0001', result: 'moved', msg: 'Now Processing.' },
    ]);
    const rows = await (
      await getDb()
    )
      .select({ no: orders.orderNo, status: orders.status })
      .from(orders)
      .where(like(orders.orderNo, 'LC%'))
      .orderBy(orders.orderNo);
    expect(rows.map((row) => row.status)).toEqual([processing, processing, processing, processing, delivered, processing]);
  });

  it('refuses what cannot be moved in bulk, and an account without the orders area', async () => {
    const worker = await signedInStaff();
    const tooMany = Array.from({ length: 501 }, (_, i) => `LI${i}`);
    const refusals = [
      [{ orders: tooMany, to: processing }, 'Choose at most 500 orders at once'],
      [
        { orders: ['LI1'], to: ORDER_STATUS.partialDelivered },
        'Partial Delivered is set order by order: each says what the customer kept',
      ],
      [{ orders: ['LI1'], filter: {}, to: processing }, 'Send either orders or filter'],
      [{ orders: ['LI1'], to: canceled }, 'Say why the orders are Canceled'],
      [{ orders: ['LI 1'], to: processing }, 'Each order must be an order number'],
    ] as const;
    for (const [body, msg] of refusals) {
      const res = await move(worker.cookie, body);
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    expect((await move(worker.cookie, { orders: ['NOSUCH1'], to: processing })).body.data).toEqual([
      { order_no: 'NOSUCH1', result: 'refused', msg: 'No order has the number NOSUCH1.' },
    ]);

    const packer = await signedInStaff('staff', undefined, ['catalogue']);
    expect((await move(packer.cookie, { orders: ['LI1'], to: processing })).status).toBe(403);
    expect((await call(selection, '/api/admin/orders/selection', { headers: { cookie: packer.cookie } })).status).toBe(403);
  });
});
