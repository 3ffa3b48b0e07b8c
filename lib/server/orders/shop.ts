import 'server-only';
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { DELIVERY_DAYS } from '../../bangladesh';
import { checkoutTotal, districtArea, orderShippingCharge, stockPieces } from '../../cart';
import type { CartLine } from '../../types/cart';
import type { Page } from '../../types/catalog';
import type { DeliveryDetails, OrderItemView, OrderView, PlacedOrderResponse } from '../../types/order';
import type { createOrderSchema } from '../../validation/checkout';
import { priceCart } from './cart-pricing';
import { applyCoupon } from '../coupons';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders, shipments, users } from '../db/schema';
import { DomainError } from '../errors';
import { isFirstOrder } from '../live-orders';
import { orderPlacedMessages } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { pageOf } from '../db/pagination';
import { productsChanged } from '../changes';
import { takeStock } from '../catalog';
import { getStoreSettings, shippingSettings, type StoreRow } from '../settings';
import { record } from '../history';
import { sourceLabel, type OrderSource } from '../../order-source';
import type { CartItemInput } from '../../validation/cart-items';
import type { SessionUser } from '../../types/user';
import { ORDER_STATUS } from '../../order-status';
import { afterMove, MoveRefused, moveOrder } from './move';
import { provenOrderPhone } from '../accounts';
import { BLOCKED_HOLD_REASON, blockedPhone } from '../customers';
import { openAttempt, paymentAhead, paymentPlan } from '../payments';
import { paidThroughLabel } from '../../payment-plan';

export type OrderInput = z.output<ReturnType<typeof createOrderSchema>>;

/** Orders per page of My Order. */
const ORDER_PAGE_SIZE = 5;

const day = (date: Date, days: number) =>
  new Date(date.getTime() + days * 86_400_000).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Asia/Dhaka',
  });

/** The delivery window of the policy: 1-2 days inside Dhaka (district), 3-5 outside. */
export function deliveryWindow(district: string, from = new Date()): string {
  const [first, last] = DELIVERY_DAYS[districtArea(district)];
  return `${day(from, first)} – ${day(from, last)}`;
}

/** The order_items rows of an order's priced lines, as they were sold. */
export const itemRows = (
  orderId: number,
  lines: Pick<CartLine, 'id' | 'slug' | 'title_en' | 'image' | 'price' | 'mrp' | 'count' | 'attribute_pick' | 'bundle'>[],
) =>
  lines.map((line) => ({
    orderId,
    // A bundle's line is no one product: it keeps its bundle and its pieces as sold.
    productId: line.bundle ? null : line.id,
    bundleId: line.bundle?.id ?? null,
    pieces: line.bundle?.pieces ?? null,
    slug: line.slug,
    titleEn: line.title_en,
    image: line.image,
    price: line.price,
    mrp: line.mrp,
    quantity: line.count,
    attributePick: line.attribute_pick,
  }));

/** A new order number: LI and eight digits (the unique index refuses a repeat). */
export const newOrderNo = () => `LI${randomInt(10_000_000, 100_000_000)}`;

export type PlacedOrder = Omit<PlacedOrderResponse, 'status' | 'msg'>;

/** Where an order goes and who receives it, as the order stores them. */
interface OrderDelivery {
  /** the receiver's name */
  name: string;
  /** the customer's phone for this order */
  contact: string;
  /** the phone of someone else who receives the parcel */
  receiverPhone: string | null;
  country: string;
  address: string;
  district: string;
  zip: string | null;
}

/** What an order is placed from: the shopper's checkout (placeOrder) or an order staff take (staff-order.ts). */
export interface OrderPlacing {
  /** whose order: her account, or (staff, for a new number) one made in the order's transaction, so that a refused order leaves none */
  customer: SessionUser | ((tx: Db) => Promise<SessionUser>);
  items: CartItemInput[];
  promoCode?: string | null;
  /** one order per key and customer: a double submit places one order */
  key: string;
  method: string;
  delivery: OrderDelivery;
  source: OrderSource;
  /** whether it comes from a proved number, asked once the cart is priced (the shopper may spend a code on it) */
  phoneVerified: (settings: StoreRow) => Promise<boolean>;
  /** a delivery charge staff set instead of the shop's rule */
  charge?: number | null;
  /** the staff member who took it, and her note: the order's history says so */
  takenBy?: { staffId: number; note?: string | null };
  /** the checkout's order: paid ahead through a gateway where the shopper chose one or the owner's rules ask */
  paysAhead?: boolean;
}

/**
 * Places a cash-on-delivery order: the one set of placing rules, for the shopper's checkout and for staff. Every
 * price, the subtotal, the shipping charge (unless staff set one) and the discount are computed here from the
 * database with the lib/cart rules; the order, its items and its address are written in one transaction, which also
 * takes the pieces from stock (or refuses the order, 409, naming the line), writes the order's messages into the
 * outbox (sent after it returns) and, for staff, the history. The same key from the same customer places one order.
 */
