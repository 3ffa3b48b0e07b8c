/**
 * The reports at scale (part of the order desk's bench, on its 100,000 orders): the report of the last 30 Dhaka
 * days, as its page asks for it, timed (target p95 < 200 ms).
 */
import { and, inArray, isNull, sql } from 'drizzle-orm';
import { DELIVERED_STATUSES } from '../lib/order-status';
import type { Db } from '../lib/server/db';
import { orders } from '../lib/server/db/schema';
import { salesReport } from '../lib/server/orders/reports';
import type { StaffMember } from '../lib/types/staff';
import { timeCalls } from './bench-stats';

const TARGET_MS = 200;

const OWNER: StaffMember = { id: 0, name: 'Bench', email: 'bench@example.com', role: 'owner', permissions: [] };

export async function reportsBench(db: Db) {
  // The generated deliveries are dated as the status path dates them: a delivery, two days after the order.
  const dated = await db
    .update(orders)
    .set({ deliveredAt: sql`${orders.createdAt} + interval '2 days'`, collected: sql`${orders.total}` })
    .where(and(inArray(orders.status, DELIVERED_STATUSES), isNull(orders.deliveredAt)))
    .returning({ id: orders.id });
  if (dated.length) await db.execute(sql`vacuum analyze ${orders}`);
  await timeCalls('reports, last 30 days', async () => (await salesReport(db, OWNER, { period: '30d' })).placed, TARGET_MS);
}
