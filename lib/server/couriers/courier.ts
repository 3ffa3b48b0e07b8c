import 'server-only';

import type { CourierName } from '../../couriers';
import { DomainError } from '../errors';

export type { CourierName };

/** What the label says a parcel holds: never the product names, which riders and neighbours read on the label. */
export const PARCEL_DESCRIPTION = 'Clothing';

/** One parcel to book: an order as a courier needs it. Money in whole taka. */
export interface Parcel {
  /** the order number: the courier's invoice (Steadfast) or merchant order id (Pathao) */
  invoice: string;
  name: string;
  /** 11 local digits, 01XXXXXXXXX */
  phone: string;
  /** the customer's own number when someone else receives the parcel (11 digits) */
  altPhone: string | null;
  /** the whole address on one line: street, city, district */
  address: string;
  city: string;
  district: string;
  /** cash the rider collects: the total less anything paid ahead */
  cod: number;
  /** the staff note for the rider, if any */
  note: string | null;
  pieces: number;
  /** kilograms, for couriers that price by weight */
  weightKg: number;
}

/** A parcel the courier holds. */
export interface Booked {
  consignmentId: string | null;
  trackingCode: string | null;
  /** the courier's own status word (Steadfast `delivery_status`, Pathao `order_status_slug`) */
  status: string;
  /** the courier's fee, when it says */
  deliveryFee: number | null;
}

/** A parcel's state read back from the courier. */
export interface ParcelState {
  status: string;
  /** cash the courier says it collected, when it says */
  collected: number | null;
  deliveryFee: number | null;
}

/** How a parcel is found at its courier: by consignment when known, else by our invoice. */
export interface ParcelRef {
  invoice: string;
  consignmentId: string | null;
}

/** One result of a bulk booking: a parcel booked, or why not (an invoice already taken is a 'duplicate'). */
export type BookResult = { invoice: string } & ({ booked: Booked; error?: never } | { error: CourierError; booked?: never });

/** What a webhook says, before it is believed: a signal to read the parcel back (never trusted for money). */
export interface WebhookSignal {
  /** the same event delivered twice has the same key */
  dedupeKey: string;
  invoice: string | null;
  consignmentId: string | null;
  /** the status the webhook claims, normalised to the courier's status words */
  status: string | null;
  /** the cash and the fee it claims (Steadfast's `cod_amount` and `delivery_charge`, Pathao's `collected_amount` and
   * `delivery_fee`): the courier's report for the reconciliation, never a reason to move an order */
  collected: number | null;
  deliveryFee: number | null;
}

export type WebhookReading = { kind: 'handshake' } | { kind: 'ignored' } | { kind: 'signal'; signal: WebhookSignal };

/**
 * Why a courier call failed:
 * - `unauthorized`: wrong keys (401), or a webhook without the shared secret;
 * - `refused`: the courier read the request and said no (validation, an inactive account); its message is kept;
 * - `duplicate`: the invoice is already booked (Steadfast says so even under HTTP 200): look it up;
 * - `unavailable`: a 5xx, a timeout or no answer: the call may have succeeded unseen, so a create is looked up
 *   before it is tried again;
 * - `rate-limited`: a 429.
 */
export type CourierErrorKind = 'unauthorized' | 'refused' | 'duplicate' | 'unavailable' | 'rate-limited';

export class CourierError extends Error {
  constructor(
    readonly kind: CourierErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Money a courier paid out to the shop. */
export interface CourierPayout {
  reference: string;
  amount: number;
  /** YYYY-MM-DD */
  paidOn: string;
}

/** One courier's thin client: the desk and the webhooks never care which courier it is. */
export interface Courier {
  name: CourierName;
  /** Steadfast, Pathao: how the history and the desk name it */
  title: string;
  book(parcel: Parcel): Promise<Booked>;
  /** many at once (Steadfast: up to 500 a call; Pathao: its bulk call is answered later, so it books one by one) */
  bookMany(parcels: Parcel[]): Promise<BookResult[]>;
  /** the parcel as the courier has it now; null when it has no parcel of that invoice */
  status(ref: ParcelRef): Promise<ParcelState | null>;
  /** whether `find` can look a parcel up by invoice (Pathao documents no such call) */
  canFind: boolean;
  /** the parcel booked under an invoice, for a create whose answer was lost; null when there is none */
  find(invoice: string): Promise<Booked | null>;
  /** asks the courier to bring a parcel back (Steadfast's return request); false when the courier has no such call */
  requestReturn(ref: ParcelRef, reason: string): Promise<boolean>;
  /** the cash the courier holds for the shop now (Steadfast's `get_balance`), when it has such a call */
  balance?(): Promise<number>;
  /** the payouts the courier reports having made (Steadfast's `payments`), when it has such a call */
  payouts?(): Promise<CourierPayout[]>;
  /** reads a webhook: throws CourierError('unauthorized') when it lacks the shared secret */
  parseWebhook(headers: Headers, body: unknown): WebhookReading;
  /** where the shopper follows her parcel */
  trackingUrl(booked: { consignmentId: string | null; trackingCode: string | null }, phone: string): string | null;
}

/** Money as the shop keeps it, in whole taka (a courier may answer 72.5). */
export const wholeTaka = (amount: number | null) => (amount === null ? null : Math.round(amount));

/** A courier's failure, for the desk: its refusal or silence said as the courier's, never a 500. */
export async function askingCourier<T>(title: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof CourierError) throw new DomainError('unprocessable', `${title}: ${error.message}`);
    throw error;
  }
}
