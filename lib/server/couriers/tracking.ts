import 'server-only';
import { assertCan } from '../roles';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { moveRefusal, ORDER_STATUS, statusLabel, type OrderStatus } from '../../order-status';
import type { StaffMember } from '../../types/staff';
import type { Db } from '../db';
import { orders, shipments } from '../db/schema';
import { DomainError } from '../errors';
import { record } from '../history';
import { afterMove, moveOrder, type MadeMove } from '../orders';
import { courier, couriersReady } from './clients';
import { askingCourier, wholeTaka, type CourierName, type ParcelState, type WebhookSignal } from './courier';
import { courierTitle } from '../../couriers';
import { courierStep, type CourierStep } from './status-map';

type Shipment = typeof shipments.$inferSelect;

/** The order status each step of a parcel puts its order in (a parcel on its way back is still On the Way). */
const ORDER_AT: Record<Exclude<CourierStep, 'booked'>, OrderStatus> = {
  onTheWay: ORDER_STATUS.onTheWay,
  returning: ORDER_STATUS.onTheWay,
  hold: ORDER_STATUS.hold,
  delivered: ORDER_STATUS.delivered,
  partialDelivered: ORDER_STATUS.partialDelivered,
  canceled: ORDER_STATUS.canceled,
  returned: ORDER_STATUS.returned,
};

/** The moves from `from` to `to` along the pipeline: direct, or by way of On the Way (a parcel held, then delivered). */
function pathTo(from: OrderStatus, to: OrderStatus): OrderStatus[] | null {
  if (from === to) return [];
  if (!moveRefusal(from, to)) return [to];
  if (!moveRefusal(from, ORDER_STATUS.onTheWay) && !moveRefusal(ORDER_STATUS.onTheWay, to)) return [ORDER_STATUS.onTheWay, to];
  return null;
}

/**
 * What the courier says of a parcel, read back from it (never a webhook's word alone), applied in one transaction:
 * the shipment keeps the courier's status and figures, and the order moves along the one status path, each move a
 * history entry by the courier. A provisional status (`…_approval_pending`) waits for the final one. Returns what
 * happened, for the webhook inbox and the desk.
 */
async function applyParcelState(db: Db, shipment: Shipment, state: ParcelState): Promise<string> {
  const name = shipment.courier as CourierName;
  const read = courierStep(name, state.status);
  // Cash is collected only at a delivery: a figure sent with any other status is the cash still to collect.
  const delivery = read !== null && (read.step === 'delivered' || read.step === 'partialDelivered');
  const moved: MadeMove[] = [];
  const outcome = await db.transaction(async (tx) => {
    await tx
      .update(shipments)
      .set({
        courierStatus: state.status,
        checkedAt: sql`now()`,
        ...(delivery && state.collected !== null && { collected: wholeTaka(state.collected) }),
        ...(state.deliveryFee !== null && { deliveryFee: wholeTaka(state.deliveryFee) }),
        ...(read?.step === 'returned' && !read.provisional && { returnedAt: sql`coalesce(${shipments.returnedAt}, now())` }),
      })
      .where(eq(shipments.id, shipment.id));
    if (!read) return `${state.status}: not a status the shop knows; the order keeps its own`;
    if (read.provisional) return `${state.status}: waiting for the courier's final word`;
    if (read.step === 'booked') return `${state.status}: booked, not yet picked up`;
    const to = ORDER_AT[read.step];
    const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, shipment.orderId));
    const from = order.status as OrderStatus;
    const path = pathTo(from, to);
    if (!path) return `${state.status}: a ${statusLabel(from)} order cannot become ${statusLabel(to)}`;
    let at = from;
    for (const next of path) {
      // Delivered in full is the cash the rider was to collect; in part, what the courier reports (a webhook's word
      // is only a report, kept on the shipment for the reconciliation).
      const collected =
        next === ORDER_STATUS.delivered
          ? shipment.codAmount
          : next === ORDER_STATUS.partialDelivered
            ? wholeTaka(state.collected)
            : null;
      // She was told the parcel is on its way when it was booked: a step back to On the Way tells her nothing new.
      const quiet = next === ORDER_STATUS.onTheWay;
      moved.push(await moveOrder(tx, { id: shipment.orderId }, { from: at, to: next }, { courier: name }, { collected, quiet }));
      at = next;
    }
    return path.length ? `${state.status}: ${statusLabel(to)}` : `${state.status}: already ${statusLabel(to)}`;
  });
  for (const made of moved) await afterMove(db, made);
  return outcome;
}

