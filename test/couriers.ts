/**
 * The couriers of API tests: Steadfast's and Pathao's fakes (test/fakes), on the ports test/courier-env.ts gave the
 * shop, their webhooks reaching the shop's own webhook routes through a small server. A test file imports
 * test/courier-env.ts first, then calls `withCouriers()`.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { POST as pathaoHook } from '@/app/api/courier/pathao/route';
import { POST as steadfastHook } from '@/app/api/courier/steadfast/route';
import { startPathao } from './fakes/pathao.mjs';
import { startSteadfast } from './fakes/steadfast.mjs';
import { PATHAO_PORT, STEADFAST_PORT, WEBHOOK_TOKEN } from './courier-env';
import { headersOf } from './webhook-receiver';

export { WEBHOOK_TOKEN };

type Fakes = {
  steadfast: Awaited<ReturnType<typeof startSteadfast>>;
  pathao: Awaited<ReturnType<typeof startPathao>>;
  /** where Steadfast's fake sends its webhooks (to set back after a test points them elsewhere) */
  steadfastWebhook: string;
};

/** Hands each POST to the shop's webhook route as Next.js would, and sends its answer back. */
function webhookServer(): Promise<http.Server> {
  const routes: Record<string, (request: Request, context: never) => Promise<Response>> = {
    '/api/courier/steadfast': steadfastHook,
    '/api/courier/pathao': pathaoHook,
  };
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const route = routes[req.url ?? ''];
    if (!route) return void res.writeHead(404).end();
    const request = new Request(`http://shop.test${req.url}`, { method: 'POST', headers: headersOf(req), body });
    const answer = await route(request, {} as never);
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

export function withCouriers(): Fakes {
  const fakes = {} as Fakes;
  let server: http.Server;
  beforeAll(async () => {
    server = await webhookServer();
    const shop = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    fakes.steadfastWebhook = `${shop}/api/courier/steadfast`;
    fakes.steadfast = await startSteadfast({
      port: STEADFAST_PORT,
      apiKey: 'sf-key',
      secretKey: 'sf-secret',
      webhookUrl: fakes.steadfastWebhook,
      webhookToken: WEBHOOK_TOKEN,
    });
    fakes.pathao = await startPathao({
      port: PATHAO_PORT,
      clientId: 'pt-client',
      clientSecret: 'pt-secret',
      username: 'merchant@example.com',
      password: 'pt-password',
      storeId: 7,
      webhookUrl: `${shop}/api/courier/pathao`,
      webhookSecret: WEBHOOK_TOKEN,
    });
  });
  afterAll(async () => {
    await Promise.all([fakes.steadfast?.close(), fakes.pathao?.close()]);
    await new Promise((resolve) => server?.close(resolve));
  });
  return fakes;
}

/** A control call to a fake (`/__fake/…`): its JSON answer. */
export async function control(fake: { url: string }, path: string, body: unknown = {}) {
  const res = await fetch(`${fake.url}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}
