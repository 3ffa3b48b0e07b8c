/**
 * The order desk at scale (part of `npm run bench`): 100,000 orders of 2,000 customers in a database of its own;
 * the desk's first page and a search by phone timed (target p95 < 50 ms), the plans behind them, and the CSV
 * export of 50,000 orders drained while the process's memory is sampled (it must not grow with the orders).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../lib/server/db';
import type { Database } from '../lib/server/db/client';
import { orderAddresses, orderItems, orders, users } from '../lib/server/db/schema';
import { listDeskOrders } from '../lib/server/orders/desk';
import type { OrderDeskQuery } from '../lib/validation/admin';
import { timeCalls } from './bench-stats';
import { bulkBench } from './bench-bulk';
import { exportsBench } from './bench-exports';
import { reportsBench } from './bench-reports';
import { stockMovesBench } from './bench-stock-moves';

const ORDERS = 100_000;
const CUSTOMERS = 2_000;
const TARGET_MS = 50;
const EXPORTED = 50_000;
const DISTRICTS = ['Dhaka', 'Chattogram', 'Sylhet', 'Khulna', 'Rajshahi', 'Barishal', 'Rangpur', 'Gazipur'];
const STATUSES = [null, null, 7, 6, 1, 1, 1, 4, 5, 2, 3];
const phoneOf = (customer: number) => `017${String(10_000_000 + customer * 7919).slice(-8)}`;

/** Adds generated orders (1-3 lines each, spread over the last 400 days) until there are `ORDERS`. */
async function growOrders(db: Db) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(orders);
  if (n >= ORDERS) return;
  const people = await db
    .insert(users)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        name: `Customer ${i}`,
        email: `bench-customer-${i}@example.com`,
        contact: phoneOf(i),
        passwordHash: 'not-a-real-hash',
      })),
    )
    .onConflictDoNothing()
    .returning({ id: users.id });
  const now = Date.now();
  for (let start = n; start < ORDERS; start += 1_000) {
    const batch = Array.from({ length: Math.min(1_000, ORDERS - start) }, (_, k) => start + k);
    const placed = await db
      .insert(orders)
      .values(
        batch.map((i) => {
          const subtotal = 500 + ((i * 37) % 6000);
          return {
            orderNo: `LB${String(i).padStart(8, '0')}`,
            userId: people[i % people.length].id,
            status: STATUSES[i % STATUSES.length],
            subtotal,
            charge: i % 3 ? 60 : 100,
            total: subtotal + (i % 3 ? 60 : 100),
            method: 'COD',
            deliveryDate: 'Thu 26 Nov – Fri 27 Nov',
            createdAt: new Date(now - ((i * 347) % (400 * 86_400)) * 1000),
          };
        }),
      )
      .returning({ id: orders.id, no: orders.orderNo });
    const index = (no: string) => Number(no.slice(2));
    await db.insert(orderAddresses).values(
      placed.map(({ id, no }) => ({
        orderId: id,
        name: `Customer ${index(no) % CUSTOMERS}`,
        contact: phoneOf(index(no) % CUSTOMERS),
        email: `bench-customer-${index(no) % CUSTOMERS}@example.com`,
        country: 'Bangladesh',
        address: `House ${index(no) % 90}, Road ${index(no) % 17}`,
        city: DISTRICTS[index(no) % DISTRICTS.length],
        district: DISTRICTS[index(no) % DISTRICTS.length],
      })),
    );
    await db.insert(orderItems).values(
      placed.flatMap(({ id, no }) =>
        Array.from({ length: 1 + (index(no) % 3) }, (_, line) => ({
          orderId: id,
          slug: `product-${line}`,
          titleEn: `Lace Bralette ${line}`,
          image: 'logo.svg',
          price: 990 + line * 200,
          quantity: 1 + (line % 2),
        })),
      ),
    );
  }
  // As autovacuum would soon: statistics for the planner, and the visibility map that lets counts read indexes only.
  await db.execute(sql`vacuum analyze`);
}

const timed = (db: Db, title: string, query: OrderDeskQuery) =>
  timeCalls(title, async () => (await listDeskOrders(db, query)).page.total, TARGET_MS);

/** The rows of a raw query, whichever driver runs it. */
async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as { rows: T[] };
  return result.rows;
}

async function explain(db: Db, title: string, query: SQL) {
  const rows = await rowsOf<{ 'QUERY PLAN': string }>(db, sql`explain analyze ${query}`);
  console.log(`\n${title}\n${rows.map((row) => `  ${row['QUERY PLAN']}`).join('\n')}`);
}

export async function orderDeskBench({ db }: Database, url: string, label: string) {
  const started = Date.now();
  await growOrders(db);
  console.log(
    `\nOrder desk: ${ORDERS.toLocaleString('en')} orders on ${label} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s), 200 calls each`,
  );
  const phone = phoneOf(1234);
  await timed(db, 'first page (25, counts per status)', { page: 1 });
  await timed(db, 'Pending, page 3', { status: null, page: 3 });
  await timed(db, `search by phone ${phone}`, { q: phone, page: 1 });
  await timed(db, 'search by phone, +880 and dashes', { q: `+880${phone.slice(1, 5)}-${phone.slice(5)}`, page: 1 });
  await timed(db, 'search by name', { q: 'customer 1234', page: 1 });
  await bulkBench(db);
  await reportsBench(db);
  await stockMovesBench(db);
  exportsBench(url, EXPORTED);
  if (process.env.BENCH_PLANS) {
    await explain(
      db,
      'Plan: the first page',
      sql`select o.id from ${orders} o left join ${orderAddresses} a on a.order_id = o.id order by o.created_at desc, o.id desc limit 25`,
    );
    await explain(
      db,
      'Plan: a search by phone',
      sql`select o.id from ${orders} o left join ${orderAddresses} a on a.order_id = o.id where a.contact like ${`%${phone}%`} or a.receiver_phone like ${`%${phone}%`} order by o.created_at desc, o.id desc limit 25`,
    );
    await explain(
      db,
      'Plan: the counts per status (two of them)',
      sql`select (select count(*) from ${orders} where status is null), (select count(*) from ${orders} where status = 7)`,
    );
    await explain(
      db,
      'Plan: a search by name',
      sql`select o.id from ${orders} o left join ${orderAddresses} a on a.order_id = o.id where lower(a.name) like '%customer 1234%' or lower(a.email) like '%customer 1234%' order by o.created_at desc, o.id desc limit 25`,
    );
  }
}
