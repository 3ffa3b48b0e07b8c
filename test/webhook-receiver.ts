import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request's headers as the Fetch API holds them. */
export const headersOf = (req: http.IncomingMessage) =>
  new Headers(Object.entries(req.headers).map(([name, value]): [string, string] => [name, String(value)]));

/**
 * A server standing in for the shop's webhook route in the couriers' client tests: it keeps what each webhook
 * carried and answers `status` with `headers`.
 */
export async function startReceiver(status: number, headers: Record<string, string> = {}) {
  const received: { headers: Headers; body: unknown }[] = [];
  const server = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    received.push({ headers: headersOf(req), body: JSON.parse(text) });
    res.writeHead(status, headers).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
