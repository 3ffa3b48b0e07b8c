import 'server-only';
import { and, eq, getTableName, gte, inArray, isNull, lt, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { dhakaDay } from '../../dhaka-day';
import { CANCELED_STATUSES, DELIVERED_STATUSES, ORDER_STATUS, type StatusCode } from '../../order-status';
import { ORDER_SOURCES, sourceLabel } from '../../order-source';
import { daysOf, percentOf, periodDays } from '../../reports';
import type { ReportReason, ReportSeller, SalesReport } from '../../types/reports';
import type { StaffMember } from '../../types/staff';
import type { ReportQuery } from '../../validation/reports';
import type { Db } from '../db';
import { history, orderItems, orders } from '../db/schema';
import { liveOrder } from '../live-orders';
import { assertCan } from '../roles';

/** How many products, sizes and colours the report names. */
const TOP = 10;

/** A moment's Dhaka day in SQL, `YYYY-MM-DD` (UTC+6 all year, so no time zone database is needed). */
const dhakaDayOf = (column: AnyColumn) => sql<string>`to_char((${column} at time zone 'UTC') + interval '6 hours', 'YYYY-MM-DD')`;

/** An order's column named with its table: a subquery's own table would take the bare name (Drizzle leaves it bare). */
const outer = (column: AnyColumn) => sql`${sql.identifier(getTableName(column.table))}.${sql.identifier(column.name)}`;

const int = (expression: SQL) => sql<number>`coalesce(${expression}, 0)::int`;
const countWhere = (condition: SQL | undefined) => int(sql`count(*) filter (where ${condition})`);
const list = (codes: readonly number[]) =>
  sql.join(
    codes.map((code) => sql`${code}`),
    sql`, `,
  );

const FINAL_NOT_SOLD: StatusCode[] = [...CANCELED_STATUSES, ORDER_STATUS.returned];

/**
 * The shop's figures over a period of Dhaka days, for an account with the revenue figures:
 * - orders placed by the day they were placed; cash by the day the order was delivered (`delivered_at`), as the
 *   cash recorded as collected (of a Partial Delivered order, what was kept);
 * - the average order: the total of the period's orders still standing over their number; orders by source;
 * - the best sellers by pieces: products, sizes and colours of the lines of orders neither cancelled nor Returned
 *   (of a partial delivery, the pieces kept);
 * - of the orders placed: the refusal rate (Returned over those that reached the door) and the cancellation rate,
 *   with the reason each was given in its status change;
 * - the customers who ordered: for the first time, or again (an order of theirs still standing came before).
 */
export async function salesReport(db: Db, actor: StaffMember, query: ReportQuery, now = new Date()): Promise<SalesReport> {
  assertCan(actor, 'revenue');
  const { from, to } = periodDays(query, now);
  const start = dhakaDay(from);
  const end = dhakaDay(to, 1);
  const placed = and(gte(orders.createdAt, start), lt(orders.createdAt, end));
  const canceled = inArray(orders.status, CANCELED_STATUSES);
  const sold = and(placed, or(isNull(orders.status), notInArray(orders.status, FINAL_NOT_SOLD)));

  const placedDay = dhakaDayOf(orders.createdAt);
  const deliveredDay = dhakaDayOf(orders.deliveredAt);
  const [placedDays, cashDays, sources, sellers, reasons, customers] = await Promise.all([
    db
      .select({
        day: placedDay,
        orders: int(sql`count(*)`),
        standing: countWhere(liveOrder),
        total: int(sql`sum(${orders.total}) filter (where ${liveOrder})`),
        delivered: countWhere(inArray(orders.status, DELIVERED_STATUSES)),
        returned: countWhere(eq(orders.status, ORDER_STATUS.returned)),
        canceled: countWhere(canceled),
      })
      .from(orders)
      .where(placed)
      .groupBy(placedDay),
    db
      .select({ day: deliveredDay, deliveries: int(sql`count(*)`), cash: int(sql`sum(${orders.collected})`) })
      .from(orders)
      .where(and(inArray(orders.status, DELIVERED_STATUSES), gte(orders.deliveredAt, start), lt(orders.deliveredAt, end)))
      .groupBy(deliveredDay),
    db
      .select({
        source: orders.source,
        orders: int(sql`count(*)`),
        total: int(sql`sum(${orders.total}) filter (where ${liveOrder})`),
      })
      .from(orders)
      .where(placed)
      .groupBy(orders.source),
    topSellers(db, sold),
    closingReasons(db, and(placed, inArray(orders.status, FINAL_NOT_SOLD))),
    customersOf(db, and(placed, liveOrder), start),
  ]);

  const sum = (pick: (day: (typeof placedDays)[number]) => number) => placedDays.reduce((n, day) => n + pick(day), 0);
  const [count, standing, total, delivered, returned, cancelledCount] = [
    sum((d) => d.orders),
    sum((d) => d.standing),
    sum((d) => d.total),
    sum((d) => d.delivered),
    sum((d) => d.returned),
    sum((d) => d.canceled),
  ];
  const days = daysOf(from, to).map((day) => {
    const placedThen = placedDays.find((row) => row.day === day);
    const cashThen = cashDays.find((row) => row.day === day);
    return { day, orders: placedThen?.orders ?? 0, deliveries: cashThen?.deliveries ?? 0, cash: cashThen?.cash ?? 0 };
  });
  const order = (source: string) => ORDER_SOURCES.findIndex((s) => s.value === source);
  return {
    period: query.period,
    from,
    to,
    days,
    placed: count,
    standing,
    average_order: standing ? Math.round(total / standing) : 0,
    collected: days.reduce((n, day) => n + day.cash, 0),
    sources: sources
      .map((row) => ({ ...row, label: sourceLabel(row.source) }))
      .sort((a, b) => b.orders - a.orders || order(a.source) - order(b.source)),
    ...sellers,
    delivered,
    returned,
    canceled: cancelledCount,
    refusal_rate: percentOf(returned, delivered + returned),
    cancellation_rate: percentOf(cancelledCount, count),
    reasons,
    new_customers: customers.fresh,
    returning_customers: customers.again,
  };
}

/** What the best sellers are counted by: a line's product title, size and colour. */
const SELLER_KEYS = {
  products: sql<string | null>`${orderItems.titleEn}`,
  sizes: sql<string | null>`${orderItems.attributePick}->'size'->>'title'`,
  colours: sql<string | null>`${orderItems.attributePick}->'color'->>'title'`,
};

/**
 * The best sellers among the lines of `sold` orders, most pieces first: by product, size and colour, in one pass
 * over the lines (grouping sets). `grouping()` says which of the three a row sums up.
 */
async function topSellers(db: Db, sold: SQL | undefined): Promise<Record<keyof typeof SELLER_KEYS, ReportSeller[]>> {
  const { products, sizes, colours } = SELLER_KEYS;
  const pieces = sql`coalesce(${orderItems.kept}, ${orderItems.quantity})`;
  const rows = await db
    .select({
      set: sql<number>`grouping(${products}, ${sizes}, ${colours})`,
      name: sql<string | null>`coalesce(${products}, ${sizes}, ${colours})`,
      pieces: int(sql`sum(${pieces})`),
      revenue: int(sql`sum(${pieces} * ${orderItems.price})`),
    })
    .from(orderItems)
    // The orders' ids as one array: the lines are then read by their index, where a join would read all of them.
    .where(sql`${orderItems.orderId} = any(array(${db.select({ id: orders.id }).from(orders).where(sold)}))`)
    .groupBy(sql`grouping sets ((${products}), (${sizes}), (${colours}))`);
  // grouping() sets a bit for each key a row is not grouped by: 0b011 by product, 0b101 by size, 0b110 by colour.
  const top = (set: number) =>
    rows
      .filter((row) => Number(row.set) === set && row.name !== null)
      .map(({ name, pieces: count, revenue }) => ({ name: name!, pieces: count, revenue }))
      .sort((a, b) => b.pieces - a.pieces || b.revenue - a.revenue || a.name.localeCompare(b.name))
      .slice(0, TOP);
  return { products: top(0b011), sizes: top(0b101), colours: top(0b110) };
}

/**
 * How many Returned and cancelled orders gave each reason: the reason kept with the status change that closed them
 * (lib/order-status STATUS_REASONS, or staff's own words); none when a courier or the shopper closed it.
 */
async function closingReasons(db: Db, closed: SQL | undefined): Promise<ReportReason[]> {
  const reason = sql<string | null>`(select h.after->>'reason' from ${history} h
    where h.subject = 'order' and h.subject_id = ${outer(orders.id)} and h.action = 'status'
    order by h.created_at desc, h.id desc limit 1)`;
  const rows = await db
    .select({ returned: sql<boolean>`${orders.status} = ${ORDER_STATUS.returned}`, reason, orders: int(sql`count(*)`) })
    .from(orders)
    .where(closed)
    .groupBy(sql`1`, sql`2`);
  return rows
    .map((row) => ({
      outcome: row.returned ? ('Returned' as const) : ('Canceled' as const),
      reason: row.reason ?? 'No reason given',
      orders: row.orders,
    }))
    .sort((a, b) => a.outcome.localeCompare(b.outcome) || b.orders - a.orders || a.reason.localeCompare(b.reason));
}

/** Of the customers with a standing order among `ordered`: those ordering for the first time, and those again. */
async function customersOf(db: Db, ordered: SQL | undefined, start: Date): Promise<{ fresh: number; again: number }> {
  const buyers = db.selectDistinct({ userId: orders.userId }).from(orders).where(ordered).as('buyers');
  const earlier = sql`exists (select 1 from ${orders} p where p.user_id = ${sql.identifier('buyers')}.${sql.identifier('user_id')}
    and p.created_at < ${start} and (p.status is null or p.status not in (${list(CANCELED_STATUSES)})))`;
  const [row] = await db.select({ all: int(sql`count(*)`), again: countWhere(earlier) }).from(buyers);
  return { fresh: row.all - row.again, again: row.again };
}
