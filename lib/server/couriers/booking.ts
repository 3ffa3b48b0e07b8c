import 'server-only';
import { assertCan } from '../roles';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import { ORDER_STATUS, statusLabel } from '../../order-status';
import { localPhone } from '../../phone';
import { parcelWeightKg } from '../../cart/shipping';
import { courierTitle } from '../../couriers';
import { cashToCollect } from '../../payment-plan';
import type { BookingOutcome } from '../../types/couriers';
import type { StaffMember } from '../../types/staff';
import type { Db } from '../db';
import { orderAddresses, orderItems, orders, products, shipments } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { afterMove, moveOrder, MoveRefused, type MadeMove } from '../orders';
import { courier } from './clients';
import { CourierError, wholeTaka, type Booked, type Courier, type CourierName, type Parcel } from './courier';

/** Orders one bulk booking takes: Steadfast's own limit per call. */
const BOOKING_MAX = 500;

/**
 * How long a claim belongs to the booking that made it. A Pathao bulk books one parcel after another, each call
 * allowed 15 s; past this, a claim still 'booking' is taken as left by a booking that died, and looked up like a lost one.
 */
const CLAIM_HELD_MS = 10 * 60_000;

type Shipment = typeof shipments.$inferSelect;

/**
 * An order as a courier needs it: the receiver, the address, the cash to collect (the total less what was paid
 * ahead), the pieces and their weight (at
 * their products' weights), the note for the rider.
 */
async function parcelsOf(db: Db, orderIds: number[], note: string | null): Promise<Map<number, Parcel>> {
  const [rows, lines] = await Promise.all([
    db
      .select({ id: orders.id, invoice: orders.orderNo, total: orders.total, prepaid: orders.prepaid, address: orderAddresses })
      .from(orders)
      .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(inArray(orders.id, orderIds)),
    db
      .select({ orderId: orderItems.orderId, count: orderItems.quantity, grams: products.weight })
      .from(orderItems)
      .leftJoin(products, eq(products.id, orderItems.productId))
      .where(inArray(orderItems.orderId, orderIds)),
  ]);
  return new Map(
    rows.map(({ id, invoice, total, prepaid, address: a }) => {
      const own = lines.filter((line) => line.orderId === id);
      const count = own.reduce((sum, line) => sum + line.count, 0) || 1;
      const receiver = a.receiverPhone ?? a.contact;
      const parcel: Parcel = {
        invoice,
        name: a.name,
        phone: localPhone(receiver) ?? receiver,
        altPhone: a.receiverPhone ? localPhone(a.contact) : null,
        address: [a.address, a.city, [a.district, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        city: a.city,
        district: a.district,
        cod: cashToCollect({ total, prepaid }),
        note,
        pieces: count,
        weightKg: own.length ? parcelWeightKg(own) : parcelWeightKg([{ count }]),
      };
      return [id, parcel];
    }),
  );
}

/**
 * Stores what the courier answered, first and on its own (a parcel the courier holds is never forgotten), then
 * records the booking and moves the order to On the Way through the one status path, which sends the shopper her
 * message with the tracking link. An order someone moved meanwhile keeps its status: the parcel is booked all the same.
 */
async function saveBooking(db: Db, actor: StaffMember, client: Courier, shipment: Shipment, booked: Booked, phone: string) {
  await db
    .update(shipments)
    .set({
      courier: client.name,
      state: 'booked',
      consignmentId: booked.consignmentId,
      trackingCode: booked.trackingCode,
      trackingUrl: client.trackingUrl(booked, phone),
      courierStatus: booked.status,
      deliveryFee: wholeTaka(booked.deliveryFee),
      bookedAt: sql`now()`,
    })
    .where(eq(shipments.id, shipment.id));
  const made = await db.transaction(async (tx) => {
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: shipment.orderId,
      action: 'booked',
      after: { courier: client.title, consignment: booked.consignmentId, tracking: booked.trackingCode },
    });
    const to = { from: ORDER_STATUS.processing, to: ORDER_STATUS.onTheWay };
    try {
      // A savepoint: a move refused (the order left Processing meanwhile) leaves the booking's record standing.
      return await tx.transaction((move) => moveOrder(move, { id: shipment.orderId }, to, { staffId: actor.id }));
    } catch (error) {
      if (error instanceof MoveRefused) return null;
      throw error;
    }
  });
  if (made) await afterMove(db, made);
  return made;
}

const bookedOutcome = (
  orderNo: string,
  client: Courier,
  booked: Booked,
  made: MadeMove | null,
  again = false,
): BookingOutcome => ({
  order_no: orderNo,
  result: again ? 'already-booked' : 'booked',
  msg: `${again ? 'Already booked' : 'Booked'} with ${client.title}${booked.consignmentId ? `: consignment ${booked.consignmentId}` : ''}${made ? '' : ' (the order kept its status)'}`,
  consignment_id: booked.consignmentId,
  tracking_code: booked.trackingCode,
});

