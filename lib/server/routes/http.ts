import 'server-only';
import { after } from 'next/server';
import type { z } from 'zod';
import type { Area } from '../../desk/permissions';
import type { StaffMember } from '../../types/staff';
import type { SessionUser } from '../../types/user';
import { requestToken, requireUser } from '../accounts/session';
import { requireStaff, staffCookie } from '../staff/session';
import { getDb, type Db } from '../db';
import { env } from '../env';
import { DomainError, type Refusal } from '../errors';
import { assertCan } from '../roles';

/** The status each refusal of a service answers with. */
const STATUS: Record<Refusal, number> = {
  invalid: 400,
  'signed-out': 401,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unprocessable: 422,
  'too-many': 429,
};

/** A refusal of the API edge itself, about the HTTP request rather than the shop (a wrong method, a body too large). */
class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Shared caches may keep catalogue answers for a minute and serve them stale while they refresh. */
export const PUBLIC_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=600';

export function json(body: unknown, init: { status?: number; cache?: string; headers?: Record<string, string> } = {}): Response {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { 'Cache-Control': init.cache ?? 'no-store', ...init.headers },
  });
}

/** The bytes of kept answers (a memo's), encoded once per answer instead of once per request. */
const encodedAnswers = new WeakMap<object, Uint8Array<ArrayBuffer>>();

/**
 * `json` for an answer a memo keeps (lib/server/cache/memo.ts) until the data changes: the same object is sent again as
 * the same bytes.
 */
export function keptJson(body: object, cache: string): Response {
  let bytes = encodedAnswers.get(body);
  if (!bytes) encodedAnswers.set(body, (bytes = new TextEncoder().encode(JSON.stringify(body))));
  return new Response(bytes, { headers: { 'Content-Type': 'application/json', 'Cache-Control': cache } });
}

export function errorJson(status: number, msg: string, headers?: Record<string, string>, field?: string): Response {
  return json({ status: 'error', msg, ...(field && { field }) }, { status, headers });
}

/** PostgreSQL cannot store a NUL character in text; no field of this shop has a use for one. */
function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') return Object.entries(value).some(([key, v]) => holdsNul(key) || holdsNul(v));
  return false;
}

/** Checks input against a schema: the first problem (or a NUL anywhere) becomes a 400 with its message and field. */
export function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  if (holdsNul(input)) throw new DomainError('invalid', 'The request holds a NUL character, which no field accepts');
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
  throw new DomainError('invalid', issue?.message ?? 'Invalid request', field);
}

/** Parses a request's query string with a schema. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  return validated(schema, Object.fromEntries(new URL(request.url).searchParams));
}

/** Largest JSON body a route accepts unless it says otherwise: every form of the shop, and a cart of 100 lines, fit. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * The bytes a JSON body needs for a form holding `characters` of text (a product's descriptions, a post): 3 bytes of
 * UTF-8 for each (Bengali script takes 3; an escaped quote or newline 2), and 16 KB for the rest of the form.
 */
export const bodyBytesFor = (characters: number) => characters * 3 + 16 * 1024;

/**
 * How deep a JSON body may nest lists and objects. The deepest one a client needs is a cart (create-order,
 * coupon/request) sent as the spec's cart lines, whole products: body › cart_item › line › attribute › group ›
 * value › colour is 7 levels (the shop's own pages send 5, ending at attribute_pick › size; the back office's forms
 * need 3). 8 leaves one to spare. Deeper is refused before the body is parsed: walking a body 10,000 levels deep (the
 * NUL check, the schema) exhausted the stack, and the 500 it caused took the route down with it.
 */
const MAX_JSON_DEPTH = 8;

const TOO_DEEP = `The request is nested too deeply: at most ${MAX_JSON_DEPTH} levels of lists and objects`;
const tooLarge = (limit: number) => `The request is too large: at most ${Math.floor(limit / 1024)} KB`;

/** Whether JSON text nests lists and objects deeper than `limit`: read as text, in one pass, with no stack. */
function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character (\" is no end of the string)
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > limit) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}

/** A foreign Origin is refused: only this site's pages (or SHOP_ORIGIN) may send a change. */
function checkOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  const originHost = origin && URL.canParse(origin) ? new URL(origin).host : origin;
  if (origin && originHost !== host && origin !== env().SHOP_ORIGIN) {
    throw new DomainError('forbidden', 'Requests from other sites are not accepted');
  }
}

/**
 * The body's bytes, refused with a 413 (`tooLargeMessage`) past `limit`: by its declared length before anything is
 * read, else as soon as the bytes streamed pass it (what is sent beyond is never read, nor kept).
 */
async function readBytes(request: Request, limit: number, tooLargeMessage: string): Promise<Buffer> {
  if (Number(request.headers.get('content-length')) > limit) throw new HttpError(413, tooLargeMessage);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader!.read()) {
    size += part.value.byteLength;
    if (size > limit) {
      await reader!.cancel();
      throw new HttpError(413, tooLargeMessage);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/**
 * Reads a JSON body of at most `maxBytes`, nested at most MAX_JSON_DEPTH deep. Only `application/json` from this
 * site is taken: another site's form or script cannot send that without the browser asking first, and a foreign
 * Origin is refused.
 */
async function readJson(request: Request, maxBytes = MAX_BODY_BYTES): Promise<unknown> {
  checkOrigin(request);
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new HttpError(415, 'Send the request as JSON');
  }
  const text = new TextDecoder().decode(await readBytes(request, maxBytes, tooLarge(maxBytes)));
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) throw new DomainError('invalid', TOO_DEEP);
  try {
    return JSON.parse(text);
  } catch {
    throw new DomainError('invalid', 'The request is not valid JSON');
  }
}

