import 'server-only';
import { env, type Environment } from '../env';
import { COURIERS, type Courier, type CourierName } from './courier';
import { pathao } from './pathao';
import { steadfast } from './steadfast';

/** The couriers' door: what other rooms of lib/server use of it. */
export {
  ALREADY_BOOKED,
  bookErrorKind,
  CourierError,
  COURIERS,
  type Booked,
  type BookResult,
  type Courier,
  type CourierName,
  type Parcel,
  type ParcelRef,
  type WebhookReading,
} from './courier';
export { PATHAO_INTEGRATION_HEADER } from './pathao';
export { courierStep, type CourierStep } from './status-map';

/** Whether the shop holds a courier's keys, and how its client is built from them. */
const CLIENTS: Record<CourierName, { ready(environment: Environment): boolean; build(environment: Environment): Courier }> = {
  steadfast: {
    ready: (e) => Boolean(e.STEADFAST_API_KEY && e.STEADFAST_SECRET_KEY),
    build: (e) =>
      steadfast({
        baseUrl: e.STEADFAST_BASE_URL,
        apiKey: e.STEADFAST_API_KEY ?? '',
        secretKey: e.STEADFAST_SECRET_KEY ?? '',
        webhookToken: e.COURIER_WEBHOOK_TOKEN,
      }),
  },
  pathao: {
    ready: (e) =>
      Boolean(e.PATHAO_CLIENT_ID && e.PATHAO_CLIENT_SECRET && e.PATHAO_USERNAME && e.PATHAO_PASSWORD && e.PATHAO_STORE_ID),
    build: (e) =>
      pathao({
        baseUrl: e.PATHAO_BASE_URL,
        clientId: e.PATHAO_CLIENT_ID ?? '',
        clientSecret: e.PATHAO_CLIENT_SECRET ?? '',
        username: e.PATHAO_USERNAME ?? '',
        password: e.PATHAO_PASSWORD ?? '',
        storeId: e.PATHAO_STORE_ID ?? 0,
        webhookToken: e.COURIER_WEBHOOK_TOKEN,
      }),
  },
};

/** The couriers whose keys are set: the ones the desk offers. */
export const couriersReady = (): CourierName[] => COURIERS.filter((name) => CLIENTS[name].ready(env()));

/** One client per courier and process (Pathao's keeps its token and its lists of places). */
const built = new Map<CourierName, Courier>();

/** A courier's client. One whose keys are unset is still built: its calls are refused as `unauthorized`. */
export function courier(name: CourierName): Courier {
  let client = built.get(name);
  if (!client) built.set(name, (client = CLIENTS[name].build(env())));
  return client;
}
