import 'server-only';
import { eq } from 'drizzle-orm';
import { localPhone } from '../../phone';
import type { SessionUser } from '../../types/user';
import type { Db } from '../db';
import { users } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { DomainError } from '../errors';
import { CODE_MESSAGES, spendCode } from './phone-codes';
import { createSession, publicUserFields } from './session';

/**
 * Signs in with a 'signin' code: into the account whose verified phone it is, or, the first time, a new account in
 * her name for that phone (no e-mail, no password). Without a name for a new number the answer asks for one and the
 * code stays alive, so only she, holding the code, learns that the number has no account yet.
 */
export async function phoneSignin(
  db: Db,
  form: { phone: string; code: string; name?: string | null; address: string },
  now = new Date(),
) {
  const user = await spendCode(db, { ...form, purpose: 'signin' }, now, async (tx, phone): Promise<SessionUser> => {
    const hers = await phoneAccount(tx, phone);
    if (hers) return hers;
    if (!form.name) throw new DomainError('unprocessable', CODE_MESSAGES.nameNeeded, 'name');
    // Two first sign-ins of one number at once: the second finds the number taken, and signs in again.
    return unlessTaken(
      newPhoneAccount(tx, { name: form.name, phone, verifiedAt: now }),
      () => new DomainError('conflict', CODE_MESSAGES.wrong, 'code'),
    );
  });
  return { user, session: await createSession(db, user.id) };
}

/** The account whose phone (E.164) this is, or null. */
export async function phoneAccount(db: Db, phone: string): Promise<SessionUser | null> {
  const [hers] = await db.select(publicUserFields).from(users).where(eq(users.phone, phone));
  return hers ?? null;
}

/**
 * A new account for a mobile number (E.164) in her name, with no e-mail and no password: she signs in with a code
 * sent to that number. `verifiedAt` is when she proved the number with a code; null when staff made the account for
 * an order they took from her. The unique index refuses a number another account has (the caller's unlessTaken).
 */
export async function newPhoneAccount(
  db: Db,
  { name, phone, verifiedAt }: { name: string; phone: string; verifiedAt: Date | null },
): Promise<SessionUser> {
  const [made] = await db
    .insert(users)
    .values({ name, phone, phoneVerifiedAt: verifiedAt, contact: localPhone(phone) })
    .returning(publicUserFields);
  return made;
}
