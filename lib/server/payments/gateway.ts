import 'server-only';

/**
 * What the payments room expects of each gateway's client (bkash.ts, sslcommerz.ts): the gateway's answer about one
 * attempt, read into one shape that `settle` judges. A client never decides that an attempt is paid: it reports what
 * the gateway said, and settle compares it with the attempt it stored.
 */

/** What the gateway says of an attempt. */
export interface GatewayReport {
  /** paid: the gateway says the money moved; failed, cancelled, expired: it did not and will not; pending: not yet */
  state: 'paid' | 'failed' | 'cancelled' | 'expired' | 'pending';
  /** the gateway's id of the attempt as it reports it (bKash's paymentID, SSLCommerz's tran_id) */
  reference: string | null;
  /** our invoice as the gateway echoes it (bKash's merchantInvoiceNumber, SSLCommerz's tran_id) */
  invoice: string | null;
  /** the gateway's id of the money's move (bKash's trxID, SSLCommerz's val_id) */
  transaction: string | null;
  /** SSLCommerz's bank_tran_id, which its refund needs */
  bankTransaction?: string | null;
  /** the amount the gateway reports, parsed exactly into paisa ("1290.00" → 129000); null when absent or unreadable */
  amountPaisa: number | null;
  currency: string | null;
  /** SSLCommerz: whether the store id it reports is ours (undefined where the gateway does not report one) */
  storeMatches?: boolean;
  /** SSLCommerz's risk_level 1: the money moved, but the order waits on Hold for a call */
  risky?: boolean;
  /** a short reason for the shopper or the desk when it is not paid (the gateway's own words) */
  reason?: string;
  /** the gateway's answer as it came, stored with the attempt (never with our credentials) */
  raw: unknown;
}

/** A report that names nothing of the gateway's: the shop's own word (not heard, expired, could not start). */
export const shopReport = (state: GatewayReport['state'], reason: string, raw: unknown): GatewayReport => ({
  state,
  reference: null,
  invoice: null,
  transaction: null,
  amountPaisa: null,
  currency: null,
  reason,
  raw,
});

/** Why a call to a gateway did not give an answer: none in time or a 5xx (`unavailable`), or a refusal (`refused`). */
export class GatewayError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'refused',
    message: string,
    /** the gateway's own code (bKash's statusCode, SSLCommerz's failedreason) */
    readonly code?: string,
  ) {
    super(message);
  }
}

/** An amount in paisa as the gateways write it: "1290.00". */
export const gatewayAmount = (paisa: number) => `${Math.floor(paisa / 100)}.${String(paisa % 100).padStart(2, '0')}`;

/** A gateway's amount ("1290", "1290.5", "1290.00", or a number) read exactly into paisa; null when it is not one. */
export function paisaOf(value: unknown): number | null {
  const text =
    typeof value === 'number' && Number.isFinite(value) ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
