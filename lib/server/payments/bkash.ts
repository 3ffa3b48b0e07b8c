import 'server-only';
import { GatewayError, type GatewayReport } from './gateway';

/** Placeholder until the client lands: the interface of the brief. */
export interface BkashSettings {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const missing = (): never => {
  throw new GatewayError('unavailable', 'not built');
};

export function bkash(settings: BkashSettings) {
  void settings;
  return {
    create: async (p: {
      amountPaisa: number;
      invoice: string;
      payerReference: string;
      callbackUrl: string;
    }): Promise<{ paymentId: string; bkashUrl: string; raw: unknown }> => missing() ?? p,
    execute: async (paymentId: string): Promise<GatewayReport> => missing() ?? paymentId,
    status: async (paymentId: string): Promise<GatewayReport> => missing() ?? paymentId,
    refund: async (p: {
      paymentId: string;
      trxId: string;
      amountPaisa: number;
      reason: string;
      sku: string;
    }): Promise<{ refundTrxId: string; completed: boolean; amountPaisa: number | null; raw: unknown }> => missing() ?? p,
  };
}
