/** Calls a route handler as Next would, and reads its JSON answer. */
type Route = (request: Request, context: never) => Promise<Response>;

export async function call(route: Route, url: string, init?: RequestInit & { params?: Record<string, string> }) {
  const response = await route(new Request(new URL(url, 'http://shop.test'), init), {
    params: Promise.resolve(init?.params ?? {}),
  } as never);
  const text = await response.text();
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: type.includes('json') ? JSON.parse(text) : undefined,
  };
}
