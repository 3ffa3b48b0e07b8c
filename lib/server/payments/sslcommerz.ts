import 'server-only';
import { GatewayError, type GatewayReport } from './gateway';

/** Placeholder until the client lands: the interface of the brief. */
export interface SslcommerzSettings {
  baseUrl: string;
  storeId: string;
  storePassword: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

const missing = (): never => {
  throw new GatewayError('unavailable', 'not built');
};

export function sslcommerz(settings: SslcommerzSettings) {
  void settings;
  return {
    createSession: async (p: {
      tranId: string;
      amountPaisa: number;
      successUrl: string;
      failUrl: string;
      cancelUrl: string;
      ipnUrl: string;
      productName: string;
      productCategory: string;
      numOfItem: number;
      valueA: string;
      customer: { name: string; email: string; phone: string; address: string; city: string; postcode: string };
    }): Promise<{ sessionKey: string; gatewayUrl: string; raw: unknown }> => missing() ?? p,
    validate: async (valId: string): Promise<GatewayReport> => missing() ?? valId,
    queryByTranId: async (tranId: string): Promise<GatewayReport> => missing() ?? tranId,
    refund: async (p: {
      bankTranId: string;
      amountPaisa: number;
      remarks: string;
      refundTransId: string;
    }): Promise<{ refundRefId: string | null; status: 'success' | 'processing' | 'failed'; raw: unknown }> => missing() ?? p,
    ipnSigned: (fields: Record<string, string>): boolean => missing() ?? Boolean(fields),
  };
}
