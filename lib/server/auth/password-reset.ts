import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../auth-messages';
import type { SessionUser } from '../../types/user';
import type { passwordResetSchema } from '../../validation/auth';
import type { Db } from '../db';
import { passwordResets, sessions, signinAttempts, users } from '../db/schema';
import { DomainError } from '../errors';
import { renderEmail } from '../messages/email';
import { nudgeSender, queueMessages } from '../outbox/queue';
import { getStoreSettings } from '../store';
import { hashPassword } from './password';
import { createSession, hashToken, newToken, publicUserFields } from './session';
import { recentFailures } from './throttle';

/** How long a reset link works. */
const RESET_MINUTES = 30;
/** Requests counted over 15 minutes (the sign-in throttle's window), per address asked for and per client. */
const MAX_PER_EMAIL = 3;
const MAX_PER_CLIENT = 10;

/**
 * The Forgot password tab's request. Whether or not the address has an account the answer is the same (nobody
 * learns who is a customer) and so is the throttle, counted per address asked for and per client. A known
 * address gets an e-mail with a link to /reset-password, through the outbox; only a hash of its token is kept.
 */
export async function requestPasswordReset(db: Db, email: string, client: string): Promise<void> {
  const subjects = [`reset:email:${email}`, `reset:ip:${client}`];
  const [forEmail, forClient] = await Promise.all(subjects.map((subject) => recentFailures(db, subject)));
  if (forEmail >= MAX_PER_EMAIL || forClient >= MAX_PER_CLIENT) throw new DomainError('too-many', AUTH_MESSAGES.resetTooMany);
  await db.insert(signinAttempts).values(subjects.map((subject) => ({ subject })));
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`);
  if (!user) return;
  const { token, tokenHash } = newToken(0);
  const settings = await getStoreSettings(db);
  const mail = renderEmail(
    { name: settings.storeName, email: settings.companyEmail, phone: settings.companyPhone },
    {
      subject: `Choose a new password for ${settings.storeName}`,
      heading: `Hello ${user.name}`,
      blocks: [
        {
          p: `You asked for a new password for your account, ${user.email}. This link works for ${RESET_MINUTES} minutes, once.`,
        },
        { button: 'Choose a new password', href: `/reset-password?token=${token}` },
        { p: 'If you did not ask for it, ignore this e-mail: your password stays as it is.' },
      ],
    },
  );
  await db.transaction(async (tx) => {
    await tx
      .insert(passwordResets)
      .values({ userId: user.id, tokenHash, expiresAt: new Date(Date.now() + RESET_MINUTES * 60_000) });
    await queueMessages(tx, [{ channel: 'email', topic: 'password-reset', to: user.email, ...mail }]);
  });
  nudgeSender();
}

/**
 * Sets a new password with a reset link's token: once, within its time, for the account it was made for. Every
 * session of that customer ends, her other links stop working, her failed sign-ins are forgotten, and a new
 * session starts.
 */
export async function resetPassword(db: Db, form: z.output<typeof passwordResetSchema>) {
  const passwordHash = await hashPassword(form.password);
  return db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(passwordResets.tokenHash, hashToken(form.token)),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, sql`now()`),
        ),
      )
      .returning({ userId: passwordResets.userId });
    if (!used) throw new DomainError('invalid', AUTH_MESSAGES.resetLinkInvalid, 'token');
    const [user]: SessionUser[] = await tx
      .update(users)
      .set({ passwordHash })
      .where(eq(users.id, used.userId))
      .returning(publicUserFields);
    await tx
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
    await tx.delete(sessions).where(eq(sessions.userId, user.id));
    await tx.delete(signinAttempts).where(eq(signinAttempts.subject, `email:${user.email.toLowerCase()}`));
    return { user, session: await createSession(tx, user.id) };
  });
}
