import 'server-only';
import { z } from 'zod';
import { GatewayError, gatewayAmount, paisaOf, type GatewayReport } from './gateway';

/**
 * bKash's tokenized checkout, v1.2.0-beta (research §2), mode 0011 (the shopper types wallet, OTP and PIN each time):
 * a token kept in memory, create → the shopper on `bkashURL` → execute, payment/status as the truth when execute's
 * answer is lost or odd, and refunds. It reports what bKash says; `settle` decides.
 */

/** What the bKash client is built from (the environment's BKASH_* settings; tests pass the fake's address). */
export interface BkashSettings {
  /** up to and with `/tokenized/checkout`; the calls' paths follow it */
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
  /** how long a call may take (30 s, as bKash asks) */
  timeoutMs?: number;
  /** the clock the token's expiry is read by (tests move it) */
  now?: () => number;
}

/** One refund as bKash records it. */
export interface BkashRefund {
  refundTrxId: string;
  completed: boolean;
  amountPaisa: number | null;
  completedTime: string | null;
}

const TIMEOUT_MS = 30_000;
/** bKash's statusCode of a call that did what it asked. */
const DONE = '0000';
/** Codes of bKash's own trouble (system error, maintenance): nothing was refused, ask again later. */
const TROUBLE = new Set(['9999', '503']);
/**
 * Execute's codes after which only payment/status knows the payment's state: executed before (2117), a state that
 * moved (2056 invalid state, 2062, 2068 completed, 2069 cancelled), or bKash's own trouble.
 */
const ASK_STATUS = new Set(['2117', '2056', '2062', '2068', '2069', ...TROUBLE]);

/** A field as trimmed text (bKash sends strings; a number is read as one), or undefined when empty or absent. */
const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim())
  .pipe(z.string().min(1))
  .optional()
  .catch(undefined);

/** The fields of bKash's answers this client reads; anything else stays in `raw` only. */
const answerSchema = z
  .object({
    statusCode: text,
    statusMessage: text,
    // Answers from bKash's front door (401, 5xx) and older errors say it with these.
    errorCode: text,
    errorMessage: text,
    message: text,
    id_token: text,
    refresh_token: text,
    expires_in: z.number().positive().optional().catch(undefined),
    paymentID: text,
    bkashURL: text,
    trxID: text,
    transactionStatus: text,
    merchantInvoiceNumber: text,
    amount: text,
    currency: text,
    refundTrxID: text,
    completedTime: text,
  })
  .catch({});
type Fields = z.infer<typeof answerSchema>;

/** An answer: its HTTP status, its fields, and its body as it came. */
interface Answer {
  status: number;
  fields: Fields;
  raw: unknown;
}

/** bKash's code of an answer (statusCode, or errorCode) and its words. */
const codeOf = (fields: Fields) => fields.statusCode ?? fields.errorCode;
const wordsOf = (answer: Answer) =>
  answer.fields.statusMessage ?? answer.fields.errorMessage ?? answer.fields.message ?? `bKash answered ${answer.status}`;

/** An answer that says no: bKash's trouble (5xx, 9999, 503) is `unavailable`, anything else `refused`. */
function refusal(answer: Answer, what: string): GatewayError {
  const code = codeOf(answer.fields);
  const kind = answer.status >= 500 || (code !== undefined && TROUBLE.has(code)) ? 'unavailable' : 'refused';
  return new GatewayError(kind, `bKash ${what}: ${wordsOf(answer)}`, code);
}

/** An amount bKash may be asked for: whole paisa, more than none. */
function checkedAmount(paisa: number): string {
  if (!Number.isSafeInteger(paisa) || paisa <= 0) throw new GatewayError('refused', `No bKash payment of ${paisa} paisa`);
  return gatewayAmount(paisa);
}

/**
 * What bKash's answer about payment `asked` (execute's or payment/status') says, in the gateways' shape. A refusal
 * names no payment, so it is reported as the asked one's.
 */
function reportOf({ fields, raw }: Answer, asked: string): GatewayReport {
  const said = {
    reference: fields.paymentID ?? null,
    invoice: fields.merchantInvoiceNumber ?? null,
    transaction: fields.trxID ?? null,
    amountPaisa: paisaOf(fields.amount),
    currency: fields.currency ?? null,
    raw,
  };
  if (codeOf(fields) !== DONE)
    return {
      ...said,
      reference: asked,
      state: 'failed',
      reason: fields.statusMessage ?? fields.errorMessage ?? 'bKash refused the payment',
    };
  const status = fields.transactionStatus;
  if (status === 'Completed' && fields.trxID) return { ...said, state: 'paid' };
  const state =
    status === 'Cancelled' ? 'cancelled' : status === 'Failed' ? 'failed' : status === 'Expired' ? 'expired' : 'pending';
  return { ...said, state, ...(status && { reason: status }) };
}

