/** A signed-in customer for API tests: a user row and a live session token. */
import { randomBytes } from 'node:crypto';
import { createSession } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';

export async function signedInCustomer(name = 'Test Customer') {
  const db = await getDb();
  const email = `customer-${randomBytes(6).toString('hex')}@example.com`;
  const [user] = await db.insert(users).values({ name, email, passwordHash: 'not-a-real-hash' }).returning();
  const { token } = await createSession(db, user.id);
  return { user: { ...user, email }, token, cookie: `session=${token}` };
}
