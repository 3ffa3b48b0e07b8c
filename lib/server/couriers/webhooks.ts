import 'server-only';
import { createHash } from 'node:crypto';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../db';
import { courierEvents, shipments } from '../db/schema';
import { courier } from './clients';
import type { CourierName, WebhookReading, WebhookSignal } from './courier';
import { PATHAO_INTEGRATION_HEADER } from './pathao';
import { checkShipment } from './tracking';

/** A dedupe key of a length the unique index takes, however long the webhook's own words are. */
const hashed = (key: string) => createHash('sha256').update(key).digest('hex');

/**
 * A courier's webhook, received: its secret checked (a CourierError 'unauthorized' otherwise, and nothing stored),
 * then stored as it came under its dedupe key, before it is answered. Returns what was read and, for a signal
 * heard for the first time, the stored event to handle once the answer is sent (handleEvent); a replay is stored
 * once and handled once.
 */
export async function receiveWebhook(
  db: Db,
  name: CourierName,
  headers: Headers,
  body: unknown,
): Promise<{ kind: WebhookReading['kind']; eventId: number | null }> {
  const reading = courier(name).parseWebhook(headers, body);
  if (reading.kind !== 'signal') return { kind: reading.kind, eventId: null };
  const [stored] = await db
    .insert(courierEvents)
    .values({ courier: name, dedupeKey: hashed(reading.signal.dedupeKey), body: body as object, signal: { ...reading.signal } })
    .onConflictDoNothing()
    .returning({ id: courierEvents.id });
  return { kind: 'signal', eventId: stored?.id ?? null };
}

/**
 * Handles a stored webhook once: its parcel is found by consignment or invoice and read back from the courier, and
 * only what the courier says then moves the order. A failed read-back is left for the next poll.
 */
export async function handleEvent(db: Db, eventId: number): Promise<void> {
  const [event] = await db
    .update(courierEvents)
    .set({ handledAt: new Date() })
    .where(and(eq(courierEvents.id, eventId), isNull(courierEvents.handledAt)))
    .returning();
  if (!event) return;
  const name = event.courier as CourierName;
  const signal = event.signal as unknown as WebhookSignal;
  // By the invoice (our order number) with its consignment when both are named: a consignment number alone is
  // the courier's, and may be reused by another account or after a reset of a test courier.
  const parcel = signal.invoice
    ? and(
        eq(shipments.invoice, signal.invoice),
        signal.consignmentId ? or(eq(shipments.consignmentId, signal.consignmentId), isNull(shipments.consignmentId)) : undefined,
      )
    : signal.consignmentId
      ? eq(shipments.consignmentId, signal.consignmentId)
      : undefined;
  const [shipment] = parcel
    ? await db
        .select()
        .from(shipments)
        .where(and(eq(shipments.courier, name), eq(shipments.state, 'booked'), parcel))
        .limit(1)
    : [];
  let outcome: string;
  try {
    outcome = shipment
      ? ((await checkShipment(db, shipment, signal)) ?? 'the courier has no such parcel')
      : 'no parcel of the shop';
  } catch (error) {
    outcome = `read-back failed, left for the next poll: ${error instanceof Error ? error.message : String(error)}`;
  }
  await db.update(courierEvents).set({ outcome }).where(eq(courierEvents.id, eventId));
}

/** How each courier expects its webhook answered: Pathao with 202 and its integration header, every time. */
export function webhookAnswer(name: CourierName): { status: number; headers: Record<string, string> } {
  if (name !== 'pathao') return { status: 200, headers: {} };
  const [header, value] = PATHAO_INTEGRATION_HEADER;
  return { status: 202, headers: { [header]: value } };
}
