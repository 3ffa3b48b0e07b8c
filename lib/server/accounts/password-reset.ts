import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUTH_MESSAGES, RESET_MINUTES } from '../../auth-messages';
import type { SessionUser } from '../../types/user';
import type { passwordResetSchema } from '../../validation/auth';
import type { Db } from '../db';
import { passwordResets, sessions, signinAttempts, users } from '../db/schema';
import { DomainError } from '../errors';
import { renderEmail, senderOf } from '../messages';
import { nudgeSender, queueMessages } from '../outbox';
import { getStoreSettings } from '../settings';
import { hashPassword } from '../passwords';
import { hashToken, plausibleToken, randomToken } from '../tokens';
import { createSession, publicUserFields } from './session';
import { recentAttempts } from '../sign-in-throttle';

/** Requests counted over 15 minutes (the sign-in throttle's window), per address asked for and per client. */
const MAX_PER_EMAIL = 3;
const MAX_PER_CLIENT = 10;

/**
 * Counts a Forgot password request, per address asked for and per client, whether or not the address has an
 * account; past the limits it is refused, alike for both. Counted first, then checked, so that requests sent
 * together cannot all pass.
 */
export async function countResetRequest(db: Db, email: string, client: string): Promise<void> {
  const subjects = [`reset:email:${email}`, `reset:ip:${client}`];
  await db.insert(signinAttempts).values(subjects.map((subject) => ({ subject })));
  const [forEmail, forClient] = await Promise.all(subjects.map((subject) => recentAttempts(db, subject)));
  if (forEmail > MAX_PER_EMAIL || forClient > MAX_PER_CLIENT) throw new DomainError('too-many', AUTH_MESSAGES.resetTooMany);
}

/**
 * Sends a link to /reset-password to the account of `email`, if there is one, through the outbox; only a hash of
 * its token is kept. The API does this after it has answered, so that the answer takes as long for an address
 * without an account.
 */
export async function sendResetLink(db: Db, email: string): Promise<void> {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return;
  const { token, tokenHash } = randomToken();
  const settings = await getStoreSettings(db);
  const mail = renderEmail(senderOf(settings), {
    subject: `Choose a new password for ${settings.storeName}`,
    heading: `Hello ${user.name}`,
    blocks: [
      { p: `You asked for a new password for your account, ${user.email}. This link works for ${RESET_MINUTES} minutes, once.` },
      { button: 'Choose a new password', href: `/reset-password?token=${token}` },
      { p: 'If you did not ask for it, ignore this e-mail: your password stays as it is.' },
    ],
  });
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) });
    await queueMessages(tx, [{ channel: 'email', topic: 'password-reset', to: email, ...mail }]);
  });
  nudgeSender();
}

/** The condition of a reset link that still works: its token's, unused, within its time. */
const working = (token: string) =>
  and(eq(passwordResets.tokenHash, hashToken(token)), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, sql`now()`));

/** Whether a reset link still works (the reset page says so before she types a password). */
export async function resetLinkWorks(db: Db, token: string): Promise<boolean> {
  if (!plausibleToken(token)) return false;
  return (await db.$count(passwordResets, working(token))) > 0;
}

/**
 * Sets a new password with a reset link's token: once, within its time, for the account it was made for (the
 * token is checked before the password is hashed, so an invented one costs nothing). Every session of that
 * customer ends, her other links stop working, her failed sign-ins are forgotten, and a new session starts.
 */
export async function resetPassword(db: Db, form: z.output<typeof passwordResetSchema>) {
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(working(form.token))
      .returning({ userId: passwordResets.userId });
    if (!used) throw new DomainError('invalid', AUTH_MESSAGES.resetLinkInvalid, 'token');
    const [user]: SessionUser[] = await tx
      .update(users)
      .set({ passwordHash: await hashPassword(form.password) })
      .where(eq(users.id, used.userId))
      .returning(publicUserFields);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    if (user.email) await tx.delete(signinAttempts).where(eq(signinAttempts.subject, `email:${user.email.toLowerCase()}`));
    return { user, session: await createSession(tx, user.id) };
  });
}
