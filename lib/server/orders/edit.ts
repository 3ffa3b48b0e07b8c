import 'server-only';
import { assertCan } from '../roles';
import { ADMIN_MESSAGES } from '../../desk/messages';
import { can } from '../../desk/permissions';
import { eq, inArray, sql } from 'drizzle-orm';
import { COUNTRY } from '../../bangladesh';
import { checkoutTotal, districtArea, orderShippingCharge, type Parcel } from '../../cart';
import { formatPrice } from '../../format';
import { editLineKey, editRefusal, pickableOf } from '../../order-edit';
import type { OrderStatus } from '../../order-status';
import type { EditedLine, OrderDraft, OrderEditOutcome } from '../../types/order-edit';
import type { StaffMember } from '../../types/staff';
import type { CartItemInput } from '../../validation/cart-items';
import type { OrderEdit } from '../../validation/order-edit';
import { productsChanged } from '../changes';
import { getProductsByIds, moveStock } from '../catalog';
import { lineName } from '../../cart';
import { applyCoupon } from '../coupons';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders, products, shipments, users } from '../db/schema';
import { DomainError } from '../errors';
import { changeOf, record } from '../history';
import { isFirstOrder } from '../live-orders';
import { orderEditedMessages } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { getStoreSettings, shippingSettings, type StoreRow } from '../settings';
import { priceCart } from './cart-pricing';
import { deliveryWindow, itemRows } from './shop';

type Order = typeof orders.$inferSelect;
type Item = typeof orderItems.$inferSelect;
type Address = typeof orderAddresses.$inferSelect;

/** A line with the list price it is stored with. */
type PricedLine = EditedLine & { mrp: number | null };

/** The order of a desk address with its lines and address; a 404 when no order has the number. */
async function readOrder(db: Db, orderNo: string, { lock = false } = {}) {
  const query = db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw new DomainError('not-found', `No order has the number ${orderNo}`);
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id)).orderBy(orderItems.id);
  const [address] = await db.select().from(orderAddresses).where(eq(orderAddresses.orderId, order.id));
  const booked = (await db.$count(shipments, eq(shipments.orderId, order.id))) > 0;
  return { order, items, address: address as Address | undefined, refusal: editRefusal(order.status as OrderStatus, booked) };
}

const keyOf = (line: Pick<EditedLine, 'id' | 'pick'>) => editLineKey(line.id, line.pick);

const storedLine = (item: Item): PricedLine => ({
  id: item.productId!,
  title_en: item.titleEn,
  slug: item.slug,
  image: item.image,
  pick: item.attributePick,
  count: item.quantity,
  price: item.price,
  mrp: item.mrp,
  kept: true,
});

/**
 * The lines as staff want them, priced. A product in a size and colour the order already held keeps the unit price
 * it was sold at, whatever its count: the customer was promised it. Anything else (another size or colour, a
 * product added) is priced as the shop prices a cart today (priceCart: today's price, its sizes, colours, min and
 * max). Lines of one product, size and colour are one line, their counts added up.
 */
async function pricedLines(tx: Db, items: Item[], wanted: CartItemInput[]): Promise<PricedLine[]> {
  const held = new Map(items.map((item) => [keyOf(storedLine(item)), storedLine(item)]));
  const merged = new Map<string, CartItemInput>();
  for (const line of wanted) {
    const key = editLineKey(line.id, line.attribute_pick);
    const earlier = merged.get(key);
    merged.set(key, earlier ? { ...earlier, count: earlier.count + line.count } : line);
  }
  const fresh = [...merged].filter(([key]) => !held.has(key)).map(([, line]) => line);
  const priced = fresh.length ? (await priceCart(tx, fresh)).lines : [];
  return [...merged].map(([key, line]) => {
    const kept = held.get(key);
    if (kept) return { ...kept, count: line.count };
    const today = priced.find((p) => editLineKey(p.id, p.attribute_pick) === key)!;
    const { id, title_en, slug, image, price, mrp, attribute_pick: pick } = today;
    return { id, title_en, slug, image, pick, count: line.count, price, mrp, kept: false };
  });
}

/** What the shop's rule charges for an order's delivery (free for a customer's first order from BDT 500). */
async function ruleCharge(tx: Db, settings: StoreRow, order: Order, subtotal: number, parcel: Parcel): Promise<number> {
  return orderShippingCharge(shippingSettings(settings), subtotal, parcel, await isFirstOrder(tx, order.userId, order));
}

const subtotalOf = (lines: readonly { price: number; count: number }[]) =>
  lines.reduce((sum, line) => sum + line.price * line.count, 0);

/**
 * An order as its editor opens: its lines, receiver, delivery and money, the version they were read at, the
 * products' sizes, colours and stock, and why it cannot be edited (null when it can).
 */
