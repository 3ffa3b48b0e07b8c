/**
 * The payment gateways of API tests: bKash's and SSLCommerz's fakes (test/fakes) on the ports test/payment-env.ts gave
 * the shop, and the shop's own address, which takes SSLCommerz's IPN into its route. A test file imports
 * test/payment-env.ts first, then calls `withGateways()`.
 */
import http from 'node:http';
import { eq, sql } from 'drizzle-orm';
import { GET as bkashCallbackRoute } from '@/app/api/payments/bkash/callback/route';
import { POST as ipnRoute } from '@/app/api/payments/sslcommerz/ipn/route';
import { POST as sslcommerzReturnRoute } from '@/app/api/payments/sslcommerz/[step]/route';
import { getDb } from '@/lib/server/db';
import { orders, paymentAttempts } from '@/lib/server/db/schema';
import { expireAttempts } from '@/lib/server/payments';
import { startBkash } from './fakes/bkash.mjs';
import { startSslcommerz } from './fakes/sslcommerz.mjs';
import { BKASH_KEYS, BKASH_PORT, SHOP_PORT, SSLCOMMERZ_KEYS, SSLCOMMERZ_PORT } from './payment-env';
import { call } from './call';
import { headersOf } from './webhook-receiver';

type Fakes = {
  bkash: Awaited<ReturnType<typeof startBkash>>;
  sslcommerz: Awaited<ReturnType<typeof startSslcommerz>>;
  /** the IPNs the shop's route answered, with their HTTP status */
  ipns: number[];
};

/** The shop's address for the fakes: SSLCommerz's IPN reaches its route as Next.js would hand it over. */
function shopServer(ipns: number[]): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.url !== '/api/payments/sslcommerz/ipn') return void res.writeHead(404).end();
    const request = new Request(`http://127.0.0.1:${SHOP_PORT}${req.url}`, { method: 'POST', headers: headersOf(req), body });
    const answer = await ipnRoute(request, {} as never);
    ipns.push(answer.status);
    res.writeHead(answer.status, Object.fromEntries(answer.headers)).end(await answer.text());
  });
  return new Promise((resolve) => server.listen(SHOP_PORT, '127.0.0.1', () => resolve(server)));
}

export function withGateways(): Fakes {
  const fakes = { ipns: [] as number[] } as Fakes;
  let server: http.Server;
  beforeAll(async () => {
    server = await shopServer(fakes.ipns);
    fakes.bkash = await startBkash({ port: BKASH_PORT, ...BKASH_KEYS });
    fakes.sslcommerz = await startSslcommerz({ port: SSLCOMMERZ_PORT, ...SSLCOMMERZ_KEYS });
  });
  afterAll(async () => {
    await Promise.all([fakes.bkash?.close(), fakes.sslcommerz?.close()]);
    await new Promise((resolve) => server?.close(resolve));
  });
  return fakes;
}

/** A control call to a fake (`/__fake/…`): its JSON answer. */
export async function fake(gateway: { url: string }, path: string, body: unknown = {}) {
  const res = await fetch(`${gateway.url}/__fake/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: await res.json().catch(() => null) };
}

/** bKash sending the shopper's browser back (GET, with her session cookie when given): where the shop sends her next. */
export async function bkashCallback(
  redirect: string,
  status: 'success' | 'failure' | 'cancel',
  { paymentID, cookie }: { paymentID?: string; cookie?: string } = {},
) {
  const attempt = await lastAttempt(redirect);
  const query = new URLSearchParams({ invoice: attempt.invoice, paymentID: paymentID ?? attempt.providerRef!, status });
  const res = await call(bkashCallbackRoute, `/api/payments/bkash/callback?${query}`, { headers: cookie ? { cookie } : {} });
  return { status: res.status, location: res.headers.get('location') };
}

/** SSLCommerz posting the shopper's browser back to a return route, with these form fields. */
export async function sslcommerzReturn(step: 'success' | 'fail' | 'cancel', fields: Record<string, string>) {
  const res = await call(sslcommerzReturnRoute, `/api/payments/sslcommerz/${step}`, {
    method: 'POST',
    // Another site's form post: its origin is the gateway's, and it carries no session.
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: `http://127.0.0.1:${SSLCOMMERZ_PORT}` },
    body: new URLSearchParams(fields).toString(),
    params: { step },
  });
  return { status: res.status, location: res.headers.get('location') };
}

/** The attempt whose hosted page this is (the fakes' pages end in the gateway's id of the attempt). */
async function lastAttempt(redirect: string) {
  const db = await getDb();
  const id = decodeURIComponent(new URL(redirect).pathname.split('/').pop()!);
  const rows = await db.select().from(paymentAttempts);
  const attempt = rows.find(
    (row) => row.providerRef === id || String((row.raw.create as { sessionkey?: string })?.sessionkey) === id,
  );
  if (!attempt) throw new Error(`no attempt for ${redirect}`);
  return attempt;
}

/** An order's row and its attempts, as stored. */
export async function storedPayment(orderNo: string) {
  const db = await getDb();
  const [order] = await db.select().from(orders).where(eq(orders.orderNo, orderNo));
  const attempts = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, order.id))
    .orderBy(paymentAttempts.id);
  return { order, attempts };
}

/** An order's attempts aged past the 30 minutes they may stay unpaid, then the sweep: how many it closed. */
export async function pastItsTime(orderNo: string) {
  const db = await getDb();
  const { order } = await storedPayment(orderNo);
  await db
    .update(paymentAttempts)
    .set({ createdAt: sql`now() - interval '31 minutes'` })
    .where(eq(paymentAttempts.orderId, order.id));
  return expireAttempts(db);
}
