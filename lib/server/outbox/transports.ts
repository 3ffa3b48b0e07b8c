import 'server-only';
import nodemailer from 'nodemailer';
import { SHOP_URL } from '../../site';
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

/** The environment's variables (process.env, or another set in the tests). */
type Env = Record<string, string | undefined>;

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
 * The transports the environment configures (a wrong SMTP_URL or SMS setting throws, with what is wrong): e-mail with SMTP_URL (and MAIL_FROM, else the shop's own domain),
 * SMS with SMS_DRIVER=http and SMS_GATEWAY_URL, SMS_GATEWAY_KEY, SMS_SENDER_ID, else the log driver. Without
 * SMTP_URL e-mails wait in the outbox, "not configured".
 */
export function transportsFromEnvironment(env: Env = process.env): Transports {
  const from = env.MAIL_FROM || `shop@${SHOP_URL.hostname}`;
  if (mailConfigured(env) && !/^smtps?:\/\/[^/\s]+/.test(env.SMTP_URL!))
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address, e.g. smtp://user:pass@host:587');
  return { ...(mailConfigured(env) && { email: smtpTransport(env.SMTP_URL!, from) }), sms: smsFromEnvironment(env) };
}

/** Whether e-mail is sent: without SMTP_URL e-mails wait in the outbox, "not configured". */
export const mailConfigured = (env: Env = process.env) => Boolean(env.SMTP_URL);

/** The SMS driver the environment names; a gateway missing its address or key stops the shop from starting. */
function smsFromEnvironment(env: Env): Transport {
  const driver = env.SMS_DRIVER || 'log';
  if (driver === 'log') return smsLog;
  if (driver !== 'http') throw new Error(`SMS_DRIVER is "${driver}": use log or http`);
  const missing = ['SMS_GATEWAY_URL', 'SMS_GATEWAY_KEY', 'SMS_SENDER_ID'].filter((name) => !env[name]);
  if (missing.length) throw new Error(`SMS_DRIVER=http needs ${missing.join(', ')}`);
  if (!URL.canParse(env.SMS_GATEWAY_URL!)) throw new Error('SMS_GATEWAY_URL is not an address');
  return smsHttp({ url: env.SMS_GATEWAY_URL!, key: env.SMS_GATEWAY_KEY!, sender: env.SMS_SENDER_ID! });
}