export async function getOrderDraft(db: Db, orderNo: string): Promise<OrderDraft & { refusal: string | null }> {
  const { order, items, address, refusal } = await readOrder(db, orderNo);
  const lines = items.map(storedLine);
  const settings = await getStoreSettings(db);
  const district = address?.district ?? '';
  const rule = await ruleCharge(db, settings, order, order.subtotal, { district, address: address?.address ?? '', lines });
  const products = await getProductsByIds(db, [...new Set(lines.map((line) => line.id))]);
  return {
    refusal,
    order_no: order.orderNo,
    status: order.status as OrderStatus,
    version: order.version,
    lines: lines.map(({ mrp: _mrp, ...line }) => line),
    name: address?.name ?? '',
    contact: address?.contact ?? '',
    receiver_phone: address?.receiverPhone ?? '',
    address: address?.address ?? '',
    district,
    charge: order.charge === rule ? null : order.charge,
    promo_code: order.promoCode ?? '',
    staff_discount: order.staffDiscount,
    total: order.total,
    email: Boolean(address?.email),
    products: products.map(pickableOf),
  };
}

/** The history's words for an order's lines: one field per product, size and colour, its count and unit price. */
const described = (lines: PricedLine[]): Record<string, string> =>
  Object.fromEntries(
    lines.map((line) => [lineName({ ...line, attribute_pick: line.pick }), `${line.count} × ${formatPrice(line.price)}`]),
  );

