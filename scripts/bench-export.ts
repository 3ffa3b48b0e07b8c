/**
 * One CSV export, run by the bench in a process of its own with a small heap: it drains the orders export of the
 * newest N orders in a shape (`orders` or `lines`), or the customers export, and prints what it wrote and its peak
 * resident memory, as JSON.
 * Usage: node --max-old-space-size=48 --conditions=react-server --import tsx scripts/bench-export.ts URL N SHAPE
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../lib/server/db/client';
import { orders } from '../lib/server/db/schema';
import { exportCustomers } from '../lib/server/customers/export';
import { exportOrders } from '../lib/server/orders/export';
import type { StaffMember } from '../lib/types/staff';

const [url, count, shape] = process.argv.slice(2);
const owner: StaffMember = { id: 0, name: 'Bench', email: 'bench@example.com', role: 'owner', permissions: [] };
const { db, close } = await openDatabase(url);
try {
  // The day of the N-th newest order: the export runs from there, as staff would filter it.
  const [{ since }] = await db
    .select({ since: orders.createdAt })
    .from(orders)
    .orderBy(sql`${orders.createdAt} desc, ${orders.id} desc`)
    .offset(Number(count) - 1)
    .limit(1);
  const from = since.toLocaleDateString('en-CA', { timeZone: 'Asia/Dhaka' });
  const t0 = performance.now();
  let bytes = 0;
  let lines = -1;
  const rows =
    shape === 'customers'
      ? exportCustomers(db, owner)
      : exportOrders(db, owner, { from, shape: shape === 'lines' ? 'lines' : 'orders' });
  for await (const chunk of rows) {
    bytes += Buffer.byteLength(chunk);
    lines += chunk.split('\r\n').length - 1;
  }
  const { maxRSS } = process.resourceUsage();
  console.log(JSON.stringify({ from, lines, bytes, seconds: (performance.now() - t0) / 1000, peakRssKb: maxRSS }));
} finally {
  await close();
}
