import 'server-only';
import { and, count, desc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  CANCELED_STATUSES,
  DELIVERED_STATUSES,
  isCancellation,
  needsReason,
  OPEN_STATUSES,
  ORDER_STATUS,
  REOPEN_WITHIN_MS,
  STATUS_ORDER,
  reasonWords,
  statusByLabel,
  statusLabel,
  type OrderStatus,
} from '../../order-status';
import type { Page } from '../../types/catalog';
import type { DeskDashboard, DeskOrder, DeskOrderRow, StatusCounts } from '../../types/order-desk';
import type { StaffMember } from '../../types/staff';
import type { OrderDeskQuery, StatusChange } from '../../validation/admin';
import type { Db } from '../db';
import { history, orderAddresses, orderItems, orders, products, shipments, stock, users } from '../db/schema';
import { parcelWeightKg } from '../../cart/shipping';
import { DomainError } from '../errors';
import { listHistory, record } from '../history';
import { containing } from '../db/like-pattern';
import { phoneSearchDigits } from '../../phone';
import type { OrderSource } from '../../order-source';
import { pageOf } from '../db/pagination';
import { dhakaDate, dhakaDay } from '../../dhaka-day';
import { periodDays } from '../../reports';
import { afterMove, moveOrder, reopenMove } from './move';
import { recordKept } from './returns';
import { assertCan, assertOwner } from '../roles';
import { can } from '../../desk/permissions';
import { productsChanged } from '../changes';
import { itemPieces, orderSlugs, takeStock } from '../catalog';
import { blockedPhone, phoneBlocked } from '../customers';

/** Orders per page of the desk. */
const DESK_PAGE_SIZE = 25;

const statusIs = (status: OrderStatus) => (status === null ? isNull(orders.status) : eq(orders.status, status));

/**
 * What a search means: an order number (LI…), a phone number (its last ten digits, however it was written:
 * 01712-345678, +8801712345678, in Bangla digits; lib/phone.ts), or a piece of a name or e-mail address.
 */
function searchCondition(q: string): SQL | undefined {
  const digits = phoneSearchDigits(q);
  if (/^LI\d+$/i.test(q)) return eq(orders.orderNo, q.toUpperCase());
  if (digits) {
    const phone = containing(digits);
    return or(sql`${orderAddresses.contact} like ${phone}`, sql`${orderAddresses.receiverPhone} like ${phone}`);
  }
  const text = containing(q.toLowerCase());
  return or(sql`lower(${orderAddresses.name}) like ${text}`, sql`lower(${orderAddresses.email}) like ${text}`);
}

/**
 * The desk's filters as one condition: status, days from and to (Dhaka time, both included), search, unproved phone,
 * source.
 */
export function deskCondition(query: Omit<OrderDeskQuery, 'page'>): SQL | undefined {
  return and(
    query.status === undefined ? undefined : statusIs(query.status),
    query.from ? gte(orders.createdAt, dhakaDay(query.from)) : undefined,
    query.to ? lt(orders.createdAt, dhakaDay(query.to, 1)) : undefined,
    query.q ? searchCondition(query.q) : undefined,
    query.unverified ? eq(orders.phoneVerified, false) : undefined,
    query.source ? eq(orders.source, query.source) : undefined,
  );
}

/**
 * How many orders are in each status ('pending' for none), over all orders: a count per status, each read from the
 * status index alone, quicker at scale than grouping every order.
 */
async function countByStatus(db: Db): Promise<StatusCounts> {
  const fields = STATUS_ORDER.map((status) => [
    status ?? 'pending',
    sql<number>`(select count(*)::int from ${orders} where ${statusIs(status)})`,
  ]);
  const [row] = await db.select(Object.fromEntries(fields)).from(sql`(values (1)) as one (x)`);
  return row;
}