export async function placeCodOrder(db: Db, placing: OrderPlacing): Promise<PlacedOrder> {
  const known = typeof placing.customer === 'function' ? null : placing.customer;
  const existing = known && (await findByKey(db, known.id, placing.key));
  if (existing) return existing;
  const [{ lines, subtotal }, settings] = await Promise.all([priceCart(db, placing.items), getStoreSettings(db)]);
  const { delivery } = placing;
  const deliveryDate = deliveryWindow(delivery.district);
  const phoneVerified = await placing.phoneVerified(settings);

  try {
    const { placed, soldOut } = await db.transaction(async (tx) => {
      const user = known ?? (await (placing.customer as (tx: Db) => Promise<SessionUser>)(tx));
      // One customer's orders are placed one at a time, so that "first order" and a code's per-customer
      // limits hold when several submits arrive together.
      await tx.execute(sql`select id from ${users} where id = ${user.id} for update`);
      const charge =
        placing.charge ??
        orderShippingCharge(
          shippingSettings(settings),
          subtotal,
          { district: delivery.district, address: delivery.address, lines },
          await isFirstOrder(tx, user.id),
        );
      const coupon = placing.promoCode ? await applyCoupon(tx, user.id, placing.promoCode, subtotal) : null;
      const discount = coupon?.value ?? 0;
      const total = checkoutTotal({ subtotal, shipping: charge, discount });
      const plan = placing.paysAhead
        ? await paymentPlan(tx, settings, {
            method: placing.method,
            userId: user.id,
            district: delivery.district,
            phones: [delivery.contact, delivery.receiverPhone],
            total,
            charge,
          })
        : null;
      const [order] = await tx
        .insert(orders)
        .values({
          orderNo: newOrderNo(),
          userId: user.id,
          currency: settings.currency,
          subtotal,
          charge,
          discount,
          promoCode: coupon?.code ?? null,
          total,
          method: placing.method,
          deliveryDate,
          idempotencyKey: placing.key,
          phoneVerified,
          source: placing.source,
          payAhead: plan?.amount ?? 0,
        })
        .returning();
      if (plan) await openAttempt(tx, order, plan);
      const items = await tx.insert(orderItems).values(itemRows(order.id, lines)).returning();
      const { soldOut } = await takeStock(tx, lines.flatMap(stockPieces), {
        reason: 'sale',
        orderId: order.id,
        staffId: placing.takenBy?.staffId,
      });
      const [address] = await tx
        .insert(orderAddresses)
        .values({ orderId: order.id, ...delivery, email: user.email, city: delivery.district })
        .returning();
      if (placing.takenBy) await recordTaken(tx, order.id, placing.takenBy, placing.source);
      // A blocked number's order waits on Hold for a call: moved there by whoever placed it, with the reason.
      if (await blockedPhone(tx, [address.contact, address.receiverPhone])) {
        const hold = { from: null, to: ORDER_STATUS.hold };
        const placer = placing.takenBy ? { staffId: placing.takenBy.staffId } : { customerId: user.id };
        await moveOrder(tx, order, hold, placer, { reason: BLOCKED_HOLD_REASON });
      }
      // An order paid ahead is announced once its payment comes in (lib/server/payments/settle.ts).
      if (!plan) await queueMessages(tx, orderPlacedMessages({ order, items, address, settings }));
      const placed: PlacedOrder = {
        orderid: order.orderNo,
        delivery_date: deliveryDate,
        subtotal,
        charge,
        discount,
        total,
        coupon_code: coupon?.code ?? null,
        item: lines.length,
        order_items: items.map(itemView),
      };
      return { placed, soldOut };
    });
    nudgeSender();
    await productsChanged(
      db,
      lines.flatMap(stockPieces).map((piece) => piece.slug),
      { listings: soldOut },
    );
    return placed;
  } catch (error) {
    // A second submit that raced the first one: answer with the order the first one placed.
    const raced = known && (await findByKey(db, known.id, placing.key));
    if (raced) return raced;
    throw error;
  }
}

/** The history of an order staff took: who took it and from where, then her note as any staff note is kept. */
async function recordTaken(
  tx: Db,
  orderId: number,
  { staffId, note }: { staffId: number; note?: string | null },
  source: OrderSource,
) {
  await record(tx, { staffId, subject: 'order', subjectId: orderId, action: 'created', after: { source: sourceLabel(source) } });
  if (note) await record(tx, { staffId, subject: 'order', subjectId: orderId, action: 'note', after: { note } });
}

/**
 * Places the signed-in shopper's order from the checkout's form, once her phone is proved where the shop asks; an
 * order paid ahead comes with where she pays.
 */
