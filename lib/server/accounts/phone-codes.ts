import 'server-only';
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import { AUTH_MESSAGES, CODE_MINUTES } from '../../auth-messages';
import { displayPhone, parsePhone } from '../../phone';
import type { CODE_PURPOSES } from '../../validation/auth';
import type { Db } from '../db';
import { phoneCodes, shopSecrets, signinAttempts, users } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { env } from '../env';
import { DomainError } from '../errors';
import { smsText } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { recentAttempts } from '../sign-in-throttle';
import { getStoreSettings } from '../settings';

/** What a code is for (OWASP ASVS 2.7.3: one purpose each). */
type CodePurpose = (typeof CODE_PURPOSES)[number];

/**
 * The code's rules (ASVS 2.7, bd-integrations §4.3): alive 5 minutes, dead after 5 wrong tries; a new one for a number
 * after 60 s, at most 3 in 10 minutes and 10 a day; at most 10 an hour from one client address.
 * @internal (also read by the tests)
 */
export const CODE_RULES = {
  lifeMinutes: CODE_MINUTES,
  wrongTries: 5,
  resendSeconds: 60,
  perTenMinutes: 3,
  perDay: 10,
  perAddressHour: 10,
} as const;

export const CODE_MESSAGES = {
  wrong: 'That code is wrong or has expired. Check it, or ask for a new one.',
  wait: (seconds: number) => `Please wait ${seconds} seconds before asking for another code.`,
  sent: (phone: string) => `We sent a 6-digit code to ${displayPhone(phone)}.`,
  taken: 'This number belongs to another account. Sign in to that one with it.',
  verified: 'Your phone number is verified.',
  nameNeeded: 'Tell us your name to make your account.',
} as const;

/** The hash key each database gave this process: it never changes, so it is read once, not on every code. */
const keys = new WeakMap<Db, Promise<string>>();

/** The key of the codes' hash: PHONE_CODE_KEY, or one the shop made once and keeps in the database. */
function hashKey(db: Db): Promise<string> {
  const fromEnvironment = env().PHONE_CODE_KEY;
  if (fromEnvironment) return Promise.resolve(fromEnvironment);
  let key = keys.get(db);
  if (!key) keys.set(db, (key = storedKey(db)));
  return key;
}

