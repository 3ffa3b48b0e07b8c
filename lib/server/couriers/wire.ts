import 'server-only';
import { createHash, timingSafeEqual } from 'node:crypto';
import { fieldsOf, textOf } from '../answer-fields';
import { CourierError } from './courier';

/**
 * What the couriers' clients share on the wire: a call with a deadline, its answer read field by field, and why it failed.
 */

/** How long a courier may take to answer before the call counts as unanswered. */
const TIMEOUT_MS = 15_000;

/** What every courier client is given besides its keys: tests pass their own fetch and a short deadline. */
export interface CallSettings {
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** A courier's answer: its HTTP status and its body, parsed from JSON. */
export interface Answer {
  status: number;
  body: unknown;
}

/** A field as a number (couriers send money as numbers or strings like "60.00"); null when it is neither. */
export function numberOf(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : null;
}

/**
 * One call to a courier. No answer in time, or a success that is not JSON (a proxy's page), is `unavailable`: the
 * courier may have done it unseen, so a create is looked up before it is tried again.
 */
export async function call(courier: string, settings: CallSettings, url: string, init: RequestInit): Promise<Answer> {
  let response: Response;
  let text: string;
  try {
    const signal = AbortSignal.timeout(settings.timeoutMs ?? TIMEOUT_MS);
    response = await (settings.fetch ?? fetch)(url, { ...init, signal });
    text = await response.text();
  } catch (error) {
    throw new CourierError('unavailable', `${courier} did not answer: ${error instanceof Error ? error.message : error}`);
  }
  try {
    return { status: response.status, body: JSON.parse(text) };
  } catch {
    if (response.ok) throw new CourierError('unavailable', `${courier} answered ${response.status} without JSON`);
    return { status: response.status, body: { message: text.slice(0, 200) } };
  }
}

/** The courier's message with its first field error (`errors: {field: [why]}` or `{field: why}`). */
function messageOf(body: unknown): string | null {
  const { message, errors } = fieldsOf(body);
  const first = Object.values(fieldsOf(errors))[0];
  const why = textOf(Array.isArray(first) ? first[0] : first);
  return [textOf(message), why].filter((part) => part !== null).join(' ') || null;
}

/** Why a courier said no, from the status it gave (HTTP's, or the one in Steadfast's body) and its message. */
export function failure(courier: string, status: number, body: unknown): CourierError {
  const message = messageOf(body) ?? `${courier} answered ${status}`;
  if (status === 401) return new CourierError('unauthorized', message);
  if (status === 429) return new CourierError('rate-limited', message);
  if (status >= 500) return new CourierError('unavailable', message);
  return new CourierError('refused', message);
}

/** Whether a webhook carries the shared secret: digests compared in constant time; never when no secret is set. */
export function sameSecret(given: string | null, secret: string | undefined): boolean {
  if (!secret || given === null) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(secret));
}

/** Text cut to a courier's limit. */
export const cut = (text: string, max: number) => text.trim().slice(0, max);
