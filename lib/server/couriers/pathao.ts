import 'server-only';
import {
  CourierError,
  PARCEL_DESCRIPTION,
  type Booked,
  type BookResult,
  type Courier,
  type Parcel,
  type WebhookReading,
} from './courier';
import { fieldsOf, textOf } from '../answer-fields';
import { call, cut, failure, numberOf, sameSecret, type Answer, type CallSettings } from './wire';

/**
 * Pathao Courier's merchant API "aladdin" (research §3.2): a password-grant token kept in memory, cities, zones and
 * areas to place a parcel, one order per call (its bulk call books later and answers no ids), order info, the price
 * plan, and webhooks carrying the merchant's secret verbatim.
 */

/** What the Pathao client is built from (lib/server/couriers/clients.ts reads it from the environment). */
export interface PathaoSettings extends CallSettings {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  storeId: number;
  /** COURIER_WEBHOOK_TOKEN: the secret set in Pathao's panel; without it every webhook is refused */
  webhookToken: string | undefined;
  /** the clock the token's expiry is read by (tests move it) */
  now?: () => number;
}

/** The header and value Pathao's registration of a webhook expects in the answer (202), fixed by Pathao. */
export const PATHAO_INTEGRATION_HEADER = [
  'X-Pathao-Merchant-Webhook-Integration-Secret',
  'f3992ecc-59da-4cbe-a049-a13da2018d51',
] as const;

const API = '/aladdin/api/v1';
/** delivery_type 48 is normal delivery (12 is on-demand); item_type 2 is a parcel (1 a document). */
const NORMAL_DELIVERY = 48;
const PARCEL = 2;