async function storedKey(db: Db): Promise<string> {
  await db
    .insert(shopSecrets)
    .values({ name: 'phone-code-key', value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(shopSecrets).where(eq(shopSecrets.name, 'phone-code-key'));
  return row.value;
}

/**
 * Only this keyed hash of a code is stored, bound to its number, purpose and (for a signed-in customer's 'verify' or
 * 'order' code) account: the phone_codes table alone gives no code. (A dump of the whole database holds the key too
 * when PHONE_CODE_KEY is not set, and a million codes are quickly tried: production sets it.)
 */
const hashOf = (key: string, { phone, purpose, userId }: CodeOwner, code: string) =>
  createHmac('sha256', key)
    .update(`${phone}|${purpose}|${userId ?? ''}|${code}`)
    .digest('hex');

/** Whom a code is for: a number (E.164), a purpose, and the signed-in customer who asked for it, if any. */
interface CodeOwner {
  phone: string;
  purpose: CodePurpose;
  userId?: number;
}

/** Wrong codes one client address may send over the sign-in throttle's window, whatever the numbers. */
const WRONG_PER_ADDRESS = 20;

/** A number as typed, in E.164, or a 400 that says why it is not one. */
function phoneOrRefuse(raw: string): string {
  const parsed = parsePhone(raw);
  if ('problem' in parsed) throw new DomainError('invalid', parsed.problem, 'phone');
  return parsed.phone;
}

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * How long before the number or address may be sent another code, or 0: the limits, read from the codes sent. The
 * shop's own hourly budget (PHONE_CODES_PER_HOUR) caps what a spammer with many addresses and numbers can cost it.
 */
async function waitBeforeSending(tx: Db, phone: string, address: string, now: Date): Promise<number> {
  const dayAgo = new Date(now.getTime() - 86_400_000);
  const hourAgo = new Date(now.getTime() - 3_600_000);
  const sent = await tx
    .select({ at: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.phone, phone), gt(phoneCodes.createdAt, dayAgo)))
    .orderBy(desc(phoneCodes.createdAt));
  const fromAddress = await tx
    .select({ at: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(and(eq(phoneCodes.clientAddress, address), gt(phoneCodes.createdAt, hourAgo)))
    .orderBy(desc(phoneCodes.createdAt));
  const budget = env().PHONE_CODES_PER_HOUR;
  const [oldestOfBudget] = await tx
    .select({ at: phoneCodes.createdAt })
    .from(phoneCodes)
    .where(gt(phoneCodes.createdAt, hourAgo))
    .orderBy(desc(phoneCodes.createdAt))
    .offset(budget - 1)
    .limit(1);
  const since = (at: Date) => now.getTime() - at.getTime();
  const waits = [
    sent[0] ? CODE_RULES.resendSeconds * 1000 - since(sent[0].at) : 0,
    sent.length >= CODE_RULES.perTenMinutes ? 600_000 - since(sent[CODE_RULES.perTenMinutes - 1].at) : 0,
    sent.length >= CODE_RULES.perDay ? 86_400_000 - since(sent[CODE_RULES.perDay - 1].at) : 0,
    fromAddress.length >= CODE_RULES.perAddressHour ? 3_600_000 - since(fromAddress[CODE_RULES.perAddressHour - 1].at) : 0,
    oldestOfBudget ? 3_600_000 - since(oldestOfBudget.at) : 0,
  ];
  const longest = Math.max(...waits);
  return longest > 0 ? seconds(longest) : 0;
}

/**
 * Sends a new code to a number for a purpose, within the limits (a 429 with the seconds to wait past them), and
 * retires the number's earlier codes for that purpose. The answer is the same whether or not the number has an
 * account. The SMS is queued with the code's row, in one transaction, and goes ahead of other messages
 * (lib/server/outbox/sender.ts).
 */
export async function sendCode(
  db: Db,
  { phone: raw, purpose, address, userId }: { phone: string; purpose: CodePurpose; address: string; userId?: number },
  now = new Date(),
): Promise<{ phone: string; retryAfter: number }> {
  const phone = phoneOrRefuse(raw);
  const key = await hashKey(db);
  await db.transaction(async (tx) => {
    // One request at a time per number and per address, so that two at once cannot both pass a limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`phone:${phone}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`address:${address}`}))`);
    const wait = await waitBeforeSending(tx, phone, address, now);
    if (wait) throw new DomainError('too-many', CODE_MESSAGES.wait(wait), 'phone', wait);
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    await tx
      .update(phoneCodes)
      .set({ spentAt: now })
      .where(and(eq(phoneCodes.phone, phone), eq(phoneCodes.purpose, purpose), isNull(phoneCodes.spentAt)));
    await tx.insert(phoneCodes).values({
      phone,
      purpose,
      codeHash: hashOf(key, { phone, purpose, userId }, code),
      clientAddress: address,
      createdAt: now,
      expiresAt: new Date(now.getTime() + CODE_RULES.lifeMinutes * 60_000),
    });
    const { smsLanguage } = await getStoreSettings(tx);
    const text = smsText(smsLanguage, 'code', { code, minutes: CODE_RULES.lifeMinutes });
    await queueMessages(tx, [{ channel: 'sms', topic: 'phone-code', to: phone, text }]);
  });
  nudgeSender();
  return { phone, retryAfter: CODE_RULES.resendSeconds };
}

/**
 * Uses a number's live code for a purpose (and the customer who asked for it): when `code` is it, `use(tx, phone)`
 * runs in the same transaction (the number in E.164), and if it throws the code stays unspent; else a 401, the wrong
 * try counted (kept, whatever the caller does next), and the code dead at the fifth. The same refusal for a wrong,
 * expired or used code. Past 20 wrong codes in 15 minutes, a client address waits (a 429).
 */
export async function spendCode<T = string>(
  db: Db,
  form: { phone: string; purpose: CodePurpose; code: string; address: string; userId?: number },
  now = new Date(),
  use: (tx: Db, phone: string) => Promise<T> = async (_tx, phone) => phone as T,
): Promise<T> {
  const owner = { phone: phoneOrRefuse(form.phone), purpose: form.purpose, userId: form.userId };
  const wrongFromAddress = `code:ip:${form.address}`;
  if ((await recentAttempts(db, wrongFromAddress)) >= WRONG_PER_ADDRESS)
    throw new DomainError('too-many', AUTH_MESSAGES.tooManyAttempts, 'code');
  const key = await hashKey(db);
  const result = await db.transaction(async (tx) =>
    (await tryCode(tx, key, owner, form.code, now)) ? { used: await use(tx, owner.phone) } : null,
  );
  if (!result) {
    await db.insert(signinAttempts).values({ subject: wrongFromAddress });
    throw new DomainError('signed-out', CODE_MESSAGES.wrong, 'code');
  }
  return result.used;
}

/** Whether `code` is the owner's live code: spends it if so, counts a wrong try if not. */
async function tryCode(tx: Db, key: string, owner: CodeOwner, code: string, now: Date) {
  const { phone, purpose } = owner;
  const [live] = await tx
    .select()
    .from(phoneCodes)
    .where(
      and(
        eq(phoneCodes.phone, phone),
        eq(phoneCodes.purpose, purpose),
        isNull(phoneCodes.spentAt),
        gt(phoneCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(phoneCodes.id))
    .limit(1)
    .for('update');
  if (!live) return false;
  const given = Buffer.from(hashOf(key, owner, code.trim()), 'hex');
  if (timingSafeEqual(given, Buffer.from(live.codeHash, 'hex'))) {
    await tx.update(phoneCodes).set({ spentAt: now }).where(eq(phoneCodes.id, live.id));
    return true;
  }
  const wrongTries = live.wrongTries + 1;
  await tx
    .update(phoneCodes)
    .set({ wrongTries, ...(wrongTries >= CODE_RULES.wrongTries && { spentAt: now }) })
    .where(eq(phoneCodes.id, live.id));
  return false;
}

/**
 * A signed-in customer proves a number with its 'verify' code: it becomes her account's phone, in E.164. One number
 * belongs to one account (a 409 when another account has proved it).
 */
export function verifyPhone(db: Db, userId: number, form: { phone: string; code: string; address: string }, now = new Date()) {
  return spendCode(db, { ...form, purpose: 'verify', userId }, now, async (tx, phone) => {
    // Another account's number breaks the unique index: the 409 rolls the transaction back, the code unspent.
    await unlessTaken(
      tx.update(users).set({ phone, phoneVerifiedAt: now }).where(eq(users.id, userId)),
      () => new DomainError('conflict', CODE_MESSAGES.taken, 'phone'),
    );
    return phone;
  });
}
