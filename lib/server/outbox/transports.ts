import 'server-only';
import nodemailer from 'nodemailer';
import { env, type Environment } from '../env';
import type { UnconfiguredChannels } from '../../types/outbox';
import type { outbox } from '../db/schema';
import { SMS_DRIVERS, SMS_GATEWAYS } from './sms-gateways';

export type OutboxRow = typeof outbox.$inferSelect;

/** What sends one channel's messages; a failure throws, with the reason the outbox keeps. */
export interface Transport {
  /** the name the outbox records it went out by */
  via: string;
  send(message: OutboxRow): Promise<void>;
}

export type Transports = Partial<Record<'email' | 'sms', Transport>>;

/** What the outbox reads of the environment (the process's, or another in the tests). */
type MessagingEnv = Pick<
  Environment,
  'SMTP_URL' | 'MAIL_FROM' | 'SMS_DRIVER' | 'SMS_GATEWAY_URL' | 'SMS_API_KEY' | 'SMS_SENDER_ID'
>;

/** How long a mail server may take to answer before the attempt counts as failed. */
const TIMEOUT_MS = 15_000;

/**
 * E-mail through an SMTP server, e.g. `smtp://user:pass@host:587` (`smtps://` for TLS from the start).
 * @internal (also read by the tests)
 */
export function smtpTransport(url: string, from: string): Transport {
  const mailer = nodemailer.createTransport({
    url,
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  });
  return {
    via: 'smtp',
    async send(message) {
      await mailer.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.text,
        html: message.html ?? undefined,
      });
    },
  };
}

/** Why a channel sends nothing, or null when it has its transport. */
function smsMissing(settings: MessagingEnv): string | null {
  if (settings.SMS_DRIVER === 'log') return 'SMS_DRIVER is log';
  if (!settings.SMS_API_KEY) return `SMS_API_KEY is not set for SMS_DRIVER=${settings.SMS_DRIVER}`;
  if (!settings.SMS_SENDER_ID && settings.SMS_DRIVER !== 'alphasms')
    return `SMS_SENDER_ID is not set for SMS_DRIVER=${settings.SMS_DRIVER}`;
  return null;
}

/**
 * The transports the environment configures (checked at start: lib/server/env.ts): e-mail with SMTP_URL, from
 * MAIL_FROM; SMS through SMS_DRIVER's gateway with SMS_API_KEY and SMS_SENDER_ID, at SMS_GATEWAY_URL or the
 * gateway's own address. A channel without one sends nothing: its messages wait in the outbox, "not configured".
 */
export function transportsFromEnvironment(settings: MessagingEnv = env()): Transports {
  const { SMTP_URL, MAIL_FROM, SMS_DRIVER, SMS_GATEWAY_URL, SMS_API_KEY, SMS_SENDER_ID } = settings;
  const sms =
    SMS_DRIVER !== 'log' && !smsMissing(settings)
      ? SMS_DRIVERS[SMS_DRIVER]({
          url: (SMS_GATEWAY_URL ?? (SMS_DRIVER === 'http' ? '' : SMS_GATEWAYS[SMS_DRIVER].base)).replace(/\/$/, ''),
          key: SMS_API_KEY!,
          sender: SMS_SENDER_ID ?? '',
        })
      : undefined;
  return { ...(SMTP_URL && { email: smtpTransport(SMTP_URL, MAIL_FROM) }), ...(sms && { sms }) };
}

/** Why each channel that sends nothing does not, for the owner: e-mail without SMTP_URL, SMS without a gateway. */
export function unconfiguredChannels(settings: MessagingEnv = env()): UnconfiguredChannels {
  const sms = smsMissing(settings);
  return { ...(!settings.SMTP_URL && { email: 'SMTP_URL is not set' }), ...(sms && { sms }) };
}
