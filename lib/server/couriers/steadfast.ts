import 'server-only';
import { dhakaDate } from '../../dhaka-day';
import {
  CourierError,
  PARCEL_DESCRIPTION,
  type Booked,
  type BookResult,
  type Courier,
  type CourierPayout,
  type Parcel,
  type ParcelRef,
  type ParcelState,
  type WebhookReading,
  type WebhookSignal,
} from './courier';
import { fieldsOf, textOf } from '../answer-fields';
import { call, cut, failure, numberOf, sameSecret, type Answer, type CallSettings } from './wire';

/**
 * Steadfast (Packzy), after its API doc v1 (research §3.1): two key headers on every call, a free-text address, bulk
 * bookings of up to 500, status by consignment or invoice, balance, payments and return requests.
 */

export interface SteadfastSettings extends CallSettings {
  baseUrl: string;
  apiKey: string;
  secretKey: string;
  /** COURIER_WEBHOOK_TOKEN: the Bearer token set in Steadfast's panel; without it every webhook is refused */
  webhookToken: string | undefined;
}

/** Steadfast's most parcels in one bulk booking. */
const BULK_MAX = 500;

/** Steadfast's words for an invoice it already holds (`errors.invoice`). */
const TAKEN = /already been taken/i;

/** A booking as Steadfast takes it, alone or in a bulk: the label says "Clothing", never the products. */
const orderOf = (parcel: Parcel) => ({
  invoice: parcel.invoice,
  recipient_name: cut(parcel.name, 100),
  recipient_phone: parcel.phone,
  ...(parcel.altPhone && { alternative_phone: parcel.altPhone }),
  recipient_address: cut(parcel.address, 250),
  cod_amount: parcel.cod,
  note: parcel.note ?? '',
  item_description: PARCEL_DESCRIPTION,
  total_lot: parcel.pieces,
  delivery_type: 0,
});

/** What a bulk booking says of an invoice Steadfast already holds: look it up, never book it again. */
const alreadyBooked = () => new CourierError('duplicate', 'The invoice has already been taken.');

/** A status word as Steadfast's doc spells it (`delivered_approval_pending`), whatever a webhook sends. */
const wordOf = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');