const failed = (orderNo: string, msg: string): BookingOutcome => ({ order_no: orderNo, result: 'failed', msg });

/** What the desk is told of a create whose answer was lost, at a courier that cannot be asked about it. */
const checkItsPortal = (client: Courier, invoice: string) =>
  `${client.title} may hold ${invoice} already (its answer was lost) and cannot be asked from here: look for it in ${client.title}'s portal, then release the booking on the order to book again.`;

/**
 * A parcel whose create went unanswered, looked up by its invoice before anything else (a lost answer can hide a
 * success): the parcel when found, null when the courier has none, or why it cannot be known now.
 */
async function lookUp(client: Courier, invoice: string): Promise<Booked | null | string> {
  if (!client.canFind) return checkItsPortal(client, invoice);
  try {
    return await client.find(invoice);
  } catch (error) {
    return `${client.title} did not answer the look-up of ${invoice} (${error instanceof Error ? error.message : String(error)}). Try again: it is looked up first, so it is never booked twice.`;
  }
}

type Attempt = { booked: Booked } | { error: CourierError };

/** One create call for one parcel, one bulk call for several. */
async function create(client: Courier, parcels: Parcel[]): Promise<Attempt[]> {
  if (parcels.length === 1) {
    return [
      await client.book(parcels[0]).then(
        (booked) => ({ booked }),
        (error: unknown) => ({ error: toError(error) }),
      ),
    ];
  }
  return (await client.bookMany(parcels)).map((r) => (r.booked ? { booked: r.booked } : { error: r.error }));
}

/** A failure as the booking reads it: a courier's error kept, anything else (a bug, a lost socket) as no answer. */
function toError(error: unknown): CourierError {
  if (error instanceof CourierError) return error;
  return new CourierError('unavailable', error instanceof Error ? error.message : String(error));
}

/** Marks a claim whose create may have reached the courier: the next try looks it up before creating anything. */
const keepLost = (db: Db, shipment: Shipment) => db.update(shipments).set({ state: 'lost' }).where(eq(shipments.id, shipment.id));

/** Takes back a lost or abandoned claim for this booking, unless another booking took it first. */
async function takeBack(db: Db, held: Shipment): Promise<Shipment | null> {
  const [taken] = await db
    .update(shipments)
    .set({ state: 'booking', createdAt: sql`now()` })
    .where(
      and(
        eq(shipments.id, held.id),
        // Compared in the database: a moment read into JavaScript loses its microseconds.
        or(eq(shipments.state, 'lost'), sql`${shipments.createdAt} < now() - ${`${CLAIM_HELD_MS} milliseconds`}::interval`),
        eq(shipments.state, held.state),
      ),
    )
    .returning();
  return taken ?? null;
}

/**
 * Books Processing orders with a courier, one or many (the desk's bulk booking), each exactly once:
 * - an order is claimed by a shipment row before the courier is called (one per order), so a double tap or two
 *   staff at once cannot book it twice;
 * - a create that went unanswered keeps its claim ('lost'); the next try looks the parcel up by invoice first, and at
 *   a courier that cannot be asked (Pathao), staff check its portal and release the claim themselves;
 * - `note`, when given, goes to the rider (it is printed on the label); the desk's own notes never do;
 * - each result says what happened to that order.
 */
