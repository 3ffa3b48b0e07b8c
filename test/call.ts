/** Calls a route handler as Next would, and reads its answer: bytes, text and JSON. */
type Route = (request: Request, context: never) => Promise<Response>;

export async function call(route: Route, url: string, init?: RequestInit & { params?: Record<string, string> }) {
  const response = await route(new Request(new URL(url, 'http://shop.test'), init), {
    params: Promise.resolve(init?.params ?? {}),
  } as never);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const text = new TextDecoder().decode(bytes);
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    text,
    bytes,
    body: type.includes('json') ? JSON.parse(text) : undefined,
  };
}

/** A JSON POST as the shop's own pages send it, with the caller's cookie. */
export function postJson(route: Route, url: string, body: unknown, cookie: string, params?: Record<string, string>) {
  return call(route, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
    params,
  });
}

/** A file sent as the back office's file inputs send it: its bytes as the body. */
export function sendFile(route: Route, url: string, body: BodyInit, cookie: string, params?: Record<string, string>) {
  return call(route, url, {
    method: 'POST',
    headers: { 'content-type': 'application/octet-stream', cookie },
    body,
    params,
    duplex: 'half',
  } as RequestInit & { params?: Record<string, string> });
}