/** One page of the desk, newest first, and the count of every status. */
export async function listDeskOrders(db: Db, query: OrderDeskQuery): Promise<{ page: Page<DeskOrderRow>; counts: StatusCounts }> {
  const where = deskCondition(query);
  // The page (then its pieces), the counts per status and the count of matches are asked for at once: on
  // PostgreSQL each goes on a connection of its own, and the counts over all orders are the slowest.
  const pageRows = async () => {
    const rows = await db
      .select({
        id: orders.id,
        order_no: orders.orderNo,
        created_at: orders.createdAt,
        customer: orderAddresses.name,
        contact: orderAddresses.contact,
        district: orderAddresses.district,
        total: orders.total,
        prepaid: orders.prepaid,
        method: orders.method,
        status: orders.status,
        phone_verified: orders.phoneVerified,
        blocked: phoneBlocked(orderAddresses.contact, orderAddresses.receiverPhone),
        source: orders.source,
      })
      .from(orders)
      .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(DESK_PAGE_SIZE)
      .offset((query.page - 1) * DESK_PAGE_SIZE);
    const ids = rows.map((row) => row.id);
    const pieces = ids.length
      ? await db
          .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
          .from(orderItems)
          .where(inArray(orderItems.orderId, ids))
          .groupBy(orderItems.orderId)
      : [];
    return { rows, pieces };
  };
  const [{ rows, pieces }, counts, total] = await Promise.all([
    pageRows(),
    countByStatus(db),
    query.q || query.from || query.to || query.unverified || query.source
      ? db
          .select({ n: count() })
          .from(orders)
          .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
          .where(where)
          .then(([row]) => row.n)
      : null,
  ]);
  // Without a search, days, the phone or the source filter, the counts per status already say how many orders the filter holds.
  const all = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const matching = total ?? (query.status === undefined ? all : (counts[query.status ?? 'pending'] ?? 0));
  const data = rows.map(({ id, created_at, ...row }): DeskOrderRow => ({
    ...row,
    created_at: created_at.toISOString(),
    customer: row.customer ?? '',
    contact: row.contact ?? '',
    district: row.district ?? '',
    items: pieces.find((p) => p.orderId === id)?.n ?? 0,
    status: row.status as OrderStatus,
    source: row.source as OrderSource,
  }));
  return { page: pageOf(data, { page: query.page, perPage: DESK_PAGE_SIZE, total: matching }), counts };
}

async function findOrder(db: Db, orderNo: string) {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo)).limit(1);
  if (!order) throw new DomainError('not-found', `No order has the number ${orderNo}`);
  return order;
}

/** The size or colour id a line's pick names, as stock keeps it (0 for none). */
const pickedId = (part: 'size' | 'color') => sql<number>`coalesce((${orderItems.attributePick}->${part}->>'id')::int, 0)`;

/**
 * An order's lines, each with the SKU its size and colour has now (what the shelf's label says) and its product's
 * grams: none of either when the product or the pair was deleted since.
 */
const linesOf = (db: Db, orderId: number) =>
  db
    .select({ item: orderItems, sku: stock.sku, grams: products.weight })
    .from(orderItems)
    .leftJoin(products, eq(products.id, orderItems.productId))
    .leftJoin(
      stock,
      and(eq(stock.productId, orderItems.productId), eq(stock.sizeId, pickedId('size')), eq(stock.colorId, pickedId('color'))),
    )
    .where(eq(orderItems.orderId, orderId))
    .orderBy(orderItems.id);

