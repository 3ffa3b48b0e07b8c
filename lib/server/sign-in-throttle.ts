import 'server-only';
import { and, count, eq, gt } from 'drizzle-orm';
import { AUTH_MESSAGES } from '../auth-messages';
import type { Db } from './db';
import { signinAttempts } from './db/schema';
import { DomainError } from './errors';

/** Failed sign-ins counted over this window; past the limits the account or address waits. */
const WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILS_PER_ACCOUNT = 5;
const MAX_FAILS_PER_ADDRESS = 20;

/** How many attempts of a subject (failed sign-ins, reset requests) were counted over the window. */
export async function recentAttempts(db: Db, subject: string): Promise<number> {
  const since = new Date(Date.now() - WINDOW_MS);
  const [row] = await db
    .select({ n: count() })
    .from(signinAttempts)
    .where(and(eq(signinAttempts.subject, subject), gt(signinAttempts.createdAt, since)));
  return row.n;
}

/**
 * The throttle of a sign-in form: failures are counted per account and per client address, and past the limits
 * further tries are refused for the rest of the window whatever the password.
 */
export function signinThrottle(db: Db, account: string, address: string) {
  const subjects = [account, `ip:${address}`];
  return {
    async check() {
      const [accountFails, addressFails] = await Promise.all(subjects.map((s) => recentAttempts(db, s)));
      if (accountFails >= MAX_FAILS_PER_ACCOUNT || addressFails >= MAX_FAILS_PER_ADDRESS) {
        throw new DomainError('too-many', AUTH_MESSAGES.tooManyAttempts);
      }
    },
    failed: () => db.insert(signinAttempts).values(subjects.map((subject) => ({ subject }))),
    /** A successful sign-in clears the account's count (not the address's). */
    succeeded: () => db.delete(signinAttempts).where(eq(signinAttempts.subject, subjects[0])),
  };
}
