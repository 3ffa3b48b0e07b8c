import 'server-only';
import nodemailer from 'nodemailer';
import { env, type Environment } from '../env';
import type { outbox } from '../db/schema';

export type OutboxRow = typeof outbox.$inferSelect;

/**
 * What sends one channel's messages; a failure throws, with the reason the outbox keeps.
 * @internal (also read by the tests)
 */
export interface Transport {
  /** the name the outbox records it went out by */
  via: string;
  send(message: OutboxRow): Promise<void>;
}

export type Transports = Partial<Record<'email' | 'sms', Transport>>;

/** What the outbox reads of the environment (the process's, or another in the tests). */
type MessagingEnv = Pick<
  Environment,
  'SMTP_URL' | 'MAIL_FROM' | 'SMS_DRIVER' | 'SMS_GATEWAY_URL' | 'SMS_GATEWAY_KEY' | 'SMS_SENDER_ID'
>;

/** How long a mail server or SMS gateway may take to answer before the attempt counts as failed. */
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

/**
 * The default SMS driver: no gateway, the text stays readable in the outbox (the log names the number's end only).
 * @internal (also read by the tests)
 */
export const smsLog: Transport = {
  via: 'sms-log',
  async send(message) {
    console.log(`SMS to …${message.recipient.slice(-3)} kept in the outbox (SMS_DRIVER=log)`);
  },
};

/**
 * An SMS gateway over HTTP: a JSON POST of `{ to, from, text }` to `url` with `Authorization: Bearer key`; any
 * 2xx answer is sent, anything else a failure with what the gateway said.
 * @internal (also read by the tests)
 */
export function smsHttp({ url, key, sender }: { url: string; key: string; sender: string }): Transport {
  return {
    via: 'sms-http',
    async send(message) {
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ to: message.recipient, from: sender, text: message.text }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!answer.ok) throw new Error(`The SMS gateway answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
    },
  };
}

/**
 * The transports the environment configures (checked at start: lib/server/env.ts): e-mail with SMTP_URL, from
 * MAIL_FROM; SMS with SMS_DRIVER=http and SMS_GATEWAY_URL, SMS_GATEWAY_KEY, SMS_SENDER_ID, else the log driver.
 * Without SMTP_URL e-mails wait in the outbox, "not configured".
 */
export function transportsFromEnvironment(settings: MessagingEnv = env()): Transports {
  const { SMTP_URL, MAIL_FROM, SMS_GATEWAY_URL, SMS_GATEWAY_KEY, SMS_SENDER_ID } = settings;
  const sms =
    settings.SMS_DRIVER === 'http' && SMS_GATEWAY_URL && SMS_GATEWAY_KEY && SMS_SENDER_ID
      ? smsHttp({ url: SMS_GATEWAY_URL, key: SMS_GATEWAY_KEY, sender: SMS_SENDER_ID })
      : smsLog;
  return { ...(SMTP_URL && { email: smtpTransport(SMTP_URL, MAIL_FROM) }), sms };
}

/** Whether e-mail is sent: without SMTP_URL e-mails wait in the outbox, "not configured". */
export const mailConfigured = (settings: Pick<MessagingEnv, 'SMTP_URL'> = env()) => Boolean(settings.SMTP_URL);
