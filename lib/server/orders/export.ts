import 'server-only';
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { dhakaMinute } from '../../dhaka-day';
import { statusLabel } from '../../order-status';
import { sourceLabel } from '../../order-source';
import type { StaffMember } from '../../types/staff';
import type { ExportShape, OrderExportQuery } from '../../validation/admin';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders } from '../db/schema';
import { assertCan } from '../roles';
import { deskCondition } from './desk';
import { asText, CSV_BOM, csvLine, type CsvCell } from '../csv';

/** Orders read per query: the export holds this many at a time, however many it writes. */
const BATCH = 500;

type Order = typeof orders.$inferSelect;
type Address = typeof orderAddresses.$inferSelect | null;
type Line = typeof orderItems.$inferSelect;

/** Who and when: on every row, so that a sheet can be sorted or filtered by any of them. */
const ORDER_HEADER = ['Order number', 'Date', 'Status', 'Customer', 'Phone', 'Receiver phone', 'Email', 'Address', 'District'];

/** The order's money: once per order, so that each column sums to the orders' figures. */
const MONEY_HEADER = ['Subtotal', 'Delivery charge', 'Promo code', 'Promo discount', 'Staff discount', 'Total', 'Collected'];

const orderCells = (order: Order, address: Address): CsvCell[] => [
  order.orderNo,
  dhakaMinute(order.createdAt),
  statusLabel(order.status),
  address?.name,
  asText(address?.contact),
  asText(address?.receiverPhone),
  address?.email,
  address?.address,
  address?.district,
];

// Subtotal + delivery charge − promo discount − staff discount = total (`discount` holds both discounts).
const moneyCells = (order: Order): CsvCell[] => [
  order.subtotal,
  order.charge,
  order.promoCode,
  order.discount - order.staffDiscount,
  order.staffDiscount,
  order.total,
  order.collected,
];

/** A line as one cell names it: `Lace bra (34B, Black) × 2`. */
function lineText(line: Line): string {
  const pick = [line.attributePick.size?.title, line.attributePick.color?.title].filter(Boolean).join(', ');
  return `${line.titleEn}${pick ? ` (${pick})` : ''} × ${line.quantity}`;
}

/** The two shapes: their header, and the rows of one order. */
const SHAPES: Record<ExportShape, { header: string[]; rows: (order: Order, address: Address, lines: Line[]) => string }> = {
  orders: {
    header: [...ORDER_HEADER, 'Items', 'Pieces', ...MONEY_HEADER, 'Source'],
    rows: (order, address, lines) =>
      csvLine([
        ...orderCells(order, address),
        lines.map(lineText).join('; '),
        lines.reduce((sum, line) => sum + line.quantity, 0),
        ...moneyCells(order),
        sourceLabel(order.source),
      ]),
  },
  lines: {
    header: [...ORDER_HEADER, 'Product', 'Size', 'Colour', 'Quantity', 'Unit price', 'Line total', ...MONEY_HEADER, 'Source'],
    // An order with no line left still gets its row: its money would be missing from the sums otherwise.
    rows: (order, address, lines) =>
      (lines.length ? lines : [null])
        .map((line, i) =>
          csvLine([
            ...orderCells(order, address),
            line?.titleEn,
            line?.attributePick.size?.title,
            line?.attributePick.color?.title,
            line?.quantity,
            line?.price,
            line && line.price * line.quantity,
            ...(i === 0 ? moneyCells(order) : MONEY_HEADER.map(() => null)),
            sourceLabel(order.source),
          ]),
        )
        .join(''),
  },
};

/** Where the last batch ended: the next one starts after it. */
type Cursor = { createdAt: Date; id: number };

async function* exportRows(db: Db, { shape, orders: picked, ...filters }: OrderExportQuery): AsyncGenerator<string> {
  const { header, rows } = SHAPES[shape];
  yield `${CSV_BOM}${csvLine(header)}`;
  const where = and(deskCondition(filters), picked ? inArray(orders.orderNo, picked) : undefined);
  let after: Cursor | null = null;
  for (;;) {
    const before: SQL | undefined = after
      ? or(lt(orders.createdAt, after.createdAt), and(eq(orders.createdAt, after.createdAt), lt(orders.id, after.id)))
      : undefined;
    const batch = await db
      .select({ order: orders, address: orderAddresses })
      .from(orders)
      .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(and(where, before))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(BATCH);
    if (!batch.length) return;
    const items = await db
      .select()
      .from(orderItems)
      .where(
        inArray(
          orderItems.orderId,
          batch.map(({ order }) => order.id),
        ),
      )
      .orderBy(orderItems.id);
    const linesOf = new Map<number, Line[]>();
    for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
    yield batch.map(({ order, address }) => rows(order, address, linesOf.get(order.id) ?? [])).join('');
    const { createdAt, id }: Cursor = batch[batch.length - 1].order;
    after = { createdAt, id };
  }
}

/**
 * The orders of the desk's filters (and of `orders`, when the desk picked some) as CSV, newest first, in the asked
 * shape: UTF-8 with a byte order mark (so that Excel reads Bangla names), times in Dhaka, phones kept as text,
 * written batch by batch (keyset on date and id) so that any number of orders goes out in the memory of one batch.
 * The account must hold Exports, checked before the first row is read.
 */
export function exportOrders(db: Db, member: StaffMember, query: OrderExportQuery): AsyncGenerator<string> {
  assertCan(member, 'exports');
  return exportRows(db, query);
}
