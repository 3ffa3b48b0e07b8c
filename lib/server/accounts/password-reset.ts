import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUTH_MESSAGES, RESET_MINUTES } from '../../auth-messages';
import type { SessionUser } from '../../types/user';
import type { passwordResetSchema } from '../../validation/auth';
import type { Db } from '../db';
import { passwordResets, sessions, signinAttempts, users } from '../db/schema';
import { unlessTaken } from '../db/unique';
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
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (user) await sendLink(db, user, email, false);
}

/**
 * An account made by phone adds an e-mail: a link goes to it, and the address becomes hers (with the password she
 * chooses there) only when the link is used, so nobody can claim an address they do not read. A `409` when the
 * account has an e-mail already or another account uses this one.
 */
export async function sendEmailLink(db: Db, userId: number, email: string): Promise<void> {
  const [user] = await db.select({ id: users.id, name: users.name, email: users.email }).from(users).where(eq(users.id, userId));
  if (user.email) throw new DomainError('conflict', AUTH_MESSAGES.hasEmail, 'email');
  if (await db.$count(users, sql`lower(${users.email}) = ${email}`))
    throw new DomainError('conflict', AUTH_MESSAGES.emailTaken, 'email');
  await sendLink(db, user, email, true);
}

/** Writes a link's token (only its hash kept) and its e-mail, in one transaction. */
async function sendLink(db: Db, user: { id: number; name: string }, email: string, adding: boolean) {
  const { token, tokenHash } = randomToken();
  const settings = await getStoreSettings(db);
  const mail = renderEmail(senderOf(settings), {
    subject: adding ? `Confirm your e-mail for ${settings.storeName}` : `Choose a new password for ${settings.storeName}`,
    heading: `Hello ${user.name}`,
    blocks: adding
      ? [
          {
            p: `To add ${email} to your account, choose a password with this link. It works for ${RESET_MINUTES} minutes, once.`,
          },
          { button: 'Confirm and choose a password', href: `/reset-password?token=${token}` },
          { p: 'If you did not ask for it, ignore this e-mail: nothing changes.' },
        ]
      : [
          { p: `You asked for a new password for your account, ${email}. This link works for ${RESET_MINUTES} minutes, once.` },
          { button: 'Choose a new password', href: `/reset-password?token=${token}` },
          { p: 'If you did not ask for it, ignore this e-mail: your password stays as it is.' },
        ],
  });
  await db.transaction(async (tx) => {
    await tx.insert(passwordResets).values({
      userId: user.id,
      tokenHash,
      expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000),
      email: adding ? email : null,
    });
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
      .returning({ userId: passwordResets.userId, email: passwordResets.email });
    if (!used) throw new DomainError('invalid', AUTH_MESSAGES.resetLinkInvalid, 'token');
    // A link that confirms an added e-mail gives it to the account, unless another account took it meanwhile.
    const [user]: SessionUser[] = await unlessTaken(
      tx
        .update(users)
        .set({ passwordHash: await hashPassword(form.password), ...(used.email && { email: used.email }) })
        .where(eq(users.id, used.userId))
        .returning(publicUserFields),
      () => new DomainError('conflict', AUTH_MESSAGES.emailTaken, 'email'),
    );
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    if (user.email) await tx.delete(signinAttempts).where(eq(signinAttempts.subject, `email:${user.email.toLowerCase()}`));
    return { user, session: await createSession(tx, user.id) };
  });
}
