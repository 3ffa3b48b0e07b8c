/**
 * The exports the accounts use, on three fixed orders: several lines, a promo code, a staff discount and delivery
 * charges, placed around midnight in Dhaka. Each shape's money columns sum to the orders' figures; times are Dhaka's;
 * phones stay text with their 0; a Bangla name comes back whole; a formula stays text; the customers are the owner's.
 */
import { randomBytes } from 'node:crypto';
import { GET as customersCsv } from '@/app/api/admin/customers/export/route';
import { GET as exportCsv } from '@/app/api/admin/orders/export/route';
import { ORDER_STATUS } from '@/lib/order-status';
import { getDb } from '@/lib/server/db';
import { orderAddresses, orderItems, orders, users } from '@/lib/server/db/schema';
import { EXPORT_ORDERS_MAX } from '@/lib/validation/admin';
import { call } from '../call';
import { csvRecords } from '../csv';
import { withTestDatabase } from '../database';
import { signedInStaff } from '../staff';

withTestDatabase();

const BANGLA = 'নাদিয়া রহমান';
const FORMULA = '=HYPERLINK("http://example.com")';
const tag = randomBytes(3).toString('hex').toUpperCase();
const no = (n: number) => `EX${tag}${n}`;

type Line = { title: string; size?: string; color?: string; price: number; count: number };
type Fixture = {
  n: number;
  at: string;
  customer: 'nadia' | 'prank';
  contact: string;
  receiver?: string;
  lines: Line[];
  charge: number;
  promo?: [string, number];
  staffDiscount?: number;
  status?: number;
  source?: string;
};

/** 28 November in Dhaka runs from 27 November 18:00 UTC: A just after its midnight, B in its afternoon, C just before. */
const FIXTURES: Fixture[] = [
  {
    n: 1,
    at: '2026-11-27T18:05:00Z',
    customer: 'nadia',
    contact: '01712345678',
    receiver: '01898765432',
    lines: [
      { title: 'Lace bra', size: '34B', color: 'Black', price: 1200, count: 2 },
      { title: 'Cotton panty', size: 'M', color: 'Red', price: 350, count: 3 },
      { title: 'Silk slip', price: 900, count: 1 },
    ],
    charge: 60,
    promo: ['EID10', 435],
  },
  {
    n: 2,
    at: '2026-11-28T09:58:00Z',
    customer: 'prank',
    contact: '01912345678',
    lines: [
      { title: 'Sports bra', size: '36C', price: 1500, count: 1 },
      { title: 'Socks', price: 250, count: 2 },
    ],
    charge: 120,
    staffDiscount: 100,
    status: ORDER_STATUS.delivered,
  },
  {
    n: 3,
    at: '2026-11-27T17:59:00Z',
    customer: 'nadia',
    contact: '01612345678',
    lines: [{ title: 'Night gown', price: 800, count: 1 }],
    charge: 60,
    promo: ['SAVE50', 50],
    staffDiscount: 30,
    source: 'whatsapp',
  },
];

const figures = (f: Fixture) => {
  const subtotal = f.lines.reduce((sum, line) => sum + line.price * line.count, 0);
  const discount = (f.promo?.[1] ?? 0) + (f.staffDiscount ?? 0);
  return { subtotal, discount, total: subtotal + f.charge - discount };
};
const TOTALS = FIXTURES.map((f) => figures(f).total);

let customerIds: Record<Fixture['customer'], number>;

beforeAll(async () => {
  const db = await getDb();
  const [nadia, prank] = await db
    .insert(users)
    .values([
      { name: BANGLA, email: `nadia-${tag}@example.com`, phone: '+8801712345678' },
      { name: FORMULA, email: `@prank-${tag}@example.com`, contact: '01912345678' },
    ])
    .returning({ id: users.id });
  customerIds = { nadia: nadia.id, prank: prank.id };
  for (const f of FIXTURES) {
    const { subtotal, discount, total } = figures(f);
    const [order] = await db
      .insert(orders)
      .values({
        orderNo: no(f.n),
        userId: customerIds[f.customer],
        status: f.status ?? null,
        subtotal,
        charge: f.charge,
        discount,
        staffDiscount: f.staffDiscount ?? 0,
        promoCode: f.promo?.[0] ?? null,
        total,
        collected: f.status === ORDER_STATUS.delivered ? total : null,
        method: 'COD',
        deliveryDate: '',
        source: f.source ?? 'website',
        createdAt: new Date(f.at),
      })
      .returning({ id: orders.id });
    await db.insert(orderAddresses).values({
      orderId: order.id,
      name: f.customer === 'nadia' ? BANGLA : FORMULA,
      contact: f.contact,
      receiverPhone: f.receiver ?? null,
      email: f.customer === 'nadia' ? `nadia-${tag}@example.com` : null,
      country: 'Bangladesh',
      address: f.customer === 'nadia' ? 'House 12, Road 5, Dhanmondi' : '+880 Road',
      city: 'Dhaka',
      district: f.customer === 'nadia' ? 'Dhaka' : 'Sylhet',
    });
    await db.insert(orderItems).values(
      f.lines.map((line, i) => ({
        orderId: order.id,
        slug: `line-${i}`,
        titleEn: line.title,
        image: '',
        price: line.price,
        quantity: line.count,
        attributePick: {
          size: line.size ? { id: 1, title: line.size } : null,
          color: line.color ? { id: 2, title: line.color } : null,
        },
      })),
    );
  }
});

