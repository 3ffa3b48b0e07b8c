import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { AUTH_MESSAGES } from '../../auth-messages';
import { type customerUpdateSchema, type signinSchema, type signupSchema } from '../../validation/auth';
import type { Db } from '../db';
import { sessions, signinAttempts, users } from '../db/schema';
import { DomainError } from '../errors';
import { dummyHash, hashPassword, verifyPassword } from '../passwords';
import type { SessionUser } from '../../types/user';
import { hashToken } from '../tokens';
import { sendEmailLink } from './password-reset';
import { createSession, publicUserFields } from './session';
import { MAX_FAILS_PER_ACCOUNT, recentAttempts, signinThrottle } from '../sign-in-throttle';

const byEmail = (email: string) => sql`lower(${users.email}) = ${email.toLowerCase()}`;

export async function signup(db: Db, form: z.output<typeof signupSchema>): Promise<SessionUser> {
  const passwordHash = await hashPassword(form.password);
  const [user] = await db
    .insert(users)
    .values({ name: form.fullname, email: form.email, passwordHash })
    .onConflictDoNothing()
    .returning(publicUserFields);
  if (!user) throw new DomainError('conflict', AUTH_MESSAGES.emailTaken);
  return user;
}

/** Checks an e-mail and password and starts a session, throttled per account and per address. */
export async function signin(db: Db, form: z.output<typeof signinSchema>, address: string) {
  const throttle = signinThrottle(db, `email:${form.email}`, address);
  await throttle.check();
  const [row] = await db
    .select({ ...publicUserFields, passwordHash: users.passwordHash })
    .from(users)
    .where(byEmail(form.email))
    .limit(1);
  const valid = await verifyPassword(form.password, row?.passwordHash ?? (await dummyHash()));
  if (!row || !valid) {
    await throttle.failed();
    throw new DomainError('signed-out', AUTH_MESSAGES.invalidCredentials);
  }
  await throttle.succeeded();
  const { passwordHash: _, ...user } = row;
  return { user, session: await createSession(db, user.id) };
}

/** Ends the session of a token (signing out); nothing happens for an unknown one. */
export async function signout(db: Db, token: string | undefined): Promise<void> {
  if (token) await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/**
 * Updates what a customer may edit. Name and contact left empty fall back to the current values (spec section 7);
 * an account made with a phone may add the e-mail it lacks (a link to it confirms it: password-reset.ts); a new
 * password needs the current one and signs out the customer's other sessions. Nothing edited is refused with the
 * spec's message.
 */
export async function updateCustomer(
  db: Db,
  userId: number,
  changes: z.output<typeof customerUpdateSchema>,
  keepToken?: string,
): Promise<SessionUser> {
  const update: Partial<typeof users.$inferInsert> = {};
  if (changes.name) update.name = changes.name;
  if (changes.contact) update.contact = changes.contact;
  if (changes.password) {
    // A wrong current password counts as a failed sign-in of the account, so a borrowed session cannot guess it.
    const [row] = await db
      .select({ email: users.email, passwordHash: users.passwordHash })
      .from(users)
      .where(eq(users.id, userId));
    const subject = `email:${row.email?.toLowerCase()}`;
    if ((await recentAttempts(db, subject)) >= MAX_FAILS_PER_ACCOUNT)
      throw new DomainError('too-many', AUTH_MESSAGES.tooManyAttempts);
    const current = changes.current_password && row.passwordHash;
    if (!current || !(await verifyPassword(changes.current_password!, current))) {
      await db.insert(signinAttempts).values({ subject });
      throw new DomainError('forbidden', AUTH_MESSAGES.currentPasswordWrong);
    }
    update.passwordHash = await hashPassword(changes.password);
  }
  const edited = Object.keys(update).length > 0;
  if (!edited && !changes.email) throw new DomainError('unprocessable', AUTH_MESSAGES.nothingEdited);
  if (changes.email) await sendEmailLink(db, userId, changes.email);
  const [user] = edited
    ? await db.update(users).set(update).where(eq(users.id, userId)).returning(publicUserFields)
    : await db.select(publicUserFields).from(users).where(eq(users.id, userId));
  if (changes.password) {
    const others = keepToken ? sql`${sessions.tokenHash} <> ${hashToken(keepToken)}` : undefined;
    await db.delete(sessions).where(and(eq(sessions.userId, userId), others));
  }
  return user;
}

/** A customer's account as the API may show it, or null when none has that id. */
export async function customerAccount(db: Db, userId: number): Promise<SessionUser | null> {
  const [user] = await db.select(publicUserFields).from(users).where(eq(users.id, userId));
  return user ?? null;
}
