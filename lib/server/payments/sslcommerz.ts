import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { fieldsOf, textOf } from '../answer-fields';
import { GatewayError, gatewayAmount, paisaOf, type GatewayReport } from './gateway';

/**
 * SSLCommerz's hosted checkout, API v4 (research §1): a session whose page the shopper pays on, the Order Validation
 * API that alone proves a payment, the transaction query that polls, refunds, and the IPN's md5 signature. The store
 * id and password travel in every form and query string, so no answer or error leaves this file with the password.
 */

/** What the SSLCommerz client is built from (SSLCOMMERZ_BASE_URL, SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD). */
export interface SslcommerzSettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** The shopper and order a session is opened for; the texts are cut to SSLCommerz's limits. */
export interface SessionRequest {
  tranId: string;
  amountPaisa: number;
  successUrl: string;
  failUrl: string;
  cancelUrl: string;
  ipnUrl: string;
  productName: string;
  productCategory: string;
  numOfItem: number;
  /** echoed back in the IPN and the validation: the order's id */
  valueA: string;
  customer: { name: string; email: string; phone: string; address: string; city: string; postcode: string };
}

const SESSION_PATH = '/gwprocess/v4/api.php';
const VALIDATION_PATH = '/validator/api/validationserverAPI.php';
/** One path answers the queries by tran_id and session, and the refund and its query, told apart by their fields. */
const MERCHANT_PATH = '/validator/api/merchantTransIDvalidationAPI.php';

/** How long SSLCommerz may take to answer before the call counts as unanswered. */
const TIMEOUT_MS = 30_000;
/** SSLCommerz's limits on a session's total (10.00 to 500000.00 BDT) and its ids. */
const MIN_PAISA = 10_00;
const MAX_PAISA = 500_000_00;
const ID_MAX = 30;
const URL_MAX = 255;

/** Statuses of the validation and the query that say the money moved (VALIDATED: checked once before). */
const PAID = new Set(['VALID', 'VALIDATED']);
const ENDED: Record<string, GatewayReport['state']> = {
  FAILED: 'failed',
  INVALID_TRANSACTION: 'failed',
  CANCELLED: 'cancelled',
  EXPIRED: 'expired',
};

const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Text cut to a field's limit. */
const cut = (text: string, max: number) => text.trim().slice(0, max);

