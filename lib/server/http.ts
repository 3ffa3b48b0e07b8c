import 'server-only';
import type { z } from 'zod';

/** An error the API answers with its status and message (`{ status: 'error', msg }`). */
export class HttpError extends Error {
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

export function errorJson(status: number, msg: string): Response {
  return json({ status: 'error', msg }, { status });
}

/** Parses a request's query string with a schema; the first problem becomes a 400. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  return validated(schema, Object.fromEntries(new URL(request.url).searchParams));
}

function validated<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
}

/** Largest JSON body accepted. */
const MAX_BODY_BYTES = 64 * 1024;

/**
 * Reads and validates a JSON body. Only `application/json` from this site is taken: another site's
 * form or script cannot send that without the browser asking first, and a foreign Origin is refused.
 */
export async function parseBody<S extends z.ZodType>(schema: S, request: Request): Promise<z.output<S>> {
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host') ?? new URL(request.url).host;
  const originHost = origin && URL.canParse(origin) ? new URL(origin).host : origin;
  if (origin && originHost !== host && origin !== process.env.SHOP_ORIGIN) {
    throw new HttpError(403, 'Requests from other sites are not accepted');
  }
  if (!(request.headers.get('content-type') ?? '').includes('application/json')) {
    throw new HttpError(415, 'Send the request as JSON');
  }
  const text = await request.text();
  if (text.length > MAX_BODY_BYTES) throw new HttpError(413, 'The request is too large');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'The request is not valid JSON');
  }
  return validated(schema, body);
}

type Handler<C> = (request: Request, context: C) => Promise<Response>;

/** Wraps a route handler: HttpErrors answer as JSON, anything else is logged and answers a plain 500. */
export function handle<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    try {
      return await handler(request, context);
    } catch (error) {
      if (error instanceof HttpError) return errorJson(error.status, error.message);
      console.error(`${request.method} ${new URL(request.url).pathname} failed:`, error);
      return errorJson(500, 'Something went wrong. Please try again.');
    }
  };
}
