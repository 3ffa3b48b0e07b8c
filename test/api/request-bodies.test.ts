/**
 * Bodies no route should have to read: JSON nested 10,000 levels deep, and bodies far larger than any form. Every
 * POST route of the API, the shop's and the back office's, found in app/api (so a new one cannot escape), refuses
 * them with a 4xx in the API's shape, never a 5xx; those that take JSON with the edge's own message.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GET as shop } from '@/app/api/shop/route';
import { POST as signin } from '@/app/api/public/signin/route';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { plentyOfStock, sizedProduct, variant } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

type Route = Parameters<typeof call>[0];

/** Every route file under app/api, as its address (`/api/admin/orders/[orderNo]/notes`). */
function apiRoutes(dir = path.join(process.cwd(), 'app/api')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const inside = path.join(dir, entry.name);
    if (entry.isDirectory()) return apiRoutes(inside);
    return entry.name === 'route.ts' ? [`/${path.relative(process.cwd(), dir).split(path.sep).slice(1).join('/')}`] : [];
  });
}

/** Plausible values for a route's dynamic segments. */
const SEGMENTS: Record<string, string> = {
  id: '1',
  orderNo: 'LI00000001',
  keyname: 'home',
  path: 'nowhere',
  kind: 'sizes',
  step: 'success',
};

function filled(route: string) {
  const params: Record<string, string | string[]> = {};
  const url = route.replace(/\[(\.\.\.)?(\w+)\]/g, (_, rest: string | undefined, name: string) => {
    if (!(name in SEGMENTS)) throw new Error(`No value for the segment [${name}] of ${route}: add one to SEGMENTS`);
    params[name] = rest ? [SEGMENTS[name]] : SEGMENTS[name];
    return SEGMENTS[name];
  });
  return { url, params };
}

async function postRoute(route: string): Promise<Route> {
  return (await import(`@/app${route}/route`)).POST;
}

const DEPTH = 10_000;
const DEEP_BODIES = {
  'a list in a list': '['.repeat(DEPTH) + ']'.repeat(DEPTH),
  'an object in an object': '{"a":'.repeat(DEPTH) + '1' + '}'.repeat(DEPTH),
  'a deep field of a form': `{"email":"a@b.co","cart_item":${'['.repeat(DEPTH)}{"id":1}${']'.repeat(DEPTH)}}`,
};
const TOO_DEEP = 'The request is nested too deeply: at most 8 levels of lists and objects';
/** Past every route's limit: the largest form, a post, takes under 200 KB. */
const HUGE = JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(1024 * 1024) });

let cookie = '';
beforeAll(async () => {
  const [customer, staff] = await Promise.all([signedInCustomer(), signedInStaff('owner')]);
  // Both sessions at once, so that signed-in and back-office routes read the body too.
  cookie = `${customer.cookie}; ${staff.cookie}`;
});

const send = (route: Route, url: string, params: Record<string, string | string[]>, body: BodyInit, headers = {}) =>
  call(route, url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, ...headers },
    body,
    params,
    duplex: 'half',
  } as RequestInit & { params: Record<string, string> });

const routes = apiRoutes();

it('finds the API on the file system', () => {
  expect(routes).toEqual(expect.arrayContaining(['/api/public/create-order', '/api/admin/products/[id]', '/api/[...path]']));
});

describe.each(routes)('POST %s', (route) => {
  const { url, params } = filled(route);

  /** Whether the route reads a JSON body at all (not a file, nor no body), by how it answers a broken one. */
  async function takesJson(post: Route) {
    return (await send(post, url, params, '{')).body.msg === 'The request is not valid JSON';
  }

  it.each(Object.entries(DEEP_BODIES))('refuses %s, 10,000 levels deep, with a 400', async (_, body) => {
    const post = await postRoute(route);
    const json = await takesJson(post);
    const res = await send(post, url, params, body);
    expect(res.status).toBeLessThan(500);
    expect(res.body).toEqual({ status: 'error', msg: expect.any(String) });
    if (json) expect([res.status, res.body.msg]).toEqual([400, TOO_DEEP]);
  });

  it('refuses a body of a megabyte, declared or streamed, with a 413', async () => {
    const post = await postRoute(route);
    const json = await takesJson(post);
    const declared = await send(post, url, params, HUGE, { 'content-length': String(HUGE.length) });
    const streamed = await send(post, url, params, new Blob([HUGE]).stream());
    for (const res of [declared, streamed]) {
      expect(res.status).toBeLessThan(500);
      expect(res.body).toEqual({ status: 'error', msg: expect.any(String) });
      if (json)
        expect([res.status, res.body.msg]).toMatchObject([
          413,
          expect.stringMatching(/^The request is too large: at most \d+ KB$/),
        ]);
    }
  });
});

describe('the edge', () => {
  it('stops reading a streamed body once it passes the limit', async () => {
    let sent = 0;
    const fourMegabytes = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 4 * 1024 * 1024) return controller.close();
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode(' '.repeat(16 * 1024)));
      },
    });
    const res = await send(signin, '/api/public/signin', {}, fourMegabytes);
    expect([res.status, res.body.msg]).toEqual([413, 'The request is too large: at most 64 KB']);
    expect(sent).toBeLessThan(256 * 1024);
  });

  it('counts only the brackets that nest, not those inside text', async () => {
    const brackets = '[{'.repeat(50) + '\\"[{' + '\\\\';
    const res = await send(signin, '/api/public/signin', {}, JSON.stringify({ email: `a@b.co`, password: brackets }));
    expect([res.status, res.body.msg]).toEqual([401, 'Invalid email or password']);
  });

  it('takes the deepest body a client needs: the spec’s cart lines, whole products', async () => {
    const { body: product } = await call(shop, `/api/shop?slug=${sizedProduct.slug}`);
    const first = (name: string) => product.attribute.find((group: { name: string }) => group.name === name).value[0].title;
    const pick = await variant(first('Size'), first('Color'));
    const customer = await signedInCustomer();
    const res = await placeOrder(customer.cookie, [{ ...product, count: 1, attribute_pick: pick }]);
    expect(res.status).toBe(201);
  });
});
