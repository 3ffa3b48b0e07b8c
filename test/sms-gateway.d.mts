export interface ReceivedSms {
  gateway: string;
  to: string;
  text: string;
  sender?: string;
  reference?: string;
}

export function startSmsGateway(options?: {
  port?: number;
  key?: string;
}): Promise<{ port: number; messages: ReceivedSms[]; close(): Promise<void> }>;
