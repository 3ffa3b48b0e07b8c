/**
 * Bulk actions on the order desk at scale (called from bench-order-desk.ts, on its 100,000 orders): the newest 100
 * Pending orders moved to Processing in one bulk move, then on to On the Way, which writes each customer's e-mail
 * and SMS (target < 2 s each). Each run moves orders the last one left Pending.
 */
import { randomBytes } from 'node:crypto';
import { desc, isNull } from 'drizzle-orm';
import { ORDER_STATUS, statusLabel } from '../lib/order-status';
import type { Db } from '../lib/server/db';
import { orders } from '../lib/server/db/schema';
import { bulkMove } from '../lib/server/orders/bulk';
import { addStaff } from '../lib/server/staff/desk';
import type { BulkStatusMove } from '../lib/validation/bulk';

const MOVED = 100;
const TARGET_MS = 2_000;

async function timedMove(
  db: Db,
  actor: Awaited<ReturnType<typeof addStaff>>['member'],
  numbers: string[],
  to: BulkStatusMove['to'],
) {
  const t0 = performance.now();
  const outcomes = await bulkMove(db, actor, { orders: numbers, to });
  const ms = performance.now() - t0;
  const moved = outcomes.filter((outcome) => outcome.result === 'moved').length;
  console.log(
    `${`bulk move of ${numbers.length} to ${statusLabel(to)}`.padEnd(34)} ${ms.toFixed(0).padStart(6)} ms   ${ms < TARGET_MS ? `under ${TARGET_MS} ms` : `OVER ${TARGET_MS} ms`}   (${moved} moved)`,
  );
}

export async function bulkBench(db: Db) {
  const { member } = await addStaff(db, null, {
    email: `bench-${randomBytes(4).toString('hex')}@example.com`,
    name: 'Bench owner',
    role: 'owner',
  });
  const pending = await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(isNull(orders.status))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(MOVED);
  const numbers = pending.map((order) => order.no);
  await timedMove(db, member, numbers, ORDER_STATUS.processing);
  await timedMove(db, member, numbers, ORDER_STATUS.onTheWay);
}