export function steadfast(settings: SteadfastSettings): Courier {
  const headers = {
    'Api-Key': settings.apiKey,
    'Secret-Key': settings.secretKey,
    'Content-Type': 'application/json',
    Accept: 'application/json',
  };

  /** One call, with the status that counts: Steadfast sometimes refuses under HTTP 200, its error in the body's `status`. */
  async function answerOf(method: 'GET' | 'POST', path: string, body?: object) {
    const answer = await call('Steadfast', settings, `${settings.baseUrl}${path}`, {
      method,
      headers,
      body: body && JSON.stringify(body),
    });
    const said = fieldsOf(answer.body).status;
    return { ...answer, status: answer.status < 300 && typeof said === 'number' ? said : answer.status };
  }

  /** Why Steadfast said no; an invoice it already holds is `duplicate`. */
  function refusal({ status, body }: Answer): CourierError {
    const taken = fieldsOf(fieldsOf(body).errors).invoice;
    if (Array.isArray(taken) && taken.some((why) => TAKEN.test(String(why))))
      return new CourierError('duplicate', String(taken[0]));
    return failure('Steadfast', status, body);
  }

  async function ask(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const answer = await answerOf(method, path, body);
    if (answer.status >= 300) throw refusal(answer);
    return answer.body;
  }

  /** A status call; null when Steadfast has no such parcel (a 404, or a refusal that says it was not found). */
  async function statusOf(path: string): Promise<Record<string, unknown> | null> {
    const answer = await answerOf('GET', path);
    const error = answer.status >= 300 ? refusal(answer) : null;
    if (answer.status === 404 || (error?.kind === 'refused' && /not found/i.test(error.message))) return null;
    if (error) throw error;
    return fieldsOf(answer.body);
  }

  const byInvoice = (invoice: string) => statusOf(`/status_by_invoice/${encodeURIComponent(invoice)}`);

  /** One item of a bulk answer. Steadfast gives no reason for an error, so an invoice it turns out to hold is a duplicate. */
  async function resultOf(parcel: Parcel, item: Record<string, unknown> | undefined): Promise<BookResult> {
    const { invoice } = parcel;
    if (!item) return { invoice, error: new CourierError('unavailable', 'Steadfast’s answer left it out') };
    const consignmentId = textOf(item.consignment_id);
    if (item.status === 'success' && consignmentId)
      // A bulk answer carries no delivery status: a new consignment is in review, as a single booking's answer says.
      return {
        invoice,
        booked: { consignmentId, trackingCode: textOf(item.tracking_code), status: 'in_review', deliveryFee: null },
      };
    if (TAKEN.test(JSON.stringify(item))) return { invoice, error: alreadyBooked() };
    try {
      if (await byInvoice(invoice)) return { invoice, error: alreadyBooked() };
      return { invoice, error: new CourierError('refused', 'Steadfast refused it in a bulk booking') };
    } catch (error) {
      if (error instanceof CourierError) return { invoice, error };
      throw error;
    }
  }

  /** Up to 500 parcels in one call: `data` is the orders as a JSON-encoded array, as the doc's example sends it. */
  async function bookChunk(parcels: Parcel[]): Promise<BookResult[]> {
    let answer: unknown;
    try {
      answer = await ask('POST', '/create_order/bulk-order', { data: JSON.stringify(parcels.map(orderOf)) });
    } catch (error) {
      if (error instanceof CourierError) return parcels.map(({ invoice }) => ({ invoice, error }));
      throw error;
    }
    // The doc shows the items as the whole answer, and an answer with an error as `data: [...]`.
    const items = (
      Array.isArray(answer) ? answer : Array.isArray(fieldsOf(answer).data) ? fieldsOf(answer).data : []
    ) as unknown[];
    const unread = items.map(fieldsOf);
    const results: BookResult[] = [];
    for (const parcel of parcels) {
      const at = unread.findIndex((item) => textOf(item.invoice) === parcel.invoice);
      results.push(await resultOf(parcel, at < 0 ? undefined : unread.splice(at, 1)[0]));
    }
    return results;
  }

  return {
    name: 'steadfast',
    title: 'Steadfast',
    canFind: true,

    async book(parcel) {
      const { consignment } = fieldsOf(await ask('POST', '/create_order', orderOf(parcel)));
      const booked = fieldsOf(consignment);
      const consignmentId = textOf(booked.consignment_id);
      if (!consignmentId) throw new CourierError('unavailable', 'Steadfast answered without a consignment id');
      return {
        consignmentId,
        trackingCode: textOf(booked.tracking_code),
        status: textOf(booked.status) ?? 'in_review',
        deliveryFee: null,
      };
    },

    async bookMany(parcels) {
      const results: BookResult[] = [];
      for (let start = 0; start < parcels.length; start += BULK_MAX)
        results.push(...(await bookChunk(parcels.slice(start, start + BULK_MAX))));
      return results;
    },

    async status(ref: ParcelRef): Promise<ParcelState | null> {
      const answer = ref.consignmentId
        ? await statusOf(`/status_by_cid/${encodeURIComponent(ref.consignmentId)}`)
        : await byInvoice(ref.invoice);
      const status = answer && textOf(answer.delivery_status);
      return status ? { status, collected: null, deliveryFee: null } : null;
    },

    async find(invoice): Promise<Booked | null> {
      const answer = await byInvoice(invoice);
      const status = answer && textOf(answer.delivery_status);
      if (!answer || !status) return null;
      // The doc's status answer has no ids; read them when Steadfast sends its consignment along.
      const consignment = fieldsOf(answer.consignment);
      return {
        consignmentId: textOf(consignment.consignment_id),
        trackingCode: textOf(consignment.tracking_code),
        status,
        deliveryFee: null,
      };
    },

    async requestReturn(ref, reason) {
      await ask('POST', '/create_return_request', {
        ...(ref.consignmentId ? { consignment_id: ref.consignmentId } : { invoice: ref.invoice }),
        reason,
      });
      return true;
    },

    async balance() {
      const balance = numberOf(fieldsOf(await ask('GET', '/get_balance')).current_balance);
      if (balance === null) throw new CourierError('unavailable', 'Steadfast answered without a balance');
      return balance;
    },

    async payouts(): Promise<CourierPayout[]> {
      // The doc names GET /payments without its answer; read as `{status: 200, data: [{id, amount, created_at}]}`.
      const { data } = fieldsOf(await ask('GET', '/payments'));
      return (Array.isArray(data) ? data : []).map(fieldsOf).flatMap((payment) => {
        const reference = textOf(payment.id);
        const amount = numberOf(payment.amount);
        const made = new Date(String(payment.created_at));
        if (!reference || amount === null || Number.isNaN(made.getTime())) return [];
        return [{ reference, amount, paidOn: dhakaDate(made) }];
      });
    },

    parseWebhook(headers, body): WebhookReading {
      const bearer = /^Bearer (.+)$/.exec(headers.get('authorization') ?? '');
      if (!sameSecret(bearer?.[1] ?? null, settings.webhookToken))
        throw new CourierError('unauthorized', 'The webhook lacks Steadfast’s token');
      const event = fieldsOf(body);
      const consignmentId = textOf(event.consignment_id);
      if (!consignmentId) return { kind: 'ignored' };
      const invoice = textOf(event.invoice);
      const updatedAt = textOf(event.updated_at) ?? '';
      const status = textOf(event.status);
      const signal = (key: string, word: string | null): WebhookSignal => ({
        dedupeKey: `steadfast:${consignmentId}:${key}:${updatedAt}`,
        invoice,
        consignmentId,
        status: word,
        // Its report of the cash at the door and its charge: kept for the reconciliation, never trusted for a move.
        collected: word ? numberOf(event.cod_amount) : null,
        deliveryFee: word ? numberOf(event.delivery_charge) : null,
      });
      if (event.notification_type === 'delivery_status' && status)
        return { kind: 'signal', signal: signal(wordOf(status), wordOf(status)) };
      if (event.notification_type === 'tracking_update')
        return { kind: 'signal', signal: signal(`tracking:${textOf(event.tracking_message) ?? ''}`, null) };
      return { kind: 'ignored' };
    },

    trackingUrl: ({ trackingCode }) => (trackingCode ? `https://steadfast.com.bd/t/${encodeURIComponent(trackingCode)}` : null),
  };
}
