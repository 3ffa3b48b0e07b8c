import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';
import { HttpError } from '../http';
import { SIGNIN_REQUIRED } from '../../cart/messages';

/** The httpOnly cookie that carries the session token. */
export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

/** Only a hash of a token is stored, so a leaked table gives no working session. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Starts a session for a user and returns its token (shown to nobody but the user's browser). */
export async function createSession(db: Db, userId: number): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + SESSION_DAYS * 24 * 60 * 60 * 1000);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

export interface SessionUserRow {
  id: number;
  name: string;
  email: string;
  contact: string | null;
}

/** The user a live session token belongs to, or null. */
export async function userForToken(db: Db, token: string | undefined | null): Promise<SessionUserRow | null> {
  if (!token || token.length > 200) return null;
  const [row] = await db
    .select({ id: users.id, name: users.name, email: users.email, contact: users.contact })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** The user of a request's session (cookie or api_token), or a 401 with the spec's sign-in message. */
export async function requireUser(db: Db, request: Request, apiToken?: string): Promise<SessionUserRow> {
  const user = await userForToken(db, requestToken(request, apiToken));
  if (!user) throw new HttpError(401, SIGNIN_REQUIRED);
  return user;
}

/** The Set-Cookie value that hands a browser its session: httpOnly, SameSite=Lax, Secure over https. */
export function sessionCookie(request: Request, token: string, expiresAt: Date): string {
  const secure = new URL(request.url).protocol === 'https:' ? '; Secure' : '';
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure}`;
}

export const clearedSessionCookie = `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;

/** The address a request came from, as the proxy in front reports it (for throttling sign-ins). */
export function clientAddress(request: Request): string {
  return request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || request.headers.get('x-real-ip') || 'unknown';
}

/** The session token of a request: the cookie, else the documented `api_token` a client sent. */
export function requestToken(request: Request, apiToken?: string): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`));
  return match ? decodeURIComponent(match[1]) : apiToken;
}
