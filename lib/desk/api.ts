/** The back office's calls from the browser: JSON to /api/admin, answered with `{ status, msg, ... }`. */
export type AdminAnswer<T = Record<string, unknown>> = { ok: boolean; msg: string; body: T };

const UNREACHABLE = 'The shop could not be reached. Check the connection and try again.';

/** A call to /api/admin/{path} and its JSON answer; a network failure is a refusal that says so. */
async function callAdmin<T>(path: string, init: RequestInit = {}): Promise<AdminAnswer<T>> {
  try {
    const response = await fetch(`/api/admin/${path}`, { ...init, credentials: 'same-origin' });
    const answer = (await response.json().catch(() => ({}))) as T & { msg?: string };
    return { ok: response.ok, msg: answer.msg ?? (response.ok ? '' : UNREACHABLE), body: answer };
  } catch {
    return { ok: false, msg: UNREACHABLE, body: {} as T };
  }
}

export function postAdmin<T = Record<string, unknown>>(path: string, body: unknown): Promise<AdminAnswer<T>> {
  return callAdmin<T>(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
}

/** A back-office lookup: GET /api/admin/{path}?{query}. */
export function getAdmin<T = Record<string, unknown>>(path: string, query: Record<string, string>): Promise<AdminAnswer<T>> {
  return callAdmin<T>(`${path}?${new URLSearchParams(query)}`);
}

/** A back-office read from the browser (GET /api/admin/{path}): its JSON, or null when it could not be had. */
export async function readAdmin<T>(path: string): Promise<T | null> {
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