const get = (route: Parameters<typeof call>[0], path: string, cookie: string) => call(route, path, { headers: { cookie } });
const ALL = `orders=${FIXTURES.map((f) => no(f.n)).join(',')}`;
const sum = (rows: Record<string, string>[], column: string) => rows.reduce((total, row) => total + Number(row[column] || 0), 0);

describe('the orders export', () => {
  it('one row per order: the items in one cell, the money once, so each money column sums to the orders', async () => {
    const { cookie } = await signedInStaff();
    const res = await get(exportCsv, `/api/admin/orders/export?${ALL}&shape=orders`, cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRecords(res.text);
    expect(rows.map((row) => row['Order number'])).toEqual([no(2), no(1), no(3)]);
    expect(sum(rows, 'Total')).toBe(TOTALS.reduce((a, b) => a + b, 0));
    expect(sum(rows, 'Subtotal')).toBe(4350 + 2000 + 800);
    expect(sum(rows, 'Delivery charge')).toBe(240);
    expect(sum(rows, 'Promo discount')).toBe(485);
    expect(sum(rows, 'Staff discount')).toBe(130);
    expect(sum(rows, 'Collected')).toBe(2020);
    for (const row of rows) {
      const money = ['Subtotal', 'Delivery charge', 'Promo discount', 'Staff discount'].map((c) => Number(row[c]));
      expect(money[0] + money[1] - money[2] - money[3]).toBe(Number(row.Total));
    }
    expect(rows[1]).toMatchObject({
      Items: 'Lace bra (34B, Black) × 2; Cotton panty (M, Red) × 3; Silk slip × 1',
      Pieces: '6',
      'Promo code': 'EID10',
      Status: 'Pending',
      Source: 'Website',
    });
    expect(rows[2]).toMatchObject({ Source: 'WhatsApp', 'Promo code': 'SAVE50', Total: '780' });
  });

  it('one row per item line: the order’s money on its first row only, so a column sum is right', async () => {
    const { cookie } = await signedInStaff();
    const res = await get(exportCsv, `/api/admin/orders/export?${ALL}&shape=lines`, cookie);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="order-lines-\d{4}-\d{2}-\d{2}\.csv"$/);
    const rows = csvRecords(res.text);
    expect(rows).toHaveLength(6);
    expect(rows.map((row) => row['Order number'])).toEqual([no(2), no(2), no(1), no(1), no(1), no(3)]);
    // Summed as the accountant sums it: the real total, where one total per line overstated it.
    expect(sum(rows, 'Total')).toBe(TOTALS.reduce((a, b) => a + b, 0));
    expect(sum(rows, 'Line total')).toBe(sum(rows, 'Subtotal'));
    expect(sum(rows, 'Delivery charge')).toBe(240);
    expect(sum(rows, 'Quantity')).toBe(10);
    expect(rows[2]).toMatchObject({ Product: 'Lace bra', Size: '34B', Colour: 'Black', Quantity: '2', 'Unit price': '1200' });
    expect(rows[2]).toMatchObject({ 'Line total': '2400', Subtotal: '4350', Total: '3975', 'Promo code': 'EID10' });
    expect(rows[3]).toMatchObject({ Product: 'Cotton panty', Subtotal: '', Total: '', 'Promo code': '', Collected: '' });
    // Who and when stay on every row, to sort and filter by.
    expect(rows[4]).toMatchObject({ Customer: BANGLA, Date: '2026-11-28 00:05', Status: 'Pending' });
  });

  it('writes times on Dhaka’s clock and keeps midnight in Dhaka as the day’s start', async () => {
    const { cookie } = await signedInStaff();
    const rows = csvRecords((await get(exportCsv, `/api/admin/orders/export?${ALL}`, cookie)).text);
    expect(rows.map((row) => row.Date)).toEqual(['2026-11-28 15:58', '2026-11-28 00:05', '2026-11-27 23:59']);
    const day = csvRecords((await get(exportCsv, `/api/admin/orders/export?${ALL}&from=2026-11-28&to=2026-11-28`, cookie)).text);
    expect(day.map((row) => row['Order number'])).toEqual([no(2), no(1)]);
  });

  it('keeps phones as text with their 0, a Bangla name whole and a formula as text', async () => {
    const { cookie } = await signedInStaff();
    const res = await get(exportCsv, `/api/admin/orders/export?${ALL}`, cookie);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    // The bytes are UTF-8: the name decodes to itself.
    expect(Buffer.from(res.bytes).toString('utf8')).toContain(`,${BANGLA},`);
    expect(res.text).toContain(`,"=""01712345678""","=""01898765432""",`);
    const rows = csvRecords(res.text);
    expect(rows[1]).toMatchObject({ Customer: BANGLA, Phone: '="01712345678"', 'Receiver phone': '="01898765432"' });
    expect(rows[0]).toMatchObject({ Customer: `'${FORMULA}`, Address: "'+880 Road", 'Receiver phone': '' });
  });

  it('exports only the orders named in `orders`, beside the filters, and refuses a bad list', async () => {
    const { cookie } = await signedInStaff();
    const picked = csvRecords(
      (await get(exportCsv, `/api/admin/orders/export?orders=${no(3)},${no(1).toLowerCase()}, ${no(3)}`, cookie)).text,
    );
    expect(picked.map((row) => row['Order number'])).toEqual([no(1), no(3)]);
    const filtered = csvRecords((await get(exportCsv, `/api/admin/orders/export?${ALL}&source=whatsapp`, cookie)).text);
    expect(filtered.map((row) => row['Order number'])).toEqual([no(3)]);
    const tooMany = Array.from({ length: EXPORT_ORDERS_MAX + 1 }, (_, i) => `LI${i}`).join(',');
    for (const query of [
      'orders=',
      'orders=LI1,,LI2',
      'orders=LI%27',
      `orders=${tooMany}`,
      'shape=items',
      `orders=${'A'.repeat(41)}`,
    ]) {
      const res = await get(exportCsv, `/api/admin/orders/export?${query}`, cookie);
      expect([query.slice(0, 30), res.status]).toEqual([query.slice(0, 30), 400]);
      expect(res.body.status).toBe('error');
    }
  });

  it('needs the Exports area', async () => {
    const packer = await signedInStaff('staff', 'Packer', ['orders']);
    const res = await get(exportCsv, `/api/admin/orders/export?${ALL}`, packer.cookie);
    expect(res.status).toBe(403);
    expect(res.body.msg).toMatch(/Exports/);
  });
});