/**
 * Reads a file sent as the whole body (`application/octet-stream`, which no other site can send without the
 * browser asking first), refusing it with `tooLargeMessage` past `limit` bytes (see readBytes).
 */
export async function readFileBody(request: Request, limit: number, tooLargeMessage: string): Promise<Buffer> {
  checkOrigin(request);
  if (!(request.headers.get('content-type') ?? '').startsWith('application/octet-stream')) {
    throw new HttpError(415, 'Send the file as application/octet-stream');
  }
  const file = await readBytes(request, limit, tooLargeMessage);
  if (!file.byteLength) throw new DomainError('invalid', 'The file is empty');
  return file;
}

/** The most a payment gateway's form post may hold. */
const GATEWAY_FORM_BYTES = 32 * 1024;

/**
 * Reads a payment gateway's form post (SSLCommerz's return and IPN): another site's POST by design, so no Origin
 * check and no session; the fields are only ids the caller reads back from the gateway, never trusted as they come.
 */
export async function readGatewayForm(request: Request): Promise<Record<string, string>> {
  if (!(request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
    throw new HttpError(415, 'Send the form as application/x-www-form-urlencoded');
  }
  const text = new TextDecoder().decode(await readBytes(request, GATEWAY_FORM_BYTES, tooLarge(GATEWAY_FORM_BYTES)));
  return Object.fromEntries(new URLSearchParams(text));
}

/** Reads and validates a JSON body (see readJson), of at most `maxBytes`. */
export async function parseBody<S extends z.ZodType>(
  schema: S,
  request: Request,
  { maxBytes = MAX_BODY_BYTES } = {},
): Promise<z.output<S>> {
  return validated(schema, await readJson(request, maxBytes));
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/**
 * Wraps a route handler: a service's refusal answers with its status and message, an edge error with its own;
 * anything else is logged and answers a 500 that reveals nothing. The back office's answers also name the field
 * a refusal is about (its forms show the message there); the shop's keep the spec's shape.
 */
export function handle<C>(handler: Handler<C>, { nameField = false } = {}): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof DomainError && error.retryAfter)
        return json(
          { status: 'error', msg: error.message, retry_after: error.retryAfter },
          { status: STATUS[error.refusal], headers: { 'Retry-After': String(error.retryAfter) } },
        );
      if (error instanceof DomainError)
        return errorJson(STATUS[error.refusal], error.message, undefined, nameField ? error.field : undefined);
      if (error instanceof HttpError) return errorJson(error.status, error.message);
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorJson(500, 'Something went wrong. Please try again.');
    }
  };
}

/** What a signed-in customer's call brings: the database, the customer, their token and the JSON body (POST). */
export interface SignedInCall {
  request: Request;
  db: Db;
  user: SessionUser;
  token: string;
  body: unknown;
}

/**
 * A route for signed-in customers: the session comes from the cookie, an `Authorization: Bearer` header or the
 * body's `api_token`; without a live one the answer is the spec's 401. The handler validates `body` itself, or with
 * `json` false reads the body itself (readFileBody: a photo).
 */
export function handleSignedIn<C>(
  handler: (call: SignedInCall, context: C) => Promise<Response>,
  { json = true } = {},
): Handler<C> {
  return handle(async (request, context) => {
    const body = request.method === 'POST' && json ? await readJson(request) : undefined;
    const token = requestToken(request, (body as { api_token?: unknown } | null | undefined)?.api_token);
    const db = await getDb();
    const user = await requireUser(db, token);
    return handler({ request, db, user, token: token!, body }, context);
  });
}

/** What a back-office call brings: the database, the staff member and the JSON body (POST). */
export interface StaffCall {
  request: Request;
  db: Db;
  staff: StaffMember;
  body: unknown;
}

/**
 * A back-office route (/api/admin): only the back office's own cookie opens it (never a customer's session, an
 * `Authorization` header or an `api_token`), checked before anything else is read; a 401 without a live one.
 * POST bodies are taken as the shop's are (JSON from this site only, of at most `maxBytes`), unless `json` is false:
 * then the handler reads the body itself (readFileBody). A route that reads names its `area`, refused with a 403
 * before the body is read; a change is checked again by its service.
 */
export function handleStaff<C>(
  handler: (call: StaffCall, context: C) => Promise<Response>,
  { json = true, maxBytes = MAX_BODY_BYTES, area }: { json?: boolean; maxBytes?: number; area?: Area } = {},
): Handler<C> {
  return handle(
    async (request, context) => {
      const db = await getDb();
      const staff = await requireStaff(db, staffCookie.read(request.headers.get('cookie')));
      if (area) assertCan(staff, area);
      const body = request.method === 'POST' && json ? await readJson(request, maxBytes) : undefined;
      return handler({ request, db, staff, body }, context);
    },
    { nameField: true },
  );
}

/**
 * Runs `task` once the answer has been sent (Next.js's `after`), so that the answer does not take its time; a
 * failure is logged. Outside a request (a test calling a handler) it runs before the handler answers.
 */
export async function afterAnswer(task: () => Promise<void>): Promise<void> {
  const logged = () => task().catch((error) => console.error('A task after the answer failed:', error));
  try {
    after(logged);
  } catch {
    await logged();
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * A route's handlers, and for every other method a JSON 405 in the API's shape (Next.js would answer an
 * empty one). HEAD follows GET and OPTIONS lists the methods, as Next.js does.
 */
export function methods<C>(handlers: Partial<Record<Method, Handler<C>>>): Record<Method, Handler<C>> {
  const allowed = Object.keys(handlers).join(', ');
  const notAllowed: Handler<C> = async (request) =>
    errorJson(405, `${request.method} is not allowed here: use ${allowed}`, { Allow: allowed });
  return { GET: notAllowed, POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, ...handlers };
}