export function sslcommerz(settings: SslcommerzSettings) {
  const credentials = { store_id: settings.storeId, store_passwd: settings.storePassword };

  /** An answer as it may be stored: our credentials' fields dropped, the password blotted from any text. */
  function stored(value: unknown): unknown {
    if (typeof value === 'string') return settings.storePassword ? value.replaceAll(settings.storePassword, '***') : value;
    if (Array.isArray(value)) return value.map(stored);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'store_passwd' && key !== 'store_id')
        .map(([key, field]) => [key, stored(field)]),
    );
  }

  /** One call; no answer in time, a 5xx or a body that is not JSON is `unavailable`, in words free of credentials. */
  async function call(path: string, fields: Record<string, string>, method: 'GET' | 'POST'): Promise<Record<string, unknown>> {
    const form = new URLSearchParams({ ...fields, ...credentials });
    const url = `${settings.baseUrl}${path}${method === 'GET' ? `?${form}` : ''}`;
    let response: Response;
    let text: string;
    try {
      response = await (settings.fetch ?? fetch)(url, {
        method,
        headers: {
          Accept: 'application/json',
          ...(method === 'POST' && { 'Content-Type': 'application/x-www-form-urlencoded' }),
        },
        body: method === 'POST' ? form : undefined,
        signal: AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS),
      });
      text = await response.text();
    } catch (error) {
      // Only the error's name (TimeoutError, TypeError): a message may quote the address, credentials and all.
      const name = (error as { name?: unknown } | null)?.name;
      throw new GatewayError('unavailable', `SSLCommerz did not answer (${typeof name === 'string' ? name : 'no answer'})`);
    }
    if (response.status >= 500) throw new GatewayError('unavailable', `SSLCommerz answered ${response.status}`);
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      throw new GatewayError('unavailable', `SSLCommerz answered ${response.status} without JSON`);
    }
    const answer = fieldsOf(body);
    // APIConnect other than DONE: SSLCommerz refused the call itself (keys, an inactive store, a bad request).
    const connect = textOf(answer.APIConnect);
    if (!response.ok || (connect !== null && connect !== 'DONE'))
      throw new GatewayError('refused', `SSLCommerz refused the call (${connect ?? response.status})`, connect ?? undefined);
    return answer;
  }

  /** A transaction as the validation or the query reports it, read into the shape settle judges. */
  function reportOf(transaction: Record<string, unknown>, raw: unknown): GatewayReport {
    const status = textOf(transaction.status)?.toUpperCase() ?? '';
    const tranId = textOf(transaction.tran_id);
    const currencyType = textOf(transaction.currency_type);
    const amount = paisaOf(transaction.amount);
    // Where SSLCommerz states the BDT amount twice the two must agree; else the amount is not to be trusted.
    const agreed =
      currencyType === 'BDT' && textOf(transaction.currency_amount) !== null
        ? paisaOf(transaction.currency_amount) === amount
        : true;
    const storeId = textOf(transaction.store_id);
    const state = PAID.has(status) ? 'paid' : (ENDED[status] ?? 'pending');
    const reason = textOf(transaction.error) ?? textOf(transaction.failedreason) ?? (status || null);
    return {
      state,
      reference: tranId,
      invoice: tranId,
      transaction: textOf(transaction.val_id),
      bankTransaction: textOf(transaction.bank_tran_id),
      amountPaisa: agreed ? amount : null,
      currency: currencyType && currencyType !== 'BDT' ? currencyType : textOf(transaction.currency),
      ...(storeId !== null && { storeMatches: storeId === settings.storeId }),
      risky: textOf(transaction.risk_level) === '1',
      ...(state !== 'paid' && reason && { reason }),
      raw: stored(raw),
    };
  }

  return {
    /** Opens a hosted checkout for the server's own total; the shopper is sent to `gatewayUrl`. */
    async createSession(p: SessionRequest): Promise<{ sessionKey: string; gatewayUrl: string; raw: unknown }> {
      if (!Number.isInteger(p.amountPaisa) || p.amountPaisa < MIN_PAISA || p.amountPaisa > MAX_PAISA)
        throw new GatewayError('refused', 'SSLCommerz takes 10.00 to 500000.00 BDT');
      const urls = [p.successUrl, p.failUrl, p.cancelUrl, p.ipnUrl];
      if (!p.tranId || p.tranId.length > ID_MAX || urls.some((url) => url.length > URL_MAX))
        throw new GatewayError('refused', 'SSLCommerz takes a tran_id of up to 30 characters and addresses of up to 255');
      const answer = await call(
        SESSION_PATH,
        {
          total_amount: gatewayAmount(p.amountPaisa),
          currency: 'BDT',
          tran_id: p.tranId,
          success_url: p.successUrl,
          fail_url: p.failUrl,
          cancel_url: p.cancelUrl,
          ipn_url: p.ipnUrl,
          product_name: cut(p.productName, 255),
          product_category: cut(p.productCategory, 50),
          product_profile: 'physical-goods',
          // The shop ships by its own courier: SSLCommerz needs no shipping address.
          shipping_method: 'NO',
          num_of_item: String(p.numOfItem),
          cus_name: cut(p.customer.name, 50),
          cus_email: cut(p.customer.email, 50),
          cus_add1: cut(p.customer.address, 50),
          cus_city: cut(p.customer.city, 50),
          cus_postcode: cut(p.customer.postcode, 30),
          cus_country: 'Bangladesh',
          cus_phone: cut(p.customer.phone, 20),
          value_a: cut(p.valueA, 255),
        },
        'POST',
      );
      const sessionKey = textOf(answer.sessionkey);
      const gatewayUrl = textOf(answer.GatewayPageURL);
      if (textOf(answer.status) !== 'SUCCESS') {
        const reason = textOf(answer.failedreason) ?? 'SSLCommerz refused the session';
        throw new GatewayError('refused', stored(reason) as string, stored(reason) as string);
      }
      if (!sessionKey || !gatewayUrl) throw new GatewayError('unavailable', 'SSLCommerz answered without a gateway page');
      return { sessionKey, gatewayUrl, raw: stored(answer) };
    },

    /** The Order Validation API: the only proof that a val_id's money moved. */
    async validate(valId: string): Promise<GatewayReport> {
      const answer = await call(VALIDATION_PATH, { val_id: valId, v: '1', format: 'json' }, 'GET');
      return reportOf(answer, answer);
    },

    /**
     * The poll by tran_id: of the tries SSLCommerz lists, one that paid first, then one still open, then the latest.
     * No try at all is `pending`: the shopper never reached the page, or has not yet paid on it.
     */
    async queryByTranId(tranId: string): Promise<GatewayReport> {
      const answer = await call(MERCHANT_PATH, { tran_id: tranId, v: '1', format: 'json' }, 'GET');
      const elements = (Array.isArray(answer.element) ? answer.element : []).map(fieldsOf);
      const rank = (element: Record<string, unknown>) => {
        const status = textOf(element.status)?.toUpperCase() ?? '';
        return PAID.has(status) ? 0 : ENDED[status] ? 2 : 1;
      };
      const best = elements.reduce<Record<string, unknown> | null>(
        (chosen, element) => (chosen === null || rank(element) <= rank(chosen) ? element : chosen),
        null,
      );
      if (!best) return { ...reportOf({ tran_id: tranId, status: 'PENDING' }, answer), reason: 'No payment was tried' };
      return reportOf(best, answer);
    },

    /** A refund of a paid transaction, whole or in part; `refundTransId` is ours and unique per refund row. */
    async refund(p: {
      bankTranId: string;
      amountPaisa: number;
      remarks: string;
      refundTransId: string;
    }): Promise<{ refundRefId: string | null; status: 'success' | 'processing' | 'failed'; reason?: string; raw: unknown }> {
      if (!Number.isInteger(p.amountPaisa) || p.amountPaisa <= 0)
        throw new GatewayError('refused', 'A refund is of a positive amount');
      if (!p.refundTransId || p.refundTransId.length > ID_MAX)
        throw new GatewayError('refused', 'SSLCommerz takes a refund_trans_id of up to 30 characters');
      const answer = await call(
        MERCHANT_PATH,
        {
          bank_tran_id: p.bankTranId,
          refund_trans_id: p.refundTransId,
          refund_amount: gatewayAmount(p.amountPaisa),
          refund_remarks: cut(p.remarks, 255),
          v: '1',
          format: 'json',
        },
        'GET',
      );
      const said = textOf(answer.status)?.toLowerCase();
      const status = said === 'success' || said === 'processing' ? said : 'failed';
      const reason = textOf(answer.errorReason);
      return { refundRefId: textOf(answer.refund_ref_id), status, ...(reason && { reason }), raw: stored(answer) };
    },

    /** Where a refund stands; an answer without one of SSLCommerz's three words counts as none. */
    async refundStatus(refundRefId: string): Promise<{ status: 'refunded' | 'processing' | 'cancelled'; raw: unknown }> {
      const answer = await call(MERCHANT_PATH, { refund_ref_id: refundRefId, v: '1', format: 'json' }, 'GET');
      const status = textOf(answer.status)?.toLowerCase();
      if (status !== 'refunded' && status !== 'processing' && status !== 'cancelled')
        throw new GatewayError('unavailable', 'SSLCommerz answered without a refund status');
      return { status, raw: stored(answer) };
    },

    /**
     * Whether an IPN carries SSLCommerz's signature (research §1.4, its PHP SDK's recipe): the fields `verify_key`
     * lists, with md5 of the store password as `store_passwd`, sorted by key, joined `k=v&…`, md5 equal to
     * `verify_sign`. It proves who sent the IPN, never that the money moved: that is `validate`'s.
     */
    ipnSigned(fields: Record<string, string>): boolean {
      const { verify_sign: sign, verify_key: keys } = fields;
      if (!sign || !keys) return false;
      const signed: Record<string, string> = {};
      for (const key of keys.split(',')) if (Object.hasOwn(fields, key)) signed[key] = fields[key];
      signed.store_passwd = md5(settings.storePassword);
      const joined = Object.keys(signed)
        .sort()
        .map((key) => `${key}=${signed[key]}`)
        .join('&');
      const expected = Buffer.from(md5(joined));
      const given = Buffer.from(sign.toLowerCase());
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}