describe('the customers export', () => {
  it('is the owner’s only', async () => {
    const worker = await signedInStaff();
    const res = await get(customersCsv, '/api/admin/customers/export', worker.cookie);
    expect([res.status, res.body.msg]).toEqual([403, 'Only the owner can do this']);
    expect((await get(customersCsv, '/api/admin/customers/export', '')).status).toBe(401);
  });

  it('lists each customer with her phones as text, orders, cash paid and first and last order in Dhaka time', async () => {
    const owner = await signedInStaff('owner');
    const res = await get(customersCsv, '/api/admin/customers/export', owner.cookie);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = csvRecords(res.text);
    const nadia = rows.find((row) => row['Customer number'] === String(customerIds.nadia));
    const prank = rows.find((row) => row['Customer number'] === String(customerIds.prank));
    expect(nadia).toMatchObject({
      Name: BANGLA,
      Phone: '="01712345678"',
      'Other phones': '="01612345678"',
      Email: `nadia-${tag}@example.com`,
      District: 'Dhaka',
      Address: 'House 12, Road 5, Dhanmondi',
      Orders: '2',
      'Total spent': '0',
      'First order': '2026-11-27 23:59',
      'Last order': '2026-11-28 00:05',
    });
    expect(prank).toMatchObject({
      Name: `'${FORMULA}`,
      Phone: '="01912345678"',
      'Other phones': '',
      Email: `'@prank-${tag}@example.com`,
      Orders: '1',
      'Total spent': '2020',
      'First order': '2026-11-28 15:58',
    });
    expect(rows.every((row) => /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/.test(row['Customer since']))).toBe(true);
  });
});
