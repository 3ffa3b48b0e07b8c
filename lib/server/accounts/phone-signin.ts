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
    const [hers] = await tx.select(publicUserFields).from(users).where(eq(users.phone, phone));
    if (hers) return hers;
    if (!form.name) throw new DomainError('unprocessable', CODE_MESSAGES.nameNeeded, 'name');
    // Two first sign-ins of one number at once: the second finds the number taken, and signs in again.
    const [made] = await unlessTaken(
      tx
        .insert(users)
        .values({ name: form.name, phone, phoneVerifiedAt: now, contact: localPhone(phone) })
        .returning(publicUserFields),
      () => new DomainError('conflict', CODE_MESSAGES.wrong, 'code'),
    );
    return made;
  });
  return { user, session: await createSession(db, user.id) };
}