/** One edit, made in its transaction (or priced and undone, for a preview): what it made and what follows it. */
async function makeEdit(tx: Db, actor: StaffMember, orderNo: string, edit: OrderEdit) {
  const { order, items, address, refusal } = await readOrder(tx, orderNo, { lock: true });
  if (refusal) throw new DomainError('conflict', refusal);
  if (order.version !== edit.version) {
    throw new DomainError(
      'conflict',
      'Someone changed this order meanwhile: open it again to see what changed before you edit it.',
    );
  }
  if (items.some((item) => item.pieces)) throw new DomainError('conflict', 'An order with a bundle cannot be edited yet.');
  if (items.some((item) => item.productId === null)) {
    throw new DomainError('conflict', 'A product of this order is no longer in the catalogue: the order cannot be edited.');
  }
  // One customer's orders are changed one at a time, as they are placed: her first order and her codes' limits hold.
  await tx.execute(sql`select id from ${users} where id = ${order.userId} for update`);
  // Staff's own discount is a price: an account without Prices and offers keeps the one the order has.
  if (edit.discount !== order.staffDiscount && !can(actor, 'prices'))
    throw new DomainError('forbidden', ADMIN_MESSAGES.pricesKept, 'discount');
  const lines = await pricedLines(tx, items, edit.lines);
  const subtotal = subtotalOf(lines);
  if (edit.discount > subtotal) {
    throw new DomainError('invalid', `The discount cannot be more than the items, ${formatPrice(subtotal)}`, 'discount');
  }
  const settings = await getStoreSettings(tx);
  const rule = await ruleCharge(tx, settings, order, subtotal, { district: edit.district, address: edit.address, lines });
  const charge = edit.charge ?? rule;
  const coupon = edit.promo_code
    ? await applyCoupon(tx, order.userId, edit.promo_code, subtotal, order).catch((error: unknown) => {
        throw error instanceof DomainError ? new DomainError(error.refusal, error.message, 'promo_code') : error;
      })
    : null;
  const promoDiscount = coupon?.value ?? 0;
  const discount = promoDiscount + edit.discount;
  const total = checkoutTotal({ subtotal, shipping: charge, discount });
  const outcome: OrderEditOutcome = {
    lines: lines.map(({ mrp: _mrp, ...line }) => line),
    subtotal,
    charge,
    rule_charge: rule,
    promo_code: coupon?.code ?? null,
    promo_discount: promoDiscount,
    staff_discount: edit.discount,
    discount,
    total,
    was_total: order.total,
    version: order.version,
  };

  const receiverPhone = edit.receiver_phone ?? null;
  const fields = (o: Pick<Order, 'charge' | 'promoCode' | 'staffDiscount' | 'total'>, a: Partial<Address> = {}) => ({
    Name: a.name ?? null,
    Contact: a.contact ?? null,
    'Receiver phone': a.receiverPhone ?? null,
    Address: a.address ?? null,
    District: a.district ?? null,
    'Delivery charge': formatPrice(o.charge),
    'Promo code': o.promoCode,
    Discount: formatPrice(o.staffDiscount),
    Total: formatPrice(o.total),
  });
  // Line by line and field by field, what changed from what to what: a line gone is null after, one added before.
  const [linesBefore, linesAfter] = [described(items.map(storedLine)), described(lines)];
  const named = [...new Set([...Object.keys(linesBefore), ...Object.keys(linesAfter)])];
  const wanted = { name: edit.name, contact: edit.contact, receiverPhone, address: edit.address, district: edit.district };
  const change = changeOf(
    { ...linesBefore, ...fields(order, address) },
    {
      ...Object.fromEntries(named.map((name) => [name, linesAfter[name] ?? null])),
      ...fields({ charge, promoCode: outcome.promo_code, staffDiscount: edit.discount, total }, wanted),
    },
  );
  if (!Object.keys(change.after).length) return { outcome, changed: false, told: false, slugs: [] };

  // Stock follows the change of each line's count: more is taken (refused, naming the line, when too few are
  // left), less is given back.
  const countOf = (from: PricedLine[], key: string) => from.find((line) => keyOf(line) === key)?.count ?? 0;
  const stored = items.map(storedLine);
  const stockLine = (line: PricedLine, count: number) => ({ ...line, attribute_pick: line.pick, count });
  const take = lines.flatMap((line) => {
    const more = line.count - countOf(stored, keyOf(line));
    return more > 0 ? [stockLine(line, more)] : [];
  });
  const giveBack = stored.flatMap((line) => {
    const fewer = line.count - countOf(lines, keyOf(line));
    return fewer > 0 ? [stockLine(line, fewer)] : [];
  });
  await moveStock(tx, { take, giveBack }, { reason: 'edit', orderId: order.id, staffId: actor.id });

  for (const item of items) {
    const count = countOf(lines, keyOf(storedLine(item)));
    if (!count) await tx.delete(orderItems).where(eq(orderItems.id, item.id));
    else if (count !== item.quantity) await tx.update(orderItems).set({ quantity: count }).where(eq(orderItems.id, item.id));
  }
  const added = lines.filter((line) => !countOf(stored, keyOf(line)));
  if (added.length) {
    await tx.insert(orderItems).values(
      itemRows(
        order.id,
        added.map((line) => stockLine(line, line.count)),
      ),
    );
  }
  const place = { ...wanted, city: edit.district };
  if (address) await tx.update(orderAddresses).set(place).where(eq(orderAddresses.orderId, order.id));
  else {
    const [customer] = await tx.select({ email: users.email }).from(users).where(eq(users.id, order.userId));
    await tx.insert(orderAddresses).values({ orderId: order.id, ...place, country: COUNTRY, email: customer?.email ?? null });
  }
  await tx
    .update(orders)
    .set({
      subtotal,
      charge,
      discount,
      staffDiscount: edit.discount,
      promoCode: outcome.promo_code,
      total,
      // Another area is another delivery window, counted from today.
      ...(districtArea(edit.district) !== districtArea(address?.district ?? '') && {
        deliveryDate: deliveryWindow(edit.district),
      }),
      // The code she proved was for the number she ordered from, not for another one.
      ...(edit.contact !== address?.contact && { phoneVerified: false }),
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(orders.id, order.id));
  await record(tx, { staffId: actor.id, subject: 'order', subjectId: order.id, action: 'edited', ...change });
  const told = edit.tell_customer && total !== order.total;
  if (told) await queueMessages(tx, await orderEditedMessages(tx, order.id));
  // The pages of the products whose stock moved, by their slugs of today.
  const moved = [...new Set([...take, ...giveBack].map((line) => line.id))];
  const slugs = moved.length
    ? (await tx.select({ slug: products.slug }).from(products).where(inArray(products.id, moved))).map((row) => row.slug)
    : [];
  return { outcome: { ...outcome, version: order.version + 1 }, changed: true, told, slugs };
}

/** A preview's outcome, carried out of the transaction it undoes. */
class Previewed extends Error {
  constructor(readonly outcome: OrderEditOutcome) {
    super('preview');
  }
}

/**
 * Edits an order before a courier has it (Pending, Processing or Hold) for a staff member: its lines (size,
 * colour, count, removed, added), its receiver and delivery, its delivery charge (typed, or the shop's rule),
 * promo code and staff discount. The server prices it with the shop's own rules (pricedLines, the shipping rule,
 * the coupon rules, checkoutTotal). In one transaction, with the order locked: refused (409) unless the order is
 * still at the version its editor loaded (of two edits, one wins), stock taken and given back line by line (a line
 * short of pieces refuses the whole edit), its rows rewritten, the change recorded line by line with its author,
 * and, when the total changed and staff chose so, the customer's messages queued with the new total.
 * A preview does all of it and undoes it: the same refusals, nothing kept.
 */
export async function editOrder(
  db: Db,
  actor: StaffMember,
  orderNo: string,
  edit: OrderEdit,
): Promise<{ outcome: OrderEditOutcome; changed: boolean; told: boolean }> {
  assertCan(actor, 'orders');
  try {
    const made = await db.transaction(async (tx) => {
      const result = await makeEdit(tx, actor, orderNo, edit);
      if (edit.preview) throw new Previewed({ ...result.outcome, version: edit.version });
      return result;
    });
    if (made.told) nudgeSender();
    if (made.slugs.length) await productsChanged(db, made.slugs, { listings: true });
    return made;
  } catch (error) {
    if (error instanceof Previewed) return { outcome: error.outcome, changed: false, told: false };
    throw error;
  }
}
