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

export function json(body: unknown, init: { status?: number; cache?: string } = {}): Response {
  return Response.json(body, {
    status: init.status ?? 200,
    headers: { 'Cache-Control': init.cache ?? 'no-store' },
  });
}

export function errorJson(status: number, msg: string): Response {
  return json({ status: 'error', msg }, { status });
}

/** Parses a request's query string with a schema; the first problem becomes a 400. */
export function parseQuery<S extends z.ZodType>(schema: S, request: Request): z.output<S> {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const result = schema.safeParse(params);
  if (!result.success) throw new HttpError(400, result.error.issues[0]?.message ?? 'Invalid request');
  return result.data;
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
