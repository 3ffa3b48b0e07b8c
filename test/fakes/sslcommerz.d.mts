/** One call the fake received (control calls aside), credentials as sent: what the tests check a call by. */
export interface FakeCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: unknown;
}

/** An IPN the fake sent, and the HTTP status the shop answered it with (502: no answer). */
export interface FakeIpn {
  url: string;
  status: number;
  fields: Record<string, string>;
}

/** What a button of the hosted page does; `/__fake/pay` does the same for a test without a browser. */
export type FakeOutcome = 'pay' | 'fail' | 'cancel' | 'risky';

/** The switches of `/__fake/next`, each spent by the first call or payment it changes. */
export interface FakeSwitches {
  delayIpnMs?: number;
  dropIpn?: boolean;
  duplicateIpn?: boolean;
  /** the amount ("1.00") the next payment's validations and queries report */
  tamperAmount?: string;
  http500?: boolean;
  hang?: boolean;
  /** the next payment's validations say INVALID_TRANSACTION */
  invalid?: boolean;
}

export interface FakeSession {
  key: string;
  /** the session's form as the shop posted it */
  form: Record<string, string>;
  transactions: unknown[];
}

export function startSslcommerz(options: { port?: number; storeId: string; storePassword: string }): Promise<{
  url: string;
  port: number;
  log: FakeCall[];
  ipns: FakeIpn[];
  sessions: Map<string, FakeSession>;
  close(): Promise<void>;
}>;
