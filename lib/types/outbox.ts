/** A message's state as the back office shows it: 'not-configured' waits for SMTP_URL or an SMS gateway. */
export type OutboxState = 'pending' | 'sending' | 'sent' | 'failed' | 'skipped' | 'not-configured';

/** Why each channel that sends nothing does not (no SMTP_URL, no SMS gateway). */
export type UnconfiguredChannels = Partial<Record<'email' | 'sms', string>>;

/** One message of the outbox as the owner reads it (a reset link's token hidden). */
export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  topic: string;
  recipient: string;
  subject: string;
  text: string;
  /** how many SMS the gateway sends it as (null for an e-mail) */
  parts: number | null;
  state: OutboxState;
  attempts: number;
  last_error: string | null;
  via: string | null;
  created_at: string;
  sent_at: string | null;
  /** when it is tried next, while it is pending */
  next_attempt_at: string | null;
}

export const OUTBOX_STATES: { state: OutboxState; label: string }[] = [
  { state: 'pending', label: 'Pending' },
  { state: 'not-configured', label: 'Not configured' },
  { state: 'sent', label: 'Sent' },
  { state: 'failed', label: 'Failed' },
  { state: 'skipped', label: 'Skipped' },
];