/** One order with its items, address, the customer's record (her orders before this one) and its history. */
export async function getDeskOrder(db: Db, orderNo: string): Promise<DeskOrder> {
  const order = await findOrder(db, orderNo);
  // The customer's orders placed before this one (by id among those placed at one moment). Compared in the
  // database: a moment read into JavaScript loses its microseconds.
  const earlierOrders = and(
    eq(orders.userId, order.userId),
    sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from ${orders} o where o.id = ${order.id})`,
  );
  const exchangeNo = (where: SQL) =>
    db
      .select({ no: orders.orderNo })
      .from(orders)
      .where(where)
      .then(([row]) => row?.no ?? null);
  const [lines, [address], [customer], earlier, cancelled, history, [shipment], exchangeOf, exchangedFor] = await Promise.all([
    linesOf(db, order.id),
    db.select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id)),
    db
      .select({ id: users.id, name: users.name, email: users.email, contact: users.contact })
      .from(users)
      .where(eq(users.id, order.userId)),
    db.$count(orders, earlierOrders),
    db.$count(orders, and(earlierOrders, inArray(orders.status, CANCELED_STATUSES))),
    listHistory(db, { subject: 'order', subjectId: order.id }),
    db.select().from(shipments).where(eq(shipments.orderId, order.id)),
    order.exchangeOf === null ? null : exchangeNo(eq(orders.id, order.exchangeOf)),
    exchangeNo(eq(orders.exchangeOf, order.id)),
  ]);
  return {
    id: order.id,
    order_no: order.orderNo,
    created_at: order.createdAt.toISOString(),
    status: order.status as OrderStatus,
    phone_verified: order.phoneVerified,
    blocked: address ? (await blockedPhone(db, [address.contact, address.receiverPhone])) !== null : false,
    source: order.source as OrderSource,
    method: order.method,
    delivery_date: order.deliveryDate,
    subtotal: order.subtotal,
    charge: order.charge,
    discount: order.discount,
    staff_discount: order.staffDiscount,
    promo_code: order.promoCode,
    total: order.total,
    collected: order.collected,
    pay_ahead: order.payAhead,
    prepaid: order.prepaid,
    items: lines.map(({ item, sku }) => ({
      id: item.id,
      sku,
      product_id: item.productId,
      image: item.image,
      title_en: item.titleEn,
      slug: item.slug,
      pick: item.attributePick,
      pieces: item.pieces,
      quantity: item.quantity,
      price: item.price,
      kept: item.kept,
      exchanged: item.exchanged,
      restocked: item.restocked,
    })),
    address: address
      ? {
          name: address.name,
          contact: address.contact,
          receiver_phone: address.receiverPhone,
          email: address.email,
          address: address.address,
          city: address.city,
          district: address.district,
          zip: address.zip,
          country: address.country,
        }
      : null,
    customer: { ...customer, earlier_orders: earlier, earlier_cancelled: cancelled },
    history: history.data,
    shipment: shipment
      ? {
          courier: shipment.courier,
          state: shipment.state,
          consignment_id: shipment.consignmentId,
          tracking_code: shipment.trackingCode,
          tracking_url: shipment.trackingUrl,
          courier_status: shipment.courierStatus,
          cod_amount: shipment.codAmount,
          collected: shipment.collected,
          delivery_fee: shipment.deliveryFee,
          return_fee: shipment.returnFee,
          checked_at: shipment.checkedAt?.toISOString() ?? null,
        }
      : null,
    restocked_at: order.restockedAt?.toISOString() ?? null,
    exchange_of: exchangeOf,
    exchanged_for: exchangedFor,
    reopen_until: reopenUntil(order.status as OrderStatus, history.data),
    pieces: lines.reduce((sum, { item }) => sum + item.quantity, 0),
    weight_kg: parcelWeightKg(lines.map(({ item, grams }) => ({ count: item.quantity, grams }))),
  };
}

/** Until when a cancelled order may be reopened: 24 hours after its cancellation, when that can be undone. */
function reopenUntil(
  status: OrderStatus,
  entries: { action: string; created_at: string; before: Record<string, unknown> | null }[],
) {
  const last = entries.find((entry) => entry.action === 'status');
  if (!isCancellation(status) || !last || statusByLabel(last.before?.status) === undefined) return null;
  const until = Date.parse(last.created_at) + REOPEN_WITHIN_MS;
  return until > Date.now() ? new Date(until).toISOString() : null;
}

/**
 * Moves an order along the pipeline for a staff member, from the status she saw (moveOrder: of two people changing
 * one order at once, one wins and the other is told what it is now). A cancellation or a hold says why; a partial
 * delivery says what the customer kept and the cash the rider took.
 */
export async function changeStatus(db: Db, actor: StaffMember, orderNo: string, change: StatusChange): Promise<OrderStatus> {
  assertCan(actor, 'orders');
  const { from, to, reason, reason_text, kept, collected } = change;
  if (needsReason(to) && !reason) throw new DomainError('invalid', `Say why the order is ${statusLabel(to)}`, 'reason');
  const why = reasonWords(reason, reason_text);
  const partial = to === ORDER_STATUS.partialDelivered && kept && collected !== undefined && { kept, collected };
  const made = await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNo);
    const moved = await moveOrder(tx, order, { from, to }, { staffId: actor.id }, { reason: why, ...(partial && { collected }) });
    if (partial) await recordKept(tx, actor, order, partial);
    return moved;
  });
  await afterMove(db, made);
  return made.to;
}

/**
 * The owner reopens an order cancelled in the last 24 hours (a mis-tap, a customer who calls back): it returns to
 * the status it had, and its pieces are taken from stock again, all or none (a refusal names what is missing).
 */
export async function reopenOrder(db: Db, actor: StaffMember, orderNo: string, now = new Date()): Promise<OrderStatus> {
  assertOwner(actor);
  const reopened = await db.transaction(async (tx) => {
    const order = await findOrder(tx, orderNo);
    const cancelled = order.status as OrderStatus;
    if (!isCancellation(cancelled)) throw new DomainError('conflict', 'Only a cancelled order is reopened');
    const [last] = await tx
      .select()
      .from(history)
      .where(and(eq(history.subject, 'order'), eq(history.subjectId, order.id), eq(history.action, 'status')))
      .orderBy(desc(history.createdAt), desc(history.id))
      .limit(1);
    const before = statusByLabel(last?.before?.status);
    if (!last || before === undefined || now.getTime() - last.createdAt.getTime() > REOPEN_WITHIN_MS) {
      throw new DomainError('conflict', 'A cancelled order is reopened within 24 hours of its cancellation only');
    }
    const items = await tx.select().from(orderItems).where(eq(orderItems.orderId, order.id));
    await takeStock(
      tx,
      items
        .flatMap(itemPieces)
        .flatMap(({ productId, count, attributePick, title }) =>
          productId === null ? [] : [{ id: productId, count, attribute_pick: attributePick, title_en: title }],
        ),
      { reason: 'reopened', orderId: order.id, staffId: actor.id },
    );
    await reopenMove(tx, order, { from: cancelled, to: before }, { staffId: actor.id });
    return { id: order.id, status: before };
  });
  await productsChanged(db, await orderSlugs(db, reopened.id), { listings: true });
  return reopened.status;
}

/** Adds a staff note to an order (never shown to the customer). */
export async function addNote(db: Db, actor: StaffMember, orderNo: string, note: string): Promise<void> {
  assertCan(actor, 'orders');
  const order = await findOrder(db, orderNo);
  await record(db, { staffId: actor.id, subject: 'order', subjectId: order.id, action: 'note', after: { note } });
}

/**
 * The dashboard: orders placed lately, the queue per status; revenue collected and expected for an account with
 * Revenue figures, the newest orders (names and phones) for one with Orders. Counts are for every account. Its days
 * are the reports' (Dhaka days up to today), so that each figure matches the report it links to.
 */
export async function dashboard(db: Db, actor: StaffMember, now = new Date()): Promise<DeskDashboard> {
  const since = (period: '7d' | '30d') => gte(orders.createdAt, dhakaDay(periodDays({ period }, now).from));
  const today = dhakaDay(dhakaDate(now));
  const sum = (condition: SQL | undefined, money: SQL = sql`${orders.total}`) =>
    db
      .select({ n: sql<number>`coalesce(sum(${money}), 0)::int` })
      .from(orders)
      .where(condition)
      .then(([row]) => row.n);
  const open = or(
    isNull(orders.status),
    inArray(
      orders.status,
      OPEN_STATUSES.filter((s) => s !== null),
    ),
  );
  const [todayCount, week, month, delivered, expected, newest] = await Promise.all([
    db.$count(orders, gte(orders.createdAt, today)),
    db.$count(orders, since('7d')),
    db.$count(orders, since('30d')),
    // The cash recorded as collected: a Partial Delivered order counts what was kept, not its whole total.
    sum(inArray(orders.status, DELIVERED_STATUSES), sql`${orders.collected}`),
    sum(open),
    listDeskOrders(db, { page: 1 }),
  ]);
  return {
    orders: { today: todayCount, last_7_days: week, last_30_days: month },
    revenue: can(actor, 'revenue') ? { delivered, expected } : null,
    counts: newest.counts,
    newest: can(actor, 'orders') ? newest.page.data.slice(0, 10) : null,
  };
}
