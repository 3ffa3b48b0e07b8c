export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export function startMailServer(options?: {
  port?: number;
  refuse?: number;
}): Promise<{ port: number; messages: ReceivedMail[]; close(): Promise<void> }>;
