import 'server-only';
import type { SMS_DRIVER_NAMES } from '../env';
import type { OutboxRow, Transport } from './transports';

/** How long an SMS gateway may take to answer before the attempt counts as failed. */
const TIMEOUT_MS = 15_000;

/** What every driver is given: its base address (the gateway's own unless set), key and sender id. */
export interface GatewaySettings {
  url: string;
  key: string;
  sender: string;
}

/** The gateways with a driver of their own, each with its base address and the path it sends on. */
export const SMS_GATEWAYS = {
  bulksmsbd: { base: 'http://bulksmsbd.net/api', path: '/smsapi' },
  sslwireless: { base: 'https://smsplus.sslwireless.com/api/v3', path: '/send-sms' },
  alphasms: { base: 'https://api.sms.net.bd', path: '/sendsms' },
} as const;

/** The number as the gateways take it: 8801XXXXXXXXX (the outbox keeps +8801XXXXXXXXX). */
const msisdn = (row: OutboxRow) => row.recipient.replace(/^\+/, '');

/** A gateway's answer read as JSON; one that is not JSON is a failure that quotes it. */
async function answerOf(response: Response, gateway: string): Promise<Record<string, unknown>> {
  const body = await response.text();
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object') return parsed as Record<string, unknown>;
  } catch {}
  throw new Error(`${gateway} answered ${response.status}: ${body.slice(0, 200)}`);
}

const post = (url: string, body: URLSearchParams | string, type: string) =>
  fetch(url, { method: 'POST', headers: { 'content-type': type }, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
const form = (url: string, fields: Record<string, string>) =>
  post(url, new URLSearchParams(fields), 'application/x-www-form-urlencoded');

/**
 * BulkSMSBD: a form POST to `/smsapi`; sent only when `response_code` is 202. It answers HTTP 200 to a refusal too
 * (1007: balance insufficient; 1001: invalid number; 1002: sender id wrong), so the status alone means nothing.
 * @internal (also read by the tests)
 */
export const bulksmsbd = ({ url, key, sender }: GatewaySettings): Transport => ({
  via: 'bulksmsbd',
  async send(row) {
    const response = await form(`${url}${SMS_GATEWAYS.bulksmsbd.path}`, {
      api_key: key,
      type: 'text',
      number: msisdn(row),
      senderid: sender,
      message: row.text,
    });
    const answer = await answerOf(response, 'BulkSMSBD');
    if (Number(answer.response_code) !== 202)
      throw new Error(`BulkSMSBD refused it (${answer.response_code}): ${answer.error_message ?? answer.success_message ?? ''}`);
  },
});

/**
 * SSL Wireless SMS Plus: a JSON POST to `/send-sms`, with the outbox row's id as `csms_id` (the gateway refuses an id
 * twice, so a retry after a lost answer does not send the text again); sent only when `status` is SUCCESS.
 * @internal (also read by the tests)
 */
export const sslwireless = ({ url, key, sender }: GatewaySettings): Transport => ({
  via: 'sslwireless',
  async send(row) {
    const response = await post(
      `${url}${SMS_GATEWAYS.sslwireless.path}`,
      JSON.stringify({ api_token: key, sid: sender, msisdn: msisdn(row), sms: row.text, csms_id: `outbox-${row.id}` }),
      'application/json',
    );
    const answer = await answerOf(response, 'SSL Wireless');
    if (answer.status !== 'SUCCESS')
      throw new Error(`SSL Wireless refused it (${answer.status_code}): ${answer.error_message ?? ''}`);
  },
});

/**
 * Alpha SMS (sms.net.bd): a form POST to `/sendsms`; sent only when `error` is 0.
 * @internal (also read by the tests)
 */
export const alphasms = ({ url, key, sender }: GatewaySettings): Transport => ({
  via: 'alphasms',
  async send(row) {
    const response = await form(`${url}${SMS_GATEWAYS.alphasms.path}`, {
      api_key: key,
      msg: row.text,
      to: msisdn(row),
      ...(sender && { sender_id: sender }),
    });
    const answer = await answerOf(response, 'Alpha SMS');
    if (answer.error !== 0) throw new Error(`Alpha SMS refused it (${answer.error}): ${answer.msg ?? ''}`);
  },
});

/**
 * A gateway of one's own over HTTP: a JSON POST of `{ to, from, text }` to the address with `Authorization: Bearer
 * key`; any 2xx answer is sent.
 * @internal (also read by the tests)
 */
export const smsHttp = ({ url, key, sender }: GatewaySettings): Transport => ({
  via: 'sms-http',
  async send(row) {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
      body: JSON.stringify({ to: row.recipient, from: sender, text: row.text }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`The SMS gateway answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  },
});

/** A driver for every SMS_DRIVER but `log`. */
export const SMS_DRIVERS = { bulksmsbd, sslwireless, alphasms, http: smsHttp } satisfies Record<
  Exclude<(typeof SMS_DRIVER_NAMES)[number], 'log'>,
  (settings: GatewaySettings) => Transport
>;
