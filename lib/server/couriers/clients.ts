import 'server-only';
import { env, type Environment } from '../env';
import { absoluteUrl } from '../site';
import { DomainError } from '../errors';
import { COURIER_NAMES, courierTitle, type CourierName } from '../../couriers';
import type { Courier } from './courier';
import { pathao } from './pathao';
import { steadfast } from './steadfast';

/** The variables each courier's client needs (docs/operations.md). */
const NEEDS = {
  steadfast: ['STEADFAST_API_KEY', 'STEADFAST_SECRET_KEY'],
  pathao: ['PATHAO_CLIENT_ID', 'PATHAO_CLIENT_SECRET', 'PATHAO_USERNAME', 'PATHAO_PASSWORD', 'PATHAO_STORE_ID'],
} as const satisfies Record<CourierName, (keyof Environment)[]>;

/** Whether a courier's credentials are all set. */
const isReady = (name: CourierName) => NEEDS[name].every((key) => env()[key] !== undefined);

/** The couriers the shop can book with: those whose credentials are set. */
export const couriersReady = (): CourierName[] => COURIER_NAMES.filter(isReady);

const clients = new Map<CourierName, Courier>();

function build(name: CourierName): Courier {
  const e = env();
  const webhookToken = e.COURIER_WEBHOOK_TOKEN;
  if (name === 'steadfast') {
    return steadfast({
      baseUrl: e.STEADFAST_BASE_URL,
      apiKey: e.STEADFAST_API_KEY!,
      secretKey: e.STEADFAST_SECRET_KEY!,
      webhookToken,
    });
  }
  return pathao({
    baseUrl: e.PATHAO_BASE_URL,
    clientId: e.PATHAO_CLIENT_ID!,
    clientSecret: e.PATHAO_CLIENT_SECRET!,
    username: e.PATHAO_USERNAME!,
    password: e.PATHAO_PASSWORD!,
    storeId: e.PATHAO_STORE_ID!,
    webhookToken,
  });
}

/** A courier's client, made once per process (Pathao's keeps its token); refused when its credentials are not set. */
export function courier(name: CourierName): Courier {
  if (!isReady(name))
    throw new DomainError('unprocessable', `${courierTitle(name)} is not set up: its keys are not in the shop's environment`);
  let client = clients.get(name);
  if (!client) clients.set(name, (client = build(name)));
  return client;
}

/** What the owner's settings show of each courier: ready or not, what it lacks, where its webhook should point. */
export function courierSetup(): { name: CourierName; ready: boolean; missing: string[]; webhook: string }[] {
  return COURIER_NAMES.map((name) => ({
    name,
    ready: isReady(name),
    missing: [...NEEDS[name], 'COURIER_WEBHOOK_TOKEN' as const].filter((key) => env()[key] === undefined),
    webhook: absoluteUrl(`/api/courier/${name}`),
  }));
}