export async function placeOrder(db: Db, user: SessionUser, input: OrderInput, client = 'unknown'): Promise<PlacedOrder> {
  const placed = await placeCodOrder(db, {
    customer: user,
    items: input.cart_item,
    promoCode: input.promo_code,
    key: input.order_key,
    method: input.method,
    delivery: {
      name: input.full_name,
      contact: input.contact || user.contact || '',
      receiverPhone: input.receiver_phone || null,
      country: input.country,
      address: input.address,
      district: input.city,
      zip: input.post_code || null,
    },
    source: 'website',
    phoneVerified: (settings) => provenOrderPhone(db, user, input, settings, client),
    paysAhead: true,
  });
  const payment = await paymentAhead(db, placed.orderid);
  return payment ? { ...placed, payment } : placed;
}

async function findByKey(db: Db, userId: number, key: string): Promise<PlacedOrder | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  if (!order) return null;
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  return {
    orderid: order.orderNo,
    delivery_date: order.deliveryDate,
    subtotal: order.subtotal,
    charge: order.charge,
    discount: order.discount,
    total: order.total,
    coupon_code: order.promoCode,
    item: items.length,
    order_items: items.map(itemView),
  };
}

/** A stored order line as the shopper reads it. */
function itemView(i: typeof orderItems.$inferSelect): OrderItemView {
  return {
    image: i.image,
    title_en: i.titleEn,
    slug: i.slug,
    price: i.price,
    spacial_price: null,
    item: i.quantity,
    meta: { attribute_pick: i.attributePick, ...(i.pieces && { pieces: i.pieces }) },
  };
}

/** A customer's own orders, newest first. */
export async function listOrders(db: Db, userId: number, page: number): Promise<Page<OrderView>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(eq(orders.userId, userId))
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(ORDER_PAGE_SIZE)
      .offset((page - 1) * ORDER_PAGE_SIZE),
    db.select({ total: count() }).from(orders).where(eq(orders.userId, userId)),
  ]);
  const ids = rows.map((o) => o.id);
  const linked = rows.flatMap((o) => o.exchangeOf ?? []);
  const [items, addresses, parcels, exchanges] = ids.length
    ? await Promise.all([
        db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id),
        db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, ids)),
        db
          .select()
          .from(shipments)
          .where(and(inArray(shipments.orderId, ids), eq(shipments.state, 'booked'))),
        // The orders an exchange links these to: the ones they replace pieces of, and their own exchanges.
        db
          .select({ id: orders.id, orderNo: orders.orderNo, exchangeOf: orders.exchangeOf })
          .from(orders)
          .where(or(inArray(orders.exchangeOf, ids), linked.length ? inArray(orders.id, linked) : undefined)),
      ])
    : [[], [], [], []];
  const data = rows.map((order): OrderView => {
    const address = addresses.find((a) => a.orderId === order.id);
    const parcel = parcels.find((p) => p.orderId === order.id);
    return {
      id: order.id,
      order_id: order.orderNo,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      currency: order.currency,
      charge: order.charge,
      discount: order.discount,
      promo_code: order.promoCode,
      total: order.subtotal,
      grand_total: order.total,
      prepaid: order.prepaid,
      paid_by: order.prepaid > 0 ? paidThroughLabel(order.method) : null,
      method: order.method,
      delivery_date: order.deliveryDate,
      order_items: items.filter((i) => i.orderId === order.id).map(itemView),
      order_address: address
        ? {
            name: address.name,
            address: address.address,
            district: { label: address.district },
            zip: address.zip,
            d_contact: address.receiverPhone ?? address.contact,
          }
        : null,
      parcel: parcel ? { courier: parcel.courier, tracking_url: parcel.trackingUrl, tracking_code: parcel.trackingCode } : null,
      exchange_of: exchanges.find((o) => o.id === order.exchangeOf)?.orderNo ?? null,
      exchanged_for: exchanges.find((o) => o.exchangeOf === order.id)?.orderNo ?? null,
    };
  });
  return pageOf(data, { page, perPage: ORDER_PAGE_SIZE, total });
}

/** Cancels one of a customer's own orders while it is still pending (moveOrder, recorded as hers); a conflict when it is not theirs or not pending. */
export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<void> {
  const refused = () => new DomainError('conflict', 'Only your own pending orders can be cancelled');
  const made = await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), isNull(orders.status)));
    if (!order) throw refused();
    // Staff may have moved it since it was read: a refused move is hers to hear as the shop says it.
    return moveOrder(tx, order, { from: null, to: ORDER_STATUS.canceled }, { customerId: userId }).catch((error: unknown) => {
      throw error instanceof MoveRefused ? refused() : error;
    });
  });
  await afterMove(db, made);
}

/** The delivery details of a customer's latest order, for her next checkout; null before her first. */
export async function lastDelivery(db: Db, userId: number): Promise<DeliveryDetails | null> {
  const [row] = await db
    .select({
      country: orderAddresses.country,
      full_name: orderAddresses.name,
      address: orderAddresses.address,
      city: orderAddresses.district,
      post_code: orderAddresses.zip,
      receiver_phone: orderAddresses.receiverPhone,
    })
    .from(orderAddresses)
    .innerJoin(orders, eq(orders.id, orderAddresses.orderId))
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(1);
  return row ? { ...row, post_code: row.post_code ?? '', receiver_phone: row.receiver_phone ?? '' } : null;
}
