import 'server-only';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { ORDER_STATUS, statusLabel } from '../../order-status';
import { localPhone } from '../../phone';
import { PIECE_WEIGHT_KG } from '../../cart/shipping';
import type { BookingOutcome } from '../../types/couriers';
import type { StaffMember } from '../../types/staff';
import type { Db } from '../db';
import { history, orderAddresses, orderItems, orders, shipments } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { afterMove, moveOrder, type MadeMove } from '../orders';
import { courierTitle } from '../../couriers';
import { courier } from './clients';
import { CourierError, type Booked, type Courier, type CourierName, type Parcel } from './courier';

/** Orders one bulk booking takes: Steadfast's own limit per call. */
const BOOKING_MAX = 500;

type Shipment = typeof shipments.$inferSelect;

/** An order as a courier needs it: the receiver, the address, the cash to collect, the pieces, the staff's last note. */
async function parcelsOf(db: Db, orderIds: number[]): Promise<Map<number, Parcel>> {
  const [rows, pieces, notes] = await Promise.all([
    db
      .select({ id: orders.id, invoice: orders.orderNo, total: orders.total, address: orderAddresses })
      .from(orders)
      .innerJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
      .where(inArray(orders.id, orderIds)),
    db
      .select({ orderId: orderItems.orderId, n: sql<number>`sum(${orderItems.quantity})::int` })
      .from(orderItems)
      .where(inArray(orderItems.orderId, orderIds))
      .groupBy(orderItems.orderId),
    db
      .selectDistinctOn([history.subjectId], { orderId: history.subjectId, after: history.after })
      .from(history)
      .where(and(eq(history.subject, 'order'), eq(history.action, 'note'), inArray(history.subjectId, orderIds)))
      .orderBy(history.subjectId, desc(history.createdAt), desc(history.id)),
  ]);
  return new Map(
    rows.map(({ id, invoice, total, address: a }) => {
      const count = pieces.find((p) => p.orderId === id)?.n ?? 1;
      const receiver = a.receiverPhone ?? a.contact;
      const parcel: Parcel = {
        invoice,
        name: a.name,
        phone: localPhone(receiver) ?? receiver,
        altPhone: a.receiverPhone ? localPhone(a.contact) : null,
        address: [a.address, a.city, [a.district, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', '),
        city: a.city,
        district: a.district,
        // Nothing is paid ahead yet: the rider collects the whole total.
        cod: total,
        note: (notes.find((n) => n.orderId === id)?.after.note as string | undefined) ?? null,
        pieces: count,
        weightKg: count * PIECE_WEIGHT_KG,
      };
      return [id, parcel];
    }),
  );
}

/**
 * Stores what the courier answered and moves the order to On the Way (through the one status path, which sends the
 * shopper her message with the tracking link), in one transaction. An order someone moved meanwhile keeps its
 * status: the parcel is booked all the same, and the history says so.
 */
async function saveBooking(db: Db, actor: StaffMember, client: Courier, shipment: Shipment, booked: Booked, phone: string) {
  const made = await db.transaction(async (tx) => {
    await tx
      .update(shipments)
      .set({
        courier: client.name,
        state: 'booked',
        consignmentId: booked.consignmentId,
        trackingCode: booked.trackingCode,
        trackingUrl: client.trackingUrl(booked, phone),
        courierStatus: booked.status,
        deliveryFee: booked.deliveryFee,
        bookedAt: sql`now()`,
      })
      .where(eq(shipments.id, shipment.id));
    await record(tx, {
      staffId: actor.id,
      subject: 'order',
      subjectId: shipment.orderId,
      action: 'booked',
      after: { courier: client.title, consignment: booked.consignmentId, tracking: booked.trackingCode },
    });
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, shipment.orderId));
    if (order?.status !== ORDER_STATUS.processing) return null;
    return moveOrder(
      tx,
      { id: shipment.orderId },
      { from: ORDER_STATUS.processing, to: ORDER_STATUS.onTheWay },
      { staffId: actor.id },
    );
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

/**
 * A create whose answer was lost (a timeout, a 5xx, the invoice "already taken"): the parcel is looked up by its
 * invoice before anything else, because a lost answer can hide a success. Found, it is stored; not found after a
 * duplicate, the courier's word is passed on; not found after no answer, the claim stays so the next try looks again.
 */
async function recover(client: Courier, parcel: Parcel, error: CourierError): Promise<Booked | string> {
  const found = await client.find(parcel.invoice).catch(() => null);
  if (found) return found;
  if (error.kind === 'duplicate')
    return `${client.title} says ${parcel.invoice} is already booked, but cannot find it: check its portal`;
  return `${client.title} did not answer (${error.message}). Try again: the parcel is looked up first, so it is never booked twice.`;
}

/** A claim younger than this may belong to a booking still waiting for its courier (a client gives up after 15 s). */
const CLAIM_HELD_MS = 60_000;

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

/**
 * Books Processing orders with a courier, one or many (the desk's bulk booking), each exactly once:
 * - an order is claimed by a shipment row before the courier is called (one per order), so a double tap or two
 *   staff at once cannot book it twice;
 * - a claim left by a create whose answer was lost is first looked up at its courier;
 * - each result says what happened to that order.
 */
export async function bookParcels(db: Db, actor: StaffMember, name: CourierName, orderNos: string[]): Promise<BookingOutcome[]> {
  const client = courier(name);
  const unique = [...new Set(orderNos.map((no) => no.toUpperCase()))];
  if (unique.length > BOOKING_MAX) throw new DomainError('invalid', `Book at most ${BOOKING_MAX} orders at once`);
  const found = await db
    .select({ id: orders.id, orderNo: orders.orderNo, status: orders.status, total: orders.total, shipment: shipments })
    .from(orders)
    .leftJoin(shipments, eq(shipments.orderId, orders.id))
    .where(inArray(orders.orderNo, unique));
  const outcomes = new Map<string, BookingOutcome>();
  const claims: { shipment: Shipment; earlier: boolean }[] = [];
  for (const orderNo of unique) {
    const order = found.find((o) => o.orderNo === orderNo);
    const held = order?.shipment;
    if (!order) outcomes.set(orderNo, failed(orderNo, `No order has the number ${orderNo}`));
    else if (held?.state === 'booked')
      outcomes.set(orderNo, failed(orderNo, `Already booked with ${courierTitle(held.courier)}`));
    else if (held?.state === 'booking' && held.createdAt.getTime() > Date.now() - CLAIM_HELD_MS)
      outcomes.set(orderNo, failed(orderNo, 'This order is being booked right now: look again in a minute'));
    else if (held) claims.push({ shipment: held, earlier: true });
    else if (order.status !== ORDER_STATUS.processing)
      outcomes.set(orderNo, failed(orderNo, `Only a Processing order is booked; this one is ${statusLabel(order.status)}`));
    else {
      const [claimed] = await db
        .insert(shipments)
        .values({ orderId: order.id, courier: name, invoice: order.orderNo, codAmount: order.total })
        .onConflictDoNothing()
        .returning();
      if (claimed) claims.push({ shipment: claimed, earlier: false });
      else outcomes.set(orderNo, failed(orderNo, 'This order is being booked right now: look again in a minute'));
    }
  }
  const parcels = await parcelsOf(
    db,
    claims.map((c) => c.shipment.orderId),
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
      const booked = await before.find(parcel.invoice).catch(() => null);
      if (booked) {
        const made = await saveBooking(db, actor, before, shipment, booked, parcel.phone);
        outcomes.set(shipment.invoice, bookedOutcome(shipment.invoice, before, booked, made, true));
      } else {
        await db
          .update(shipments)
          .set({ courier: name, state: 'booking', createdAt: sql`now()` })
          .where(eq(shipments.id, shipment.id));
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
    const attempt = attempts[i];
    let booked = 'booked' in attempt ? attempt.booked : null;
    if (!booked) {
      const { error } = attempt as { error: CourierError };
      const recovered = error.kind === 'duplicate' || error.kind === 'unavailable' ? await recover(client, parcel, error) : null;
      if (recovered === null || typeof recovered === 'string') {
        // Only a create that may have reached the courier keeps its claim ('lost'), for the next try to look up.
        if (error.kind === 'unavailable') await db.update(shipments).set({ state: 'lost' }).where(eq(shipments.id, shipment.id));
        else await db.delete(shipments).where(eq(shipments.id, shipment.id));
        outcomes.set(shipment.invoice, failed(shipment.invoice, recovered ?? `${client.title}: ${error.message}`));
        continue;
      }
      booked = recovered;
    }
    const made = await saveBooking(db, actor, client, shipment, booked, parcel.phone);
    outcomes.set(shipment.invoice, bookedOutcome(shipment.invoice, client, booked, made));
  }
  return unique.map((orderNo) => outcomes.get(orderNo)!);
}