/** A status as Pathao's slugs spell it: "Pending" and "Pickup_Cancelled" read as `pending`, `pickup-cancelled`. */
const slugOf = (status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');

/** A city, zone or area of Pathao's lists. */
interface Place {
  id: number;
  name: string;
}

/** The place among these named `name`, in any case. */
const named = (places: Place[], name: string) => places.find((place) => place.name.toLowerCase() === name.trim().toLowerCase());

/** The longest place name that stands as words of the address ("Block B" in "House 4, Block B, Mirpur 10"). */
function mentioned(places: Place[], address: string): Place | undefined {
  const within = (name: string) =>
    new RegExp(`(^|[^\\p{L}\\p{N}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^\\p{L}\\p{N}])`, 'iu').test(address);
  return places.filter((place) => within(place.name)).sort((a, b) => b.name.length - a.name.length)[0];
}

/** The address as Pathao takes it: 10 to 220 characters, the city and district added to one too short. */
function addressOf(parcel: Parcel): string {
  const address = parcel.address.trim();
  return cut(address.length >= 10 ? address : [address, parcel.city, parcel.district].filter(Boolean).join(', '), 220);
}

export function pathao(settings: PathaoSettings): Courier {
  const now = settings.now ?? Date.now;
  const headers = { 'Content-Type': 'application/json', Accept: 'application/json' };

  let session: { access: string; refresh: string | null; renewAt: number } | null = null;
  let renewing: Promise<string> | null = null;

  async function grant(fields: Record<string, string>): Promise<string> {
    const answer = await call('Pathao', settings, `${settings.baseUrl}${API}/issue-token`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ client_id: settings.clientId, client_secret: settings.clientSecret, ...fields }),
    });
    if (answer.status >= 300) throw failure('Pathao', answer.status, answer.body);
    const token = fieldsOf(answer.body);
    const access = textOf(token.access_token);
    if (!access) throw new CourierError('unavailable', 'Pathao answered without a token');
    // Renewed when a tenth of its life is left (half a day of Pathao's five), before a call meets it expired.
    const lifetime = (numberOf(token.expires_in) ?? 3600) * 1000;
    session = { access, refresh: textOf(token.refresh_token), renewAt: now() + lifetime * 0.9 };
    return access;
  }

  /** A new token: by the refresh token while Pathao takes it, else by the password. */
  async function renew(): Promise<string> {
    if (session?.refresh) {
      try {
        return await grant({ grant_type: 'refresh_token', refresh_token: session.refresh });
      } catch (error) {
        if (!(error instanceof CourierError && (error.kind === 'unauthorized' || error.kind === 'refused'))) throw error;
      }
    }
    return grant({ grant_type: 'password', username: settings.username, password: settings.password });
  }

  /** The token to call with (`refused`: one Pathao just refused); calls at the same moment share one token request. */
  function token(refused?: string): Promise<string> {
    if (session && session.access !== refused && now() < session.renewAt) return Promise.resolve(session.access);
    return (renewing ??= renew().finally(() => (renewing = null)));
  }

  /** One call with the token; a token Pathao refuses (401) is renewed and the call made once more. */
  async function answerOf(method: 'GET' | 'POST', path: string, body?: object): Promise<Answer> {
    const send = (access: string) =>
      call('Pathao', settings, `${settings.baseUrl}${API}${path}`, {
        method,
        headers: { ...headers, Authorization: `Bearer ${access}` },
        body: body && JSON.stringify(body),
      });
    const access = await token();
    const answer = await send(access);
    return answer.status === 401 ? send(await token(access)) : answer;
  }

  /** The status that counts: Pathao's `code` in the body, which an error carries even under HTTP 200. */
  const statusOf = (answer: Answer) => {
    const { code } = fieldsOf(answer.body);
    return answer.status < 300 && typeof code === 'number' ? code : answer.status;
  };

  /** A call's `data`, or why Pathao said no. */
  async function ask(method: 'GET' | 'POST', path: string, body?: object): Promise<unknown> {
    const answer = await answerOf(method, path, body);
    if (statusOf(answer) >= 300) throw failure('Pathao', statusOf(answer), answer.body);
    return fieldsOf(answer.body).data;
  }

  const lists = new Map<string, Place[]>();

  /** A list of places (`data.data`), kept for the life of the process: Pathao's map changes rarely. */
  async function placesAt(path: string, id: string, name: string): Promise<Place[]> {
    const kept = lists.get(path);
    if (kept) return kept;
    const items = fieldsOf(await ask('GET', path)).data;
    const places = (Array.isArray(items) ? items : []).map(fieldsOf).flatMap((item) => {
      const place = { id: numberOf(item[id]), name: textOf(item[name]) };
      return place.id !== null && place.name && item.home_delivery_available !== false ? [place as Place] : [];
    });
    lists.set(path, places);
    return places;
  }

  /**
   * The parcel's city (its district), zone (its city) and area (named in the address) as Pathao numbers them. Pathao
   * places a parcel by its address alone since July 2025, so what does not match, or a list that fails, is left out;
   * a city goes only with its zone.
   */
  async function placeOf(parcel: Parcel): Promise<{ recipient_city?: number; recipient_zone?: number; recipient_area?: number }> {
    try {
      const city = named(await placesAt('/city-list', 'city_id', 'city_name'), parcel.district);
      const zone = city && named(await placesAt(`/cities/${city.id}/zone-list`, 'zone_id', 'zone_name'), parcel.city);
      if (!city || !zone) return {};
      const area = mentioned(await placesAt(`/zones/${zone.id}/area-list`, 'area_id', 'area_name'), parcel.address);
      return { recipient_city: city.id, recipient_zone: zone.id, ...(area && { recipient_area: area.id }) };
    } catch (error) {
      if (error instanceof CourierError) return {};
      throw error;
    }
  }

  /** Pathao's fee from its price plan, when the booking's answer left it out; null rather than fail a booking made. */
  async function feeOf(place: { recipient_city?: number; recipient_zone?: number }, weight: number): Promise<number | null> {
    if (!place.recipient_city || !place.recipient_zone) return null;
    try {
      const plan = await ask('POST', '/merchant/price-plan', {
        store_id: settings.storeId,
        item_type: PARCEL,
        delivery_type: NORMAL_DELIVERY,
        item_weight: weight,
        recipient_city: place.recipient_city,
        recipient_zone: place.recipient_zone,
      });
      return numberOf(fieldsOf(plan).final_price);
    } catch (error) {
      if (error instanceof CourierError) return null;
      throw error;
    }
  }

  /** One order. Never tried again on a 5xx: a gateway's 504 can hide an order made. */
  async function book(parcel: Parcel): Promise<Booked> {
    const place = await placeOf(parcel);
    const weight = Math.min(10, Math.max(0.5, parcel.weightKg));
    const order = fieldsOf(
      await ask('POST', '/orders', {
        store_id: settings.storeId,
        merchant_order_id: parcel.invoice,
        recipient_name: cut(parcel.name, 100),
        recipient_phone: parcel.phone,
        ...(parcel.altPhone && { recipient_secondary_phone: parcel.altPhone }),
        recipient_address: addressOf(parcel),
        ...place,
        delivery_type: NORMAL_DELIVERY,
        item_type: PARCEL,
        special_instruction: parcel.note ?? '',
        item_quantity: parcel.pieces,
        item_weight: weight,
        item_description: PARCEL_DESCRIPTION,
        amount_to_collect: Math.round(parcel.cod),
      }),
    );
    const consignmentId = textOf(order.consignment_id);
    if (!consignmentId) throw new CourierError('unavailable', 'Pathao answered without a consignment id');
    return {
      consignmentId,
      trackingCode: consignmentId,
      status: slugOf(textOf(order.order_status) ?? 'pending'),
      deliveryFee: numberOf(order.delivery_fee) ?? (await feeOf(place, weight)),
    };
  }

  return {
    name: 'pathao',
    title: 'Pathao',
    canFind: false,
    book,

    async bookMany(parcels) {
      const results: BookResult[] = [];
      let stopped: CourierError | null = null;
      for (const parcel of parcels) {
        const { invoice } = parcel;
        if (stopped) {
          results.push({ invoice, error: stopped });
          continue;
        }
        try {
          results.push({ invoice, booked: await book(parcel) });
        } catch (error) {
          if (!(error instanceof CourierError)) throw error;
          results.push({ invoice, error });
          // Pathao takes 60 calls a minute: after a 429 (or keys it refuses) the rest wait for a later run.
          if (error.kind === 'rate-limited' || error.kind === 'unauthorized') stopped = error;
        }
      }
      return results;
    },

    async status({ consignmentId }) {
      if (!consignmentId) return null;
      const answer = await answerOf('GET', `/orders/${encodeURIComponent(consignmentId)}/info`);
      if (statusOf(answer) === 404) return null;
      if (statusOf(answer) >= 300) throw failure('Pathao', statusOf(answer), answer.body);
      const info = fieldsOf(fieldsOf(answer.body).data);
      const status = textOf(info.order_status_slug) ?? textOf(info.order_status);
      return status ? { status: slugOf(status), collected: null, deliveryFee: null } : null;
    },

    // Pathao documents no lookup of an order by merchant_order_id (research §3.2): an order whose answer was lost
    // cannot be found by its invoice.
    find: async () => null,

    requestReturn: async () => false,

    parseWebhook(headers, body): WebhookReading {
      if (!sameSecret(headers.get('x-pathao-signature'), settings.webhookToken))
        throw new CourierError('unauthorized', 'The webhook lacks Pathao’s signature');
      const event = fieldsOf(body);
      if (event.event === 'webhook_integration') return { kind: 'handshake' };
      const consignmentId = textOf(event.consignment_id);
      if (typeof event.event !== 'string' || !event.event.startsWith('order.') || !consignmentId) return { kind: 'ignored' };
      const dedupeKey = `pathao:${consignmentId}:${event.event}:${textOf(event.updated_at) ?? ''}`;
      const status = slugOf(event.event.slice('order.'.length));
      const signal = {
        dedupeKey,
        invoice: textOf(event.merchant_order_id),
        consignmentId,
        status,
        // Its report of the cash and its fee: kept for the reconciliation, never trusted for a move.
        collected: numberOf(event.collected_amount),
        deliveryFee: numberOf(event.delivery_fee),
      };
      return { kind: 'signal', signal };
    },

    trackingUrl: ({ consignmentId }, phone) =>
      consignmentId
        ? `https://merchant.pathao.com/tracking?consignment_id=${encodeURIComponent(consignmentId)}&phone=${phone.replace(/\D/g, '').slice(-11)}`
        : null,
  };
}
