import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { env } from './env';

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

/** Whether a token is worth looking up: a string no longer than any token this shop issues. */
export const plausibleToken = (token: string | undefined): token is string => !!token && token.length <= TOKEN_MAX_LENGTH;

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

/** Whether the shopper's connection is https: directly, or as the proxy in front reports it. */
function isHttps(request: Request): boolean {
  return new URL(request.url).protocol === 'https:' || request.headers.get('x-forwarded-proto') === 'https';
}

/**
 * The address a request came from, for throttling sign-ins. The server appends the connection's own
 * address to X-Forwarded-For; each of the TRUSTED_PROXY_HOPS proxies in front appended one before it, so
 * the client is that many entries from the end (the entries further left are whatever the client sent).
 */
export function clientAddress(request: Request, hops = env().TRUSTED_PROXY_HOPS): string {
  const chain = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return counted(chain[Math.max(0, chain.length - 1 - hops)] ?? 'unknown');
}

/**
 * An address as the throttles count it: an IPv4 written as IPv6 (::ffff:1.2.3.4) as that IPv4, and an IPv6 as its
 * /64, the range one subscriber gets (else each of her 2^64 addresses would have limits of its own).
 */
function counted(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (!isIPv6(address)) return address;
  const [left, right] = address.split('::').map((side) => (side ? side.split(':') : []));
  const groups = right ? [...left, ...Array(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
