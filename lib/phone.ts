/**
 * Bangladeshi mobile numbers, one rule for the browser and the server: how people write them in, the one form they
 * are kept and sent in (E.164, +8801XXXXXXXXX), and how they are shown (01XXX-XXXXXX).
 */

/** Bangla digits ০ to ৯, in order. */
const BANGLA_DIGITS = '০১২৩৪৫৬৭৮৯';

/** What people put between digits, or before them: spaces, dashes, dots, brackets. */
const SEPARATORS = /[\s().\u2010-\u2015-]/g;

/** The ways a mobile number is written, each leading to its ten digits after 0: 01…, +8801…, 8801…, 008801…, 1…. */
const WRITTEN = /^(?:(?:\+|00)?880|0)?(1\d{9})$/;

/** The operators' prefixes in use run 013 to 019; Citycell's 011 closed in 2016, and 012 never opened. */
const OPEN = /^1[3-9]/;
const CLOSED = /^1[12]/;

/**
 * Why a number is refused, named by its field's label.
 * @internal (also read by the tests)
 */
export const PHONE_MESSAGES = {
  invalid: (label: string) => `${label} must be a Bangladeshi mobile number, e.g. 01712-345678`,
  closed: (label: string) => `${label} cannot start with 011 or 012: no mobile number does`,
};

/** Bangla digits as ASCII digits, separators gone: what remains of a number as typed. */
export const phoneDigits = (raw: string) =>
  raw.replace(/[০-৯]/g, (digit) => String(BANGLA_DIGITS.indexOf(digit))).replace(SEPARATORS, '');

/**
 * What a search for a phone looks for, however the number was typed (01712-345678, +8801712345678, Bangla digits):
 * its last ten digits at most, which every stored form (01…, +8801…) holds; null when the search is not a number.
 */
export function phoneSearchDigits(q: string): string | null {
  const digits = phoneDigits(q).replace(/^\+/, '');
  return /^\d{4,}$/.test(digits) ? digits.slice(-10) : null;
}

/** A number as typed, in E.164 (+8801XXXXXXXXX), or the message that says why it is not one. */
export function parsePhone(raw: string | null | undefined, label = 'Phone'): { phone: string } | { problem: string } {
  const written = WRITTEN.exec(phoneDigits(raw ?? ''))?.[1];
  if (written && OPEN.test(written)) return { phone: `+880${written}` };
  return { problem: (written && CLOSED.test(written) ? PHONE_MESSAGES.closed : PHONE_MESSAGES.invalid)(label) };
}

/** A number as typed in E.164, or null when it is not a Bangladeshi mobile number in use. */
export function normalisePhone(raw: string | null | undefined): string | null {
  const parsed = parsePhone(raw);
  return 'phone' in parsed ? parsed.phone : null;
}

/** A number as typed in its 11 local digits (01XXXXXXXXX), the form a contact field holds, or null. */
export function localPhone(raw: string | null | undefined): string | null {
  const phone = normalisePhone(raw);
  return phone && `0${phone.slice(4)}`;
}

/** A phone field's text kept in its 11 local digits when it is a mobile number, as typed otherwise (for the rules). */
export const localOrTyped = (typed: string) => localPhone(typed) ?? typed;

/** A number as people read it, 01XXX-XXXXXX; anything that is not a mobile number as it is. */
export function displayPhone(raw: string): string {
  const local = localPhone(raw);
  return local ? `${local.slice(0, 5)}-${local.slice(5)}` : raw;
}

/**
 * What a phone field keeps as it is typed into: Bangla digits as ASCII, separators dropped, a +880, 880 or 00880
 * before the number made its 0, so the field's 11 characters (spec: contact holds at most 11) hold the number
 * however it is written or pasted.
 */
export function typedPhone(raw: string): string {
  const digits = phoneDigits(raw).replace(/^(?:\+|00)?880(?=1)/, '0');
  return /^1\d{9}$/.test(digits) ? `0${digits}` : digits;
}
