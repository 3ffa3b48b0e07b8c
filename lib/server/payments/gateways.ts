import 'server-only';
import { env, type Environment } from '../env';
import { absoluteUrl } from '../site';
import { DomainError } from '../errors';
import { GATEWAY_LABELS, type Gateway as GatewayName } from '../../payment-plan';
import { bkash } from './bkash';
import { sslcommerz } from './sslcommerz';
import type { GatewayReport } from './gateway';

/** The variables each gateway needs (docs/operations.md); a gateway without them is not offered. */
const NEEDS = {
  bkash: ['BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
  sslcommerz: ['SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
} as const satisfies Record<GatewayName, (keyof Environment)[]>;

/** The gateways whose credentials are all set. */
export const gatewaysReady = (): GatewayName[] =>
  (Object.keys(NEEDS) as GatewayName[]).filter((name) => NEEDS[name].every((key) => env()[key] !== undefined));

/** An attempt as a gateway needs it. */
interface AttemptForGateway {
  invoice: string;
  providerRef: string | null;
  providerTxn: string | null;
  bankTxn: string | null;
  amountPaisa: number;
}

/** The order's side of a new attempt: who pays, for the gateway's page. */
interface Payer {
  orderNo: string;
  name: string;
  phone: string;
  email: string | null;
  address: string;
  district: string;
  postcode: string | null;
  pieces: number;
}

/** A refund as the gateway took it. */
interface RefundAnswer {
  providerRef: string | null;
  status: 'processing' | 'refunded' | 'failed';
  raw: unknown;
}

/** One gateway, seen the same way by the attempts, settle, the sweep and refunds. */
export interface Gateway {
  /** creates the attempt at the gateway: its id there, and where the shopper pays */
  start(attempt: AttemptForGateway, payer: Payer): Promise<{ providerRef: string; redirect: string; raw: unknown }>;
  /** the gateway's word on the attempt now (the poll) */
  check(attempt: AttemptForGateway): Promise<GatewayReport>;
  refund(attempt: AttemptForGateway, refund: { amountPaisa: number; reason: string; reference: string }): Promise<RefundAnswer>;
}

/** What the shopper's bank and wallet pages show for any order: neutral words (the parcel's discretion, online too). */
const NEUTRAL_DESCRIPTION = 'Clothing';

/** A phone-only customer's address for SSLCommerz, which asks one of every payer: the shop's own mailbox for her. */
const fallbackEmail = (phone: string) => `${phone.replace(/\D/g, '') || 'customer'}@customers.${env().SHOP_URL.hostname}`;

function buildBkash(): Gateway & { execute(paymentId: string): Promise<GatewayReport> } {
  const e = env();
  const client = bkash({
    baseUrl: e.BKASH_BASE_URL,
    appKey: e.BKASH_APP_KEY!,
    appSecret: e.BKASH_APP_SECRET!,
    username: e.BKASH_USERNAME!,
    password: e.BKASH_PASSWORD!,
  });
  return {
    async start(attempt, payer) {
      const created = await client.create({
        amountPaisa: attempt.amountPaisa,
        invoice: attempt.invoice,
        payerReference: payer.phone,
        callbackUrl: absoluteUrl(`/api/payments/bkash/callback?invoice=${encodeURIComponent(attempt.invoice)}`),
      });
      return { providerRef: created.paymentId, redirect: created.bkashUrl, raw: created.raw };
    },
    check: (attempt) => client.status(attempt.providerRef!),
    execute: (paymentId) => client.execute(paymentId),
    async refund(attempt, refund) {
      const answer = await client.refund({
        paymentId: attempt.providerRef!,
        trxId: attempt.providerTxn!,
        amountPaisa: refund.amountPaisa,
        reason: refund.reason,
        sku: refund.reference,
      });
      return { providerRef: answer.refundTrxId, status: answer.completed ? 'refunded' : 'processing', raw: answer.raw };
    },
  };
}

function buildSslcommerz(): Gateway & {
  validate(valId: string): Promise<GatewayReport>;
  ipnSigned(fields: Record<string, string>): boolean;
} {
  const e = env();
  const client = sslcommerz({
    baseUrl: e.SSLCOMMERZ_BASE_URL,
    storeId: e.SSLCOMMERZ_STORE_ID!,
    storePassword: e.SSLCOMMERZ_STORE_PASSWORD!,
  });
  const back = (step: string) => absoluteUrl(`/api/payments/sslcommerz/${step}`);
  return {
    async start(attempt, payer) {
      const session = await client.createSession({
        tranId: attempt.invoice,
        amountPaisa: attempt.amountPaisa,
        successUrl: back('success'),
        failUrl: back('fail'),
        cancelUrl: back('cancel'),
        ipnUrl: back('ipn'),
        productName: NEUTRAL_DESCRIPTION,
        productCategory: NEUTRAL_DESCRIPTION,
        numOfItem: payer.pieces,
        valueA: payer.orderNo,
        customer: {
          name: payer.name,
          email: payer.email ?? fallbackEmail(payer.phone),
          phone: payer.phone,
          address: payer.address,
          city: payer.district,
          postcode: payer.postcode ?? '1000',
        },
      });
      return { providerRef: attempt.invoice, redirect: session.gatewayUrl, raw: session.raw };
    },
    // The query finds the attempt's tries; only the Order Validation API proves one paid, and only for this attempt.
    async check(attempt) {
      const found = await client.queryByTranId(attempt.invoice);
      if (found.state !== 'paid' || !found.transaction) return found;
      const proof = await client.validate(found.transaction);
      return proof.invoice === attempt.invoice ? proof : { ...found, state: 'pending', reason: proof.reason };
    },
    validate: (valId) => client.validate(valId),
    ipnSigned: (fields) => client.ipnSigned(fields),
    async refund(attempt, refund) {
      const answer = await client.refund({
        bankTranId: attempt.bankTxn!,
        amountPaisa: refund.amountPaisa,
        remarks: refund.reason,
        refundTransId: refund.reference,
      });
      const status = answer.status === 'success' ? 'refunded' : answer.status;
      return { providerRef: answer.refundRefId, status, raw: answer.raw };
    },
  };
}

const clients: { bkash?: ReturnType<typeof buildBkash>; sslcommerz?: ReturnType<typeof buildSslcommerz> } = {};

function ready(name: GatewayName) {
  if (!gatewaysReady().includes(name))
    throw new DomainError('unprocessable', `${GATEWAY_LABELS[name]} is not set up: its keys are not in the shop's environment`);
}

/** bKash's client, made once per process (it keeps its token). */
export function bkashGateway() {
  ready('bkash');
  return (clients.bkash ??= buildBkash());
}

/** SSLCommerz's client, made once per process. */
export function sslcommerzGateway() {
  ready('sslcommerz');
  return (clients.sslcommerz ??= buildSslcommerz());
}

/** A gateway by name. */
export const gateway = (name: GatewayName): Gateway => (name === 'bkash' ? bkashGateway() : sslcommerzGateway());
