import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../db';
import { sessions, users } from '../db/schema';

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

/** The session token of a request: the cookie, else the documented `api_token` a client sent. */
export function requestToken(request: Request, apiToken?: string): string | undefined {
  const cookie = request.headers.get('cookie') ?? '';
  const match = cookie.match(new RegExp(`(?:^|;\\s*)${SESSION_COOKIE}=([^;]+)`));
  return match ? decodeURIComponent(match[1]) : apiToken;
}
