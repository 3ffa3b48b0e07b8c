import 'server-only';
import { assertCan } from '../roles';
import { eq, sql } from 'drizzle-orm';
import { checkoutTotal, orderShippingCharge, pickName, pickProblem, resolvePick, toCartLine } from '../../cart';
import { DELIVERED_STATUSES, ORDER_STATUS } from '../../order-status';
import { exchangeablePieces, piecesText } from '../../order-returns';
import type { ExchangeChoice } from '../../types/order-desk';
import type { StaffMember } from '../../types/staff';
import type { ExchangeRequest } from '../../validation/returns';
import { getProductsByIds, takeStock } from '../catalog';
import { productsChanged } from '../changes';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { orderPlacedMessages } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { getStoreSettings, shippingSettings } from '../settings';
import { itemName, lockedOrder, orderLines } from './returns';
import { deliveryWindow, itemRows, newOrderNo } from './shop';

type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;

/** Why an order cannot be exchanged now, or null: delivered (what a partial delivery's customer kept), once. */
async function exchangeRefusal(tx: Db, order: Order, items: Item[]): Promise<string | null> {
  if (!(DELIVERED_STATUSES as number[]).includes(order.status ?? 0)) return 'Only a delivered order is exchanged';
  if (order.status === ORDER_STATUS.partialDelivered && items.every((item) => item.kept === null)) {
    return 'Say what the customer kept first';
  }
  const [made] = await tx.select({ no: orders.orderNo }).from(orders).where(eq(orders.exchangeOf, order.id));
  return made ? `This order is already exchanged for ${made.no}` : null;
}

/**
 * The lines of a delivered order the customer may exchange, each with the sizes and colours its product offers now
 * and the pieces left of each; none when the order cannot be exchanged.
 */
export async function exchangeChoices(db: Db, orderNo: string): Promise<ExchangeChoice[]> {
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  if (!order) return [];
  const items = await orderLines(db, order.id);
  if (await exchangeRefusal(db, order, items)) return [];
  const products = await getProductsByIds(
    db,
    items.flatMap((item) => item.productId ?? []),
  );
  return items.flatMap((item) => {
    const product = products.find((p) => p.id === item.productId);
    const pieces = exchangeablePieces(item);
    if (!product || pieces <= 0) return [];
    const values = (name: string) => product.attribute.find((group) => group.name === name)?.value ?? [];
    return [
      { item: item.id, name: itemName(item), pieces, sizes: values('Size'), colors: values('Color'), stock: product.stock },
    ];
  });
}

/**
 * Exchanges pieces of a delivered order for another size or colour of the same product: a new order, linked to it
 * (`exchange_of`), for the same customer and address, in one transaction that takes the new pieces from stock (or
 * refuses, naming the line, and writes nothing) and marks the old pieces as coming back. The new pieces are priced as
 * they were paid and covered by a discount of as much (no promo code): the customer pays the delivery charge when the
 * store charges delivery on exchanges, else nothing. She is told as of any order placed; both orders' histories say
 * who made it. Returns the new order's number.
 */
export async function makeExchange(db: Db, actor: StaffMember, orderNo: string, request: ExchangeRequest): Promise<string> {
  assertCan(actor, 'orders');
  const settings = await getStoreSettings(db);
  const made = await db.transaction(async (tx) => {
    const old = await lockedOrder(tx, orderNo);
    const items = await orderLines(tx, old.id);
    const refusal = await exchangeRefusal(tx, old, items);
    if (refusal) throw new DomainError('conflict', refusal);
    const products = await getProductsByIds(
      tx,
      items.flatMap((item) => item.productId ?? []),
    );
    const swaps = request.lines.map(({ item: id, count, size_id, color_id }) => {
      const item = items.find((i) => i.id === id);
      if (!item) throw new DomainError('invalid', `Line ${id} is not one of this order's`, 'lines');
      const left = exchangeablePieces(item);
      if (count > left) throw new DomainError('unprocessable', `${itemName(item)}: ${piecesText(left)} can be exchanged`);
      const product = products.find((p) => p.id === item.productId);
      if (!product) throw new DomainError('unprocessable', `${item.titleEn} is no longer in the shop`);
      const pick = resolvePick(product, { size: size_id ? { id: size_id } : null, color: color_id ? { id: color_id } : null });
      if (!pick) throw new DomainError('unprocessable', `${product.title_en} has no such size or colour`);
      const missing = pickProblem(product, pick, 'detail');
      if (missing) throw new DomainError('unprocessable', missing);
      return { item, line: { ...toCartLine(product, count, pick), price: item.price, mrp: item.mrp } };
    });
    const [address] = await tx.select().from(orderAddresses).where(eq(orderAddresses.orderId, old.id));
    if (!address) throw new DomainError('unprocessable', 'This order has no address to send the exchange to');
    const lines = swaps.map((swap) => swap.line);
    const subtotal = lines.reduce((sum, line) => sum + line.price * line.count, 0);
    const charge = settings.exchangeCharge
      ? orderShippingCharge(
          shippingSettings(settings),
          subtotal,
          { district: address.district, address: address.address, lines },
          false,
        )
      : 0;
    const [order] = await tx
      .insert(orders)
      .values({
        orderNo: newOrderNo(),
        userId: old.userId,
        currency: old.currency,
        subtotal,
        charge,
        discount: subtotal,
        total: checkoutTotal({ subtotal, shipping: charge, discount: subtotal }),
        method: old.method,
        deliveryDate: deliveryWindow(address.district),
        phoneVerified: old.phoneVerified,
        exchangeOf: old.id,
      })
      .returning();
    const newItems = await tx.insert(orderItems).values(itemRows(order.id, lines)).returning();
    const { soldOut } = await takeStock(tx, lines, { reason: 'exchange', orderId: order.id, staffId: actor.id });
    const [newAddress] = await tx
      .insert(orderAddresses)
      .values({ ...address, orderId: order.id })
      .returning();
    for (const { item, line } of swaps) {
      await tx
        .update(orderItems)
        .set({ exchanged: sql`${orderItems.exchanged} + ${line.count}` })
        .where(eq(orderItems.id, item.id));
    }
    await tx
      .update(orders)
      .set({ updatedAt: sql`now()` })
      .where(eq(orders.id, old.id));
    await queueMessages(tx, orderPlacedMessages({ order, items: newItems, address: newAddress, settings }));
    const pieces = swaps
      .map(({ item, line }) => `${itemName(item)} × ${line.count} → ${pickName(line.attribute_pick) || 'the same'}`)
      .join('; ');
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: old.id,
      action: 'exchanged',
      after: { exchange: order.orderNo, pieces },
    });
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: order.id,
      action: 'exchange of',
      after: { exchange_of: old.orderNo, pieces },
    });
    return { orderNo: order.orderNo, slugs: lines.map((line) => line.slug), soldOut };
  });
  nudgeSender();
  await productsChanged(db, made.slugs, { listings: made.soldOut });
  return made.orderNo;
}
