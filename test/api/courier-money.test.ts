/**
 * The cash couriers collect, reconciled on a fixed set of parcels (lib/server/couriers/reconcile.ts): what each was
 * to collect, what the courier reports, its fees, its payouts and what it still owes; and the dashboard's Collected,
 * which, like the reconciliation, counts the cash recorded at the door rather than a Partial Delivered order's whole
 * total.
 */
import '../courier-env';
import { eq } from 'drizzle-orm';
import { GET as reconciliation } from '@/app/api/admin/couriers/route';
import { POST as addPayout } from '@/app/api/admin/couriers/payouts/route';
import { POST as fetchPayouts } from '@/app/api/admin/couriers/payouts/fetch/route';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { POST as book } from '@/app/api/admin/shipments/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as confirmReturn } from '@/app/api/admin/orders/[orderNo]/return/route';
import { POST as keptRoute } from '@/app/api/admin/orders/[orderNo]/kept/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { dhakaDate } from '@/lib/dhaka-day';
import { getDb } from '@/lib/server/db';
import { orderItems, orders } from '@/lib/server/db/schema';
import { call, postJson } from '../call';
import { control, withCouriers } from '../couriers';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { plentyOfStock, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

const fakes = withCouriers();
withTestDatabase();

let owner: string;
let staff: string;
beforeAll(async () => {
  owner = (await signedInStaff('owner')).cookie;
  staff = (await signedInStaff('staff')).cookie;
  await plentyOfStock();
});

async function bookedOrder(count: number) {
  const pick = await variant(sizedProduct.sizes[0], sizedProduct.colors[0]);
  const shopper = await signedInCustomer('Rumana Akter');
  const placed = await placeOrder(shopper.cookie, [{ id: sizedProduct.id, count, attribute_pick: pick }]);
  const orderNo = placed.body.orderid as string;
  await postJson(setStatus, `/api/admin/orders/${orderNo}/status`, { from: null, to: ORDER_STATUS.processing }, staff, {
    orderNo,
  });
  return { orderNo, total: placed.body.total as number };
}

const advance = (invoice: string, status: string, collected?: number) =>
  control(fakes.steadfast, 'advance', { invoice, status, ...(collected !== undefined && { collected }) });

const today = dhakaDate(new Date());
const report = (cookie = owner, query = `courier=steadfast&from=${today}&to=${today}`) =>
  call(reconciliation, `/api/admin/couriers?${query}`, { headers: { cookie } });

it('adds up what each parcel was to collect, what the courier reports, its fees and payouts, and what it still owes', async () => {
  const [full, partial, refused, underway] = [
    await bookedOrder(1),
    await bookedOrder(2),
    await bookedOrder(1),
    await bookedOrder(1),
  ];
  const booked = await postJson(
    book,
    '/api/admin/shipments',
    { courier: 'steadfast', orders: [full, partial, refused, underway].map((o) => o.orderNo) },
    staff,
  );
  expect(booked.body.msg).toBe('4 of 4 booked');
  await advance(full.orderNo, 'delivered', full.total);
  await advance(partial.orderNo, 'partial_delivered', 300);
  await advance(refused.orderNo, 'pending');
  await advance(refused.orderNo, 'cancelled');
  await advance(underway.orderNo, 'pending');
  const back = await postJson(confirmReturn, `/api/admin/orders/${refused.orderNo}/return`, { return_fee: 40 }, staff, {
    orderNo: refused.orderNo,
  });
  expect(back.status).toBe(200);
  // The courier's figure is the partial order's collected cash until staff record what the rider says she paid.
  const db = await getDb();
  const [partialRow] = await db.select().from(orders).where(eq(orders.orderNo, partial.orderNo));
  expect(partialRow.collected).toBe(300);
  const [line] = await db.select().from(orderItems).where(eq(orderItems.orderId, partialRow.id));
  const kept = await postJson(
    keptRoute,
    `/api/admin/orders/${partial.orderNo}/kept`,
    { kept: [{ item: line.id, count: 1 }], collected: 350 },
    staff,
    { orderNo: partial.orderNo },
  );
  expect(kept.status).toBe(200);

  const payout = { courier: 'steadfast', paid_on: today, reference: 'BANK-0001', amount: 500 };
  expect((await postJson(addPayout, '/api/admin/couriers/payouts', payout, owner)).status).toBe(201);
  expect((await postJson(addPayout, '/api/admin/couriers/payouts', payout, owner)).status).toBe(409);
  expect((await postJson(addPayout, '/api/admin/couriers/payouts', { ...payout, amount: 0 }, owner)).status).toBe(400);
  expect((await postJson(addPayout, '/api/admin/couriers/payouts', { ...payout, reference: 'X' }, staff)).status).toBe(403);

  const fee = (invoice: string) => fakes.steadfast.parcels.find((p) => p.invoice === invoice)!.delivery_charge;
  const fees = fee(full.orderNo) + fee(partial.orderNo) + fee(refused.orderNo);
  const reported = full.total + 300;
  const { status, body } = await report();
  expect(status).toBe(200);
  expect(body.data).toMatchObject({
    courier: 'steadfast',
    parcels: 2,
    returned: 1,
    // A partial delivery was to collect the cash recorded for what was kept, not its whole total.
    expected: full.total + 350,
    reported,
    delivery_fees: fees,
    return_fees: 40,
    owed: reported - fees - 40,
    paid_out: 500,
    difference: reported - fees - 40 - 500,
    payouts: [{ paid_on: today, reference: 'BANK-0001', amount: 500, by: 'Staff owner' }],
  });
  // The parcels that explain a difference come first.
  expect(body.data.lines.slice(0, 2)).toEqual([
    expect.objectContaining({
      order_no: partial.orderNo,
      status: 'Partial Delivered',
      expected: 350,
      note: 'Collected 50 less',
    }),
    expect.objectContaining({ order_no: refused.orderNo, status: 'Returned', expected: 0, note: 'Returned: nothing collected' }),
  ]);
  expect(body.data.lines.map((l: { order_no: string }) => l.order_no)).not.toContain(underway.orderNo);

  const csv = await report(owner, `courier=steadfast&from=${today}&to=${today}&format=csv`);
  expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  expect([...csv.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(csv.text.startsWith('Order number,Consignment,Status')).toBe(true);
  expect(csv.text).toContain(`${partial.orderNo},`);
  expect(csv.text).toContain(`Difference,${reported - fees - 40 - 500}\r\n`);

  // The dashboard's Collected counts the cash recorded as collected: 350 of the partial order, not its total.
  const dash = await call(dashboard, '/api/admin/dashboard', { headers: { cookie: staff } });
  expect(dash.body.revenue.delivered).toBe(full.total + 350);
});

it("reads Steadfast's own payouts once each, and is the owner's alone", async () => {
  await control(fakes.steadfast, 'payout', { amount: 1200 });
  const first = await postJson(fetchPayouts, '/api/admin/couriers/payouts/fetch', { courier: 'steadfast' }, owner);
  expect(first.body.msg).toBe('1 new payout');
  const second = await postJson(fetchPayouts, '/api/admin/couriers/payouts/fetch', { courier: 'steadfast' }, owner);
  expect(second.body.msg).toBe('No new payouts');
  expect((await postJson(fetchPayouts, '/api/admin/couriers/payouts/fetch', { courier: 'pathao' }, owner)).status).toBe(422);
  expect((await report(staff)).status).toBe(403);
  expect((await report(owner, 'courier=steadfast&from=2026-13-01&to=2026-12-01')).status).toBe(400);
  expect((await report(owner, `courier=steadfast&from=${today}&to=2020-01-01`)).status).toBe(400);
});