/**
 * Reads one parcel back from its courier and applies it; null when the courier has no such parcel. A webhook's
 * figures (the cash it says it collected, its fee) are kept as the courier's report when the read-back agrees on the
 * status; the read-back's own figures come first.
 */
export async function checkShipment(db: Db, shipment: Shipment, signal?: WebhookSignal): Promise<string | null> {
  const state = await courier(shipment.courier as CourierName).status({
    invoice: shipment.invoice,
    consignmentId: shipment.consignmentId,
  });
  if (!state) return null;
  const agrees = signal?.status === state.status;
  return applyParcelState(db, shipment, {
    ...state,
    collected: state.collected ?? (agrees ? signal.collected : null),
    deliveryFee: state.deliveryFee ?? (agrees ? signal.deliveryFee : null),
  });
}

/** An order's parcel at its courier, or a 404. */
async function bookedShipment(db: Db, orderNo: string): Promise<Shipment> {
  const [row] = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(and(eq(orders.orderNo, orderNo), eq(shipments.state, 'booked')));
  if (!row) throw new DomainError('not-found', `Order ${orderNo} has no parcel at a courier`);
  return row.shipment;
}

/** The desk's "Check now" on an order: its parcel read back from the courier at once. */
export async function checkOrderParcel(db: Db, actor: StaffMember, orderNo: string): Promise<string> {
  assertCan(actor, 'orders');
  const shipment = await bookedShipment(db, orderNo);
  const read = await askingCourier(courierTitle(shipment.courier), () => checkShipment(db, shipment));
  return read ?? 'The courier has no such parcel';
}

/** Statuses whose parcel is still out: the ones polling asks about. */
const OUT: number[] = [ORDER_STATUS.processing, ORDER_STATUS.onTheWay, ORDER_STATUS.hold];

/** How often the open parcels are read back, for the events a webhook missed. */
const POLL_EVERY_MS = 30 * 60_000;

/**
 * Reads back every parcel still out that was not checked in the last half hour (a webhook's read-back counts), at
 * the couriers that are set up; one courier's failure does not stop the others'. Returns how many were checked.
 * @internal (also read by the tests)
 */
export async function pollParcels(db: Db, now = new Date(), pauseMs = 1000): Promise<number> {
  const ready = couriersReady();
  if (!ready.length) return 0;
  const due = await db
    .select({ shipment: shipments })
    .from(shipments)
    .innerJoin(orders, eq(orders.id, shipments.orderId))
    .where(
      and(
        eq(shipments.state, 'booked'),
        inArray(shipments.courier, ready),
        inArray(orders.status, OUT),
        or(isNull(shipments.checkedAt), lt(shipments.checkedAt, new Date(now.getTime() - POLL_EVERY_MS + 60_000))),
      ),
    );
  let checked = 0;
  for (const [i, { shipment }] of due.entries()) {
    // One read a second keeps polling under Pathao's 60 a minute, with room for the desk's own calls.
    if (i) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    try {
      await checkShipment(db, shipment);
      checked++;
    } catch (error) {
      console.error(`Reading parcel ${shipment.invoice} back from ${shipment.courier} failed:`, error);
    }
  }
  return checked;
}

/** Starts polling in this process (lib/server/startup.ts): every half hour, never two rounds at once. */
export function startPolling(db: Db): void {
  let running = false;
  setInterval(() => {
    if (running) return;
    running = true;
    void pollParcels(db)
      .catch((error) => console.error('Polling the couriers failed:', error))
      .finally(() => (running = false));
  }, POLL_EVERY_MS).unref();
}

/**
 * Asks an order's courier to bring its parcel back (a customer who refuses on the phone, or cannot be reached), and
 * records the request; the parcel's own statuses then move the order to Returned. Refused when the courier has no such
 * call (its portal or its hotline then).
 */
export async function requestParcelReturn(db: Db, actor: StaffMember, orderNo: string, reason: string): Promise<string> {
  assertCan(actor, 'orders');
  const shipment = await bookedShipment(db, orderNo);
  const client = courier(shipment.courier as CourierName);
  const ref = { invoice: shipment.invoice, consignmentId: shipment.consignmentId };
  if (!(await askingCourier(client.title, () => client.requestReturn(ref, reason)))) {
    throw new DomainError('unprocessable', `${client.title} takes return requests in its own portal, not from here`);
  }
  await record(db, {
    staffId: actor.id,
    subject: 'order',
    subjectId: shipment.orderId,
    action: 'return requested',
    after: { courier: client.title, reason },
  });
  return `${client.title} is asked to bring the parcel back`;
}