export async function bookParcels(
  db: Db,
  actor: StaffMember,
  name: CourierName,
  orderNos: string[],
  note: string | null = null,
): Promise<BookingOutcome[]> {
  assertCan(actor, 'orders');
  const client = courier(name);
  const unique = [...new Set(orderNos.map((no) => no.toUpperCase()))];
  if (unique.length > BOOKING_MAX) throw new DomainError('invalid', `Book at most ${BOOKING_MAX} orders at once`);
  const found = await db
    .select({
      id: orders.id,
      orderNo: orders.orderNo,
      status: orders.status,
      total: orders.total,
      prepaid: orders.prepaid,
      shipment: shipments,
    })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(inArray(orders.orderNo, unique));
  const outcomes = new Map<string, BookingOutcome>();
  const claims: { shipment: Shipment; earlier: boolean }[] = [];
  const busy = (orderNo: string) => failed(orderNo, 'This order is being booked right now: look again in a minute');
  for (const orderNo of unique) {
    const order = found.find((o) => o.orderNo === orderNo);
    const held = order?.shipment;
    if (!order) outcomes.set(orderNo, failed(orderNo, `No order has the number ${orderNo}`));
    else if (held?.state === 'booked')
      outcomes.set(orderNo, failed(orderNo, `Already booked with ${courierTitle(held.courier)}`));
    else if (held?.state === 'booking' && held.createdAt.getTime() > Date.now() - CLAIM_HELD_MS)
      outcomes.set(orderNo, busy(orderNo));
    else if (held) {
      const taken = await takeBack(db, held);
      if (taken) claims.push({ shipment: taken, earlier: true });
      else outcomes.set(orderNo, busy(orderNo));
    } else if (order.status !== ORDER_STATUS.processing)
      outcomes.set(orderNo, failed(orderNo, `Only a Processing order is booked; this one is ${statusLabel(order.status)}`));
    else {
      const [claimed] = await db
        .insert(shipments)
        .values({ orderId: order.id, courier: name, invoice: order.orderNo, codAmount: cashToCollect(order) })
        .onConflictDoNothing()
        .returning();
      if (claimed) claims.push({ shipment: claimed, earlier: false });
      else outcomes.set(orderNo, busy(orderNo));
    }
  }
  const parcels = await parcelsOf(
    db,
    claims.map((c) => c.shipment.orderId),
    note,
  );
  const fresh: { shipment: Shipment; parcel: Parcel }[] = [];
  for (const { shipment, earlier } of claims) {
    const parcel = parcels.get(shipment.orderId);
    if (!parcel) {
      await db.delete(shipments).where(eq(shipments.id, shipment.id));
      outcomes.set(shipment.invoice, failed(shipment.invoice, 'The order has no delivery address'));
    } else if (earlier) {
      // A claim from a try whose answer was lost: looked up at the courier it was made with, before a new create.
      const before = courier(shipment.courier as CourierName);
      const known = await lookUp(before, parcel.invoice);
      if (typeof known === 'string') {
        await keepLost(db, shipment);
        outcomes.set(shipment.invoice, failed(shipment.invoice, known));
      } else if (known) {
        const made = await saveBooking(db, actor, before, shipment, known, parcel.phone);
        outcomes.set(shipment.invoice, bookedOutcome(shipment.invoice, before, known, made, true));
      } else {
        await db.update(shipments).set({ courier: name }).where(eq(shipments.id, shipment.id));
        fresh.push({ shipment, parcel });
      }
    } else fresh.push({ shipment, parcel });
  }

  const attempts = fresh.length
    ? await create(
        client,
        fresh.map((f) => f.parcel),
      )
    : [];
  for (const [i, { shipment, parcel }] of fresh.entries()) {
    outcomes.set(shipment.invoice, await settle(db, actor, client, shipment, parcel, attempts[i]));
  }
  return unique.map((orderNo) => outcomes.get(orderNo)!);
}

/** What one create came to: stored when booked (or found after a lost answer), its claim kept or dropped otherwise. */
async function settle(db: Db, actor: StaffMember, client: Courier, shipment: Shipment, parcel: Parcel, attempt: Attempt) {
  let booked = 'booked' in attempt ? attempt.booked : null;
  if (!booked) {
    const { error } = attempt as { error: CourierError };
    if (error.kind !== 'duplicate' && error.kind !== 'unavailable') {
      await db.delete(shipments).where(eq(shipments.id, shipment.id));
      return failed(shipment.invoice, `${client.title}: ${error.message}`);
    }
    const known = await lookUp(client, parcel.invoice);
    if (!known || typeof known === 'string') {
      await keepLost(db, shipment);
      const why =
        error.kind === 'duplicate'
          ? `${client.title} says ${parcel.invoice} is already booked, but cannot find it: check its portal`
          : `${client.title} did not answer (${error.message}).`;
      return failed(shipment.invoice, typeof known === 'string' ? `${why} ${known}` : `${why} Try again: it is looked up first.`);
    }
    booked = known;
  }
  try {
    const made = await saveBooking(db, actor, client, shipment, booked, parcel.phone);
    return bookedOutcome(shipment.invoice, client, booked, made);
  } catch (error) {
    // Booked at the courier, its record written first: only the move or its history failed.
    console.error(`Booking ${parcel.invoice} with ${client.title} was stored, but what follows failed:`, error);
    return bookedOutcome(shipment.invoice, client, booked, null);
  }
}

/**
 * Staff release a lost booking they checked in the courier's portal and did not find there: the order can be booked
 * again. Only a lost claim is released, never a parcel the shop knows is booked.
 */
export async function releaseLostBooking(db: Db, actor: StaffMember, orderNo: string): Promise<string> {
  assertCan(actor, 'orders');
  const [released] = await db
    .delete(shipments)
    .where(
      and(
        eq(shipments.state, 'lost'),
        eq(shipments.orderId, sql`(select ${orders.id} from ${orders} where ${orders.orderNo} = ${orderNo})`),
      ),
    )
    .returning();
  if (!released) throw new DomainError('conflict', `Order ${orderNo} has no lost booking to release`);
  await record(db, {
    staffId: actor.id,
    subject: 'order',
    subjectId: released.orderId,
    action: 'booking released',
    after: { courier: courierTitle(released.courier) },
  });
  return 'Released: the order can be booked again';
}
