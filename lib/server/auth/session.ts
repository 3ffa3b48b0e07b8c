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

/** Starts a session for a user and returns its token (shown to nobody but the user's browser). */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The columns of a customer that the API may show. */
export const publicUserFields = { id: users.id, name: users.name, email: users.email, contact: users.contact };

/** The user a live session token belongs to, or null. */
export async function userForToken(db: Db, token: string | undefined): Promise<SessionUser | null> {
  if (!token || token.length > TOKEN_MAX_LENGTH) return null;
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

/** The Set-Cookie value that hands a browser its session: httpOnly, SameSite=Lax, Secure over https. */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const secure = isHttps(request) ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure}`;
}

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

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
  const cookie = request.headers.get('cookie')?.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]*)`))?.[1];
  const bearer = request.headers.get('authorization')?.match(/^Bearer\s+(\S+)$/i)?.[1];
  // Tokens are base64url: a cookie that is not (or not valid percent-encoding) simply matches no session.
  const token = cookie || bearer || (typeof bodyToken === 'string' ? bodyToken : undefined);
  return token || undefined;
}
