import 'server-only';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { DomainError } from '../errors';
import { cookieJar, hashToken, newToken, plausibleToken } from '../tokens';
import { SIGNIN_REQUIRED } from '../../cart/messages';
import type { SessionUser } from '../../types/user';

/** The httpOnly cookie that carries the session token. */
const SESSION_COOKIE = 'session';
const SESSION_DAYS = 30;

/** Starts a session for a user and returns its token (shown to nobody but the user's browser). */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash, expiresAt } = newToken(SESSION_DAYS);
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  return { token, expiresAt };
}

/** The columns of a customer that the API may show. */
export const publicUserFields = {
  id: users.id,
  name: users.name,
  email: users.email,
  contact: users.contact,
  phone: users.phone,
};

/** The user a live session token belongs to, or null. */
export async function userForToken(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!plausibleToken(token)) return null;
  const [row] = await db
    .select(publicUserFields)
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** The user of a session token, or a 401 with the spec's sign-in message. */
export async function requireUser(db: Db, token: string | undefined): Promise<SessionUser> {
  const user = await userForToken(db, token);
  if (!user) throw new DomainError('signed-out', SIGNIN_REQUIRED);
  return user;
}

/** The customer's session cookie: SameSite=Lax, so that a shopper arriving from a shared link is signed in. */
const customerCookie = cookieJar(SESSION_COOKIE, 'Lax');
export const sessionCookie = customerCookie.set;
export const clearedSessionCookie = customerCookie.cleared;

/**
 * The session token of a request: the cookie, else an `Authorization: Bearer` header, else the documented
 * `api_token` of a JSON body. Never the query string: addresses end up in logs and Referer headers.
 */
export function requestToken(request: Request, bodyToken?: unknown): string | undefined {
  const cookie = customerCookie.read(request.headers.get('cookie'));
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // Tokens are base64url: a cookie that is not (or not valid percent-encoding) simply matches no session.
  const token = cookie || bearer || (typeof bodyToken === 'string' ? bodyToken : undefined);
  return token || undefined;
}
