import 'server-only';
import { and, desc, eq, inArray, lt, or, type SQL } from 'drizzle-orm';
import { statusLabel } from '../../order-status';
import { sourceLabel } from '../../order-source';
import type { OrderDeskQuery } from '../../validation/admin';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders } from '../db/schema';
import { deskCondition } from './desk';
import { CSV_BOM, csvLine } from '../csv';

/** Orders read per query: the export holds this many at a time, however many it writes. */
const BATCH = 500;

const HEADER = [
  'Order number',
  'Date',
  'Status',
  'Customer',
  'Phone',
  'Receiver phone',
  'Email',
  'Address',
  'District',
  'Product',
  'Size',
  'Colour',
  'Quantity',
  'Unit price',
  'Line total',
  'Subtotal',
  'Delivery charge',
  'Promo code',
  'Discount',
  'Total',
  'Source',
];

/** Where the last batch ended: the next one starts after it. */
type Cursor = { createdAt: Date; id: number };

/**
 * The orders of the desk's filters as CSV, one row per item line, newest first: UTF-8 with a byte order mark
 * (so that Excel reads Bangla names), written batch by batch (keyset on date and id) so that any number of
 * orders goes out in the memory of one batch.
 */
export async function* exportOrders(db: Db, query: Omit<OrderDeskQuery, 'page'>): AsyncGenerator<string> {
  yield `${CSV_BOM}${csvLine(HEADER)}`;
  const where = deskCondition(query);
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
    const linesOf = new Map<number, typeof items>();
    for (const item of items) linesOf.set(item.orderId, [...(linesOf.get(item.orderId) ?? []), item]);
    let chunk = '';
    for (const { order, address } of batch) {
      for (const item of linesOf.get(order.id) ?? []) {
        chunk += csvLine([
          order.orderNo,
          order.createdAt.toISOString(),
          statusLabel(order.status),
          address?.name,
          address?.contact,
          address?.receiverPhone,
          address?.email,
          address?.address,
          address?.district,
          item.titleEn,
          item.attributePick.size?.title,
          item.attributePick.color?.title,
          item.quantity,
          item.price,
          item.price * item.quantity,
          order.subtotal,
          order.charge,
          order.promoCode,
          order.discount,
          order.total,
          sourceLabel(order.source),
        ]);
      }
    }
    yield chunk;
    const { createdAt, id }: Cursor = batch[batch.length - 1].order;
    after = { createdAt, id };
  }
}
