/** One call the fake received (control calls aside), with the credential headers it carried. */
export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
  /** username, password, authorization and x-app-key, those sent */
  headers?: Record<string, string>;
}

export interface BkashRefund {
  refundTrxID: string;
  amount: string;
  sku: string;
  reason: string;
  completedTime: string;
}

export interface BkashPayment {
  /** TR0011FK and a counter */
  paymentID: string;
  mode: string;
  payerReference: string;
  callbackURL: string;
  /** as the shop sent it: "1290.00" */
  amount: string;
  /** what execute and status report: the amount, or one taka more after `tamper-amount` */
  reportedAmount: string;
  currency: string;
  intent: string;
  merchantInvoiceNumber: string;
  paymentCreateTime: string;
  paymentExecuteTime: string | null;
  transactionStatus: 'Initiated' | 'Completed' | 'Cancelled' | 'Failed';
  /** the button the shopper pressed on the hosted page */
  outcome: 'paid' | 'insufficient' | 'cancel' | 'fail' | null;
  executed: boolean;
  /** FK and a counter, once executed */
  trxID: string | null;
  refunds: BkashRefund[];
}

export function startBkash(options: {
  port?: number;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
  /** how long a token lives (bKash's: 3600) */
  tokenTtlSeconds?: number;
}): Promise<{
  url: string;
  port: number;
  /** where the client's baseUrl points: the fake's address and /v1.2.0-beta/tokenized/checkout */
  baseUrl: string;
  log: FakeCall[];
  payments: BkashPayment[];
  close(): Promise<void>;
}>;
