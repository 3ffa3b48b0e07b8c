import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { DomainError } from '../errors';
import { SIGNIN_REQUIRED } from '../../cart/messages';
import type { SessionUser } from '../../types/user';

/** The httpOnly cookie that carries the session token. */
const SESSION_COOKIE = 'session';
const SESSION_DAYS = 30;
/** Longer than any token this shop issues: anything longer is not looked up. */
const TOKEN_MAX_LENGTH = 200;

/** Only a hash of a token is stored, so a leaked table gives no working session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new random token (shown only to whom it is for) and its hash (what is stored). */
export function randomToken() {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token) };
}

/** A new random session token, its hash and when it expires. */
export function newToken(days: number) {
  return { ...randomToken(), expiresAt: new Date(Date.now() + days * 24 * 60 * 60 * 1000) };
}

/** Starts a session for a user and returns its token (shown to nobody but the user's browser). */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const { token, tokenHash, expiresAt } = newToken(SESSION_DAYS);
  await db.insert(sessions).values({ userId, tokenHash, expiresAt });
  return { token, expiresAt };
}

/** Whether a token is worth looking up: a string no longer than any token this shop issues. */
export const plausibleToken = (token: string | undefined): token is string => !!token && token.length <= TOKEN_MAX_LENGTH;

/** The columns of a customer that the API may show. */
export const publicUserFields = { id: users.id, name: users.name, email: users.email, contact: users.contact };

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

/** A session cookie by its name and SameSite rule: what hands a browser its token (httpOnly, Secure over https). */
export function cookieJar(name: string, sameSite: 'Lax' | 'Strict') {
  return {
    set: (request: Request, token: string, expiresAt: Date) =>
      `${name}=${token}; Path=/; HttpOnly; SameSite=${sameSite}; Expires=${expiresAt.toUTCString()}${isHttps(request) ? '; Secure' : ''}`,
    cleared: `${name}=; Path=/; HttpOnly; SameSite=${sameSite}; Max-Age=0`,
    /** The token a request's cookie carries. */
    read: (cookieHeader: string | null | undefined) =>
      cookieHeader?.match(new RegExp(`(?:^|;\\s*)${name}=([^;]*)`))?.[1] || undefined,
  };
}

/** The customer's session cookie: SameSite=Lax, so that a shopper arriving from a shared link is signed in. */
const customerCookie = cookieJar(SESSION_COOKIE, 'Lax');
export const sessionCookie = customerCookie.set;
export const clearedSessionCookie = customerCookie.cleared;

/** Whether the shopper's connection is https: directly, or as the proxy in front reports it. */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * The address a request came from, for throttling sign-ins. The server appends the connection's own
 * address to X-Forwarded-For; each of the TRUSTED_PROXY_HOPS proxies in front appended one before it, so
 * the client is that many entries from the end (the entries further left are whatever the client sent).
 */
export function clientAddress(request: Request): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const hops = Math.max(0, Math.floor(Number(process.env.TRUSTED_PROXY_HOPS) || 0));
  return chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown';
}

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