export function bkash(settings: BkashSettings) {
  const now = settings.now ?? Date.now;
  const doFetch = settings.fetch ?? fetch;

  /** One call. No answer in time, or a success that is not JSON (a proxy's page), is `unavailable`. */
  async function post(path: string, headers: Record<string, string>, body: object): Promise<Answer> {
    let response: Response;
    let received: string;
    try {
      response = await doFetch(`${settings.baseUrl}/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS),
      });
      received = await response.text();
    } catch (error) {
      throw new GatewayError(
        'unavailable',
        `bKash did not answer ${path}: ${error instanceof Error ? error.message : 'no answer'}`,
      );
    }
    let raw: unknown;
    try {
      raw = JSON.parse(received);
    } catch {
      if (response.ok) throw new GatewayError('unavailable', `bKash answered ${path} with ${response.status} without JSON`);
      raw = { message: received.slice(0, 200) };
    }
    return { status: response.status, fields: answerSchema.parse(raw), raw };
  }

  let session: { idToken: string; refreshToken: string | null; renewAt: number } | null = null;
  let renewing: Promise<string> | null = null;

  /** token/grant or token/refresh: the merchant's username and password in headers, app key and secret in the body. */
  async function tokenFrom(path: 'token/grant' | 'token/refresh', more: object): Promise<string> {
    const answer = await post(
      path,
      { username: settings.username, password: settings.password },
      { app_key: settings.appKey, app_secret: settings.appSecret, ...more },
    );
    const { id_token: idToken, refresh_token: refreshToken, expires_in: seconds } = answer.fields;
    if (answer.status !== 200 || codeOf(answer.fields) !== DONE || !idToken) throw refusal(answer, 'gave no token');
    // Renewed when a tenth of its life is left (six minutes of bKash's hour), before a call meets it expired.
    session = { idToken, refreshToken: refreshToken ?? null, renewAt: now() + (seconds ?? 3600) * 1000 * 0.9 };
    return idToken;
  }

  /** A new token: by the refresh token while bKash takes it, unless `grant` asks for a new grant at once. */
  async function renew(grant: boolean): Promise<string> {
    const refreshToken = session?.refreshToken;
    if (!grant && refreshToken) {
      try {
        return await tokenFrom('token/refresh', { refresh_token: refreshToken });
      } catch (error) {
        if (!(error instanceof GatewayError && error.kind === 'refused')) throw error;
      }
    }
    return tokenFrom('token/grant', {});
  }

  /** The token to call with (`refused`: one bKash just answered 401 to); calls at the same moment share one renewal. */
  function token(refused?: string): Promise<string> {
    if (session && session.idToken !== refused && now() < session.renewAt) return Promise.resolve(session.idToken);
    return (renewing ??= renew(refused !== undefined && session?.idToken === refused).finally(() => (renewing = null)));
  }

  /** One call with the token; a 401 gets a new grant and the call is made once more. */
  async function ask(path: string, body: object): Promise<Answer> {
    const send = (idToken: string) => post(path, { authorization: idToken, 'x-app-key': settings.appKey }, body);
    const idToken = await token();
    const answer = await send(idToken);
    return answer.status === 401 ? send(await token(idToken)) : answer;
  }

  /** payment/status: bKash's own word on a payment, the truth whenever execute's answer is missing or odd. */
  async function status(paymentId: string): Promise<GatewayReport> {
    const answer = await ask('payment/status', { paymentID: paymentId });
    if (answer.status !== 200 || codeOf(answer.fields) !== DONE) throw refusal(answer, 'gave no status');
    return reportOf(answer, paymentId);
  }

  return {
    /** A payment to send the shopper to (`bkashURL`), for the server's own total. */
    async create(p: { amountPaisa: number; invoice: string; payerReference: string; callbackUrl: string }) {
      const answer = await ask('create', {
        mode: '0011',
        payerReference: p.payerReference,
        callbackURL: p.callbackUrl,
        amount: checkedAmount(p.amountPaisa),
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: p.invoice,
      });
      if (answer.status !== 200 || codeOf(answer.fields) !== DONE) throw refusal(answer, 'refused the payment');
      const { paymentID: paymentId, bkashURL: bkashUrl } = answer.fields;
      if (!paymentId || !bkashUrl) throw new GatewayError('unavailable', 'bKash answered without a paymentID or bkashURL');
      return { paymentId, bkashUrl, raw: answer.raw };
    },

    /**
     * Execute, once the shopper is back. Its answer counts only when it is a clear one; after 2117, no answer in
     * time, a 5xx or a body with `message` (research §2.5), payment/status says what happened.
     */
    async execute(paymentId: string): Promise<GatewayReport> {
      let answer: Answer;
      try {
        answer = await ask('execute', { paymentID: paymentId });
      } catch (error) {
        if (error instanceof GatewayError && error.kind === 'unavailable') return status(paymentId);
        throw error;
      }
      const code = codeOf(answer.fields);
      if (answer.status !== 200 || answer.fields.message || code === undefined || ASK_STATUS.has(code)) return status(paymentId);
      return reportOf(answer, paymentId);
    },

    status,

    /** A whole or partial refund of a paid payment (bKash takes them within 15 days). Never repeated on no answer. */
    async refund(p: { paymentId: string; trxId: string; amountPaisa: number; reason: string; sku: string }) {
      const answer = await ask('payment/refund', {
        paymentID: p.paymentId,
        amount: checkedAmount(p.amountPaisa),
        trxID: p.trxId,
        sku: p.sku,
        reason: p.reason,
      });
      const { refundTrxID: refundTrxId, transactionStatus, amount } = answer.fields;
      if (answer.status !== 200 || !refundTrxId) throw refusal(answer, 'refused the refund');
      return { refundTrxId, completed: transactionStatus === 'Completed', amountPaisa: paisaOf(amount), raw: answer.raw };
    },

    /** The refund bKash records for a payment (payment/refund without an amount answers its last one). */
    async refundStatus(p: { paymentId: string; trxId: string }): Promise<{ refunds: BkashRefund[]; raw: unknown }> {
      const answer = await ask('payment/refund', { paymentID: p.paymentId, trxID: p.trxId });
      const { refundTrxID: refundTrxId, transactionStatus, amount, completedTime } = answer.fields;
      if (answer.status !== 200 || !refundTrxId) throw refusal(answer, 'gave no refund');
      const refund = {
        refundTrxId,
        completed: transactionStatus === 'Completed',
        amountPaisa: paisaOf(amount),
        completedTime: completedTime ?? null,
      };
      return { refunds: [refund], raw: answer.raw };
    },
  };
}
