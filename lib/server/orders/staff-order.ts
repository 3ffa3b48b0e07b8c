import 'server-only';
import { assertCan } from '../roles';
import { count, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { COUNTRY } from '../../bangladesh';
import { CANCELED_STATUSES } from '../../order-status';
import { SPOKEN_SOURCES } from '../../order-source';
import { localPhone, normalisePhone } from '../../phone';
import type { PhoneCustomer, ProductChoice } from '../../types/order-desk';
import type { StaffMember } from '../../types/staff';
import type { SessionUser } from '../../types/user';
import type { StaffOrderInput } from '../../validation/staff-order';
import { customerAccount, newPhoneAccount, phoneAccount } from '../accounts';
import { productsTitled } from '../catalog';
import type { Db } from '../db';
import { orders, users } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { DomainError } from '../errors';
import { isFirstOrder } from '../live-orders';
import { lastDelivery, placeCodOrder, type PlacedOrder } from './shop';

/** The most customers one phone finds, and products one search offers. */
const CUSTOMERS_MAX = 5;
const CHOICES_MAX = 12;

/** The E.164 form of a phone the schema has already checked. */
const e164 = (phone: string) => normalisePhone(phone)!;

/**
 * The customers of a phone (however it was written; the schema keeps it in 11 digits): the account that proved it,
 * then those that gave it as their contact, newest first. Each with her orders, how many were cancelled, whether the
 * next is her first (free shipping from BDT 500, WELCOME15) and her last delivery, to start the form from.
 */
export async function findCustomers(db: Db, phone: string): Promise<PhoneCustomer[]> {
  const found = await db
    .select({ id: users.id, name: users.name, email: users.email, contact: users.contact })
    .from(users)
    .where(or(eq(users.phone, e164(phone)), inArray(users.contact, [localPhone(phone)!, e164(phone)])))
    .orderBy(sql`${users.phone} is not distinct from ${e164(phone)} desc`, desc(users.createdAt), desc(users.id))
    .limit(CUSTOMERS_MAX);
  if (!found.length) return [];
  const records = await db
    .select({
      userId: orders.userId,
      orders: count(),
      cancelled: sql<number>`(count(*) filter (where ${inArray(orders.status, CANCELED_STATUSES)}))::int`,
    })
    .from(orders)
    .where(
      inArray(
        orders.userId,
        found.map((user) => user.id),
      ),
    )
    .groupBy(orders.userId);
  return Promise.all(
    found.map(async (user): Promise<PhoneCustomer> => {
      const record = records.find((r) => r.userId === user.id);
      return {
        ...user,
        contact: localPhone(user.contact) ?? user.contact,
        orders: record?.orders ?? 0,
        cancelled: record?.cancelled ?? 0,
        first_order: await isFirstOrder(db, user.id),
        last_delivery: await lastDelivery(db, user.id),
      };
    }),
  );
}

/** Products whose title holds `text`, as the shop sells them now, with their sizes, colours and pieces left. */
export async function productChoices(db: Db, text: string): Promise<ProductChoice[]> {
  const found = await productsTitled(db, text, CHOICES_MAX);
  return found.map(({ id, slug, title_en, image, price, mrp, spacial_price, min, max, attribute, stock }) => ({
    id,
    slug,
    title_en,
    image,
    price,
    mrp,
    spacial_price,
    min,
    max,
    attribute,
    stock,
  }));
}

/** Another submit made the new customer's account meanwhile: the order is placed again, for her account. */
class PhoneTaken extends Error {}

/**
 * Places an order staff took on the phone, in a chat or at the counter, through the shopper's placing rules
 * (placeCodOrder: prices, coupon, first-order perks, stock, numbering, messages, one order per key). It differs in
 * what staff know:
 * - the customer is an account found by her phone, or a new one made for it with her name and no e-mail (the phone
 *   account she signs in to by code, lib/server/accounts), in the order's transaction;
 * - no SMS code is asked: staff spoke to her. An order from a call, a WhatsApp chat or the counter counts as from a
 *   proved phone (SPOKEN_SOURCES); one from Messenger or Instagram only when her account proved that number;
 * - staff may set the delivery charge instead of the shop's rule;
 * - the history says who took it and from where, and keeps her note as a staff note.
 * It starts Pending, as a shopper's does: the desk's next move (Processing) is the one place an order is confirmed,
 * and the blocked-phone rule may still hold it.
 */
export async function placeStaffOrder(db: Db, actor: StaffMember, input: StaffOrderInput): Promise<PlacedOrder> {
  assertCan(actor, 'orders');
  try {
    return await placeFor(db, actor, input);
  } catch (error) {
    if (!(error instanceof PhoneTaken)) throw error;
    return placeFor(db, actor, input);
  }
}

async function placeFor(db: Db, actor: StaffMember, input: StaffOrderInput): Promise<PlacedOrder> {
  const phone = e164(input.phone);
  const customer = input.customer_id ? await chosenCustomer(db, input.customer_id) : await phoneAccount(db, phone);
  const name = input.name;
  return placeCodOrder(db, {
    customer:
      customer ?? ((tx) => unlessTaken(newPhoneAccount(tx, { name: name!, phone, verifiedAt: null }), () => new PhoneTaken())),
    items: input.cart_item,
    promoCode: input.promo_code,
    key: input.order_key,
    method: 'COD',
    delivery: {
      name: input.full_name,
      contact: input.phone,
      receiverPhone: input.receiver_phone || null,
      country: COUNTRY,
      address: input.address,
      district: input.city,
      zip: input.post_code || null,
    },
    source: input.source,
    phoneVerified: async () => SPOKEN_SOURCES.includes(input.source) || customer?.phone === phone,
    charge: input.charge,
    takenBy: { staffId: actor.id, note: input.note },
  });
}

async function chosenCustomer(db: Db, id: number): Promise<SessionUser> {
  const user = await customerAccount(db, id);
  if (!user) throw new DomainError('unprocessable', 'No customer has that id: find her by phone again', 'customer_id');
  return user;
}
