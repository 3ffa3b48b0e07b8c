/** The back office's calls from the browser: JSON to /api/admin, answered with `{ status, msg, ... }`. */
export type AdminAnswer<T = Record<string, unknown>> = { ok: boolean; msg: string; body: T };

const UNREACHABLE = 'The shop could not be reached. Check the connection and try again.';

export async function postAdmin<T = Record<string, unknown>>(path: string, body: unknown): Promise<AdminAnswer<T>> {
  try {
    const response = await fetch(`/api/admin/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
    const answer = (await response.json().catch(() => ({}))) as T & { msg?: string };
    return { ok: response.ok, msg: answer.msg ?? UNREACHABLE, body: answer };
  } catch {
    return { ok: false, msg: UNREACHABLE, body: {} as T };
  }
}

/** A back-office read from the browser (GET /api/admin/{path}): its JSON, or null when it could not be had. */
export async function getAdmin<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(`/api/admin/${path}`, { credentials: 'same-origin' });
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/** Where to go after signing in: a back-office address of this site only (never another site's). */
export function safeNext(next: string | null | undefined): string {
  return next && /^\/admin(?:[/?#]|$)/.test(next) && !next.startsWith('/admin/signin') ? next : '/admin';
}
