import { expect, test, type APIRequestContext } from './fixtures';
import { E2E_OWNER } from '../playwright.config';
import { signedUpCookie } from './shopper';

/**
 * Thousands of generated bad requests against the production server: the API, media files and pages, with
 * malformed queries, bodies, methods, addresses, cookies and headers. None may answer 5xx, and every API
 * answer is JSON in the API's shape. The generator is seeded, so a failure repeats.
 */

/** A small seeded generator (mulberry32). */
function generator(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)];
  return { next, pick };
}

const { next: random, pick } = generator(20261123);

/** Values that have broken servers: wrong types, edges of integers, NUL and other control characters, long text. */
const BAD_SCALARS: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483647,
  2147483648,
  -2147483649,
  9007199254740993,
  1e308,
  -1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '%00',
  '%ff',
  "'; drop table orders; --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '2,000,000,000,000',
  '1e308',
  'NaN',
  'Infinity',
  '-0',
  '１２３',
  'ন্যাঁ',
  '😀',
  '\ud800',
  'x'.repeat(300),
  'x'.repeat(70_000),
  [],
  {},
  [1, 2, 3],
  { id: 1 },
  [{ id: 2147483648 }],
];

const badValue = (): unknown => pick(BAD_SCALARS);

/** A query value as text, percent-encoded or deliberately not. */
function badQueryValue(): string {
  const raw = pick([
    '\u0000',
    '%00',
    '%E0%A4%A',
    '%ff',
    '%',
    '2147483648',
    '-5',
    '1e308',
    '1.5',
    'abc',
    '',
    '[1]',
    '{"minPrice":1e308}',
    '{"maxPrice":"2,000,000,000,000"}',
    '{"colors":[2147483648]}',
    '{"categories":"x"}',
    '{"sizes":[null]}',
    '{',
    'null',
    'ন্যাঁ',
    'x'.repeat(5000),
  ]);
  return random() < 0.5 ? encodeURIComponent(raw) : raw.replace(/ /g, '%20');
}

const QUERY_NAMES = [
  'slug',
  'limit',
  'page',
  'search',
  'category',
  'filter',
  'clearance',
  'sort',
  'keyname',
  'api_token',
  'id',
  'size',
  'minPrice',
  'maxPrice',
  'orderid',
  'status',
  'from',
  'to',
  'q',
];

function badQuery(names = QUERY_NAMES): string {
  const count = 1 + Math.floor(random() * 3);
  return Array.from({ length: count }, () => `${pick(names)}=${badQueryValue()}`).join('&');
}

function badBody(fields: string[]): unknown {
  const shape = random();
  if (shape < 0.1) return badValue();
  const body: Record<string, unknown> = {};
  for (const field of fields) if (random() < 0.7) body[field] = badValue();
  if (random() < 0.3)
    body[pick(['cart', 'cart_item'])] = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
      id: badValue(),
      count: badValue(),
      attribute_pick: random() < 0.5 ? badValue() : { size: badValue(), color: { id: badValue() } },
    }));
  return body;
}

const GET_ROUTES = [
  '/api/index/app',
  '/api/index/categories',
  '/api/shop',
  '/api/shop/attributes',
  '/api/shop/suggest',
  '/api/page',
  '/api/blog/all',
  '/api/blog/single',
  '/api/public/session',
  '/api/public/order-list',
  '/api/health',
  '/api/admin/dashboard',
  '/api/admin/orders',
  '/api/admin/orders/export',
  '/api/admin/orders/LI00000001',
  '/api/admin/orders/%ff',
  '/api/admin/staff',
  '/api/admin/history',
  '/api/admin/outbox',
  '/api/admin/outbox/1',
  '/api/admin/products',
  '/api/admin/products/1/stock',
  '/api/admin/products/%00/stock',
  '/api/admin/products/99999999999/stock',
  '/api/admin/products/1',
  '/api/admin/products/1/images',
  '/api/admin/products/%ff/images',
  '/api/admin/coupons',
  '/api/admin/coupons/1',
  '/api/admin/coupons/%00',
  '/api/admin/settings',
  '/api/admin/pages',
  '/api/admin/collections',
  '/api/admin/collections/1',
  '/api/admin/collections/%ff',
  '/api/admin/posts',
  '/api/admin/posts/1',
  '/api/admin/posts/99999999999',
];

const POST_ROUTES: Record<string, string[]> = {
  '/api/public/signin': ['email', 'password', 'issue_token'],
  '/api/public/signup': ['fullname', 'email', 'password'],
  '/api/public/signout': ['api_token'],
  '/api/public/forgot-password': ['email'],
  '/api/public/reset-password': ['token', 'password', 'confirm_password'],
  '/api/public/customer': ['id', 'api_token', 'name', 'contact', 'email', 'password', 'current_password'],
  '/api/public/create-order': [
    'contact',
    'country',
    'full_name',
    'address',
    'city',
    'post_code',
    'receiver_phone',
    'method',
    'billing_address',
    'promo_code',
    'order_key',
    'phone_code',
  ],
  '/api/public/order-status': ['id', 'type', 'status', 'api_token'],
  '/api/public/phone/code': ['phone', 'purpose'],
  '/api/public/phone/verify': ['phone', 'code', 'api_token'],
  '/api/public/phone/signin': ['phone', 'code', 'name'],
  '/api/coupon/request': ['code', 'api_token', 'userid'],
  '/api/subscription/newsletter': ['email', 'phone', 'country_code', 'update_by_email', 'update_by_sms'],
  '/api/shop/back-in-stock': ['product_id', 'size_id', 'color_id', 'email'],
  '/api/admin/signin': ['email', 'password'],
  '/api/admin/orders/LI00000001/status': ['from', 'to'],
  '/api/admin/orders/%E0%A4%A/notes': ['note'],
  '/api/admin/orders/LI00000001/notes': ['note'],
  '/api/admin/staff': ['email', 'name', 'role'],
  '/api/admin/staff/999999': ['active'],
  '/api/admin/staff/999999/password': [],
  '/api/admin/staff/%00': ['active'],
  '/api/admin/outbox/999999': [],
  '/api/admin/outbox/%00': [],
  '/api/admin/products/1/stock': ['stock'],
  '/api/admin/products/999999/stock': ['stock'],
  '/api/admin/products': ['title', 'slug', 'price', 'offer_price', 'offer_ends_at', 'color_ids', 'published'],
  '/api/admin/products/1': ['title', 'slug', 'price', 'mrp', 'offer_starts_at', 'size_ids', 'video', 'published'],
  '/api/admin/products/1/images': ['color'],
  '/api/admin/products/1/images/arrange': ['order', 'remove'],
  '/api/admin/coupons': ['code', 'kind', 'amount', 'max_discount', 'starts_at', 'ends_at', 'usage_limit', 'active'],
  '/api/admin/coupons/1': ['code', 'kind', 'amount', 'min_cart_value', 'per_user_limit', 'first_order_only'],
  '/api/admin/settings': ['store_name', 'email', 'facebook', 'shipping_status', 'charge_in_city', 'tiers'],
  '/api/admin/pictures': [],
  '/api/admin/pages/home': ['title', 'tagline', 'banner'],
  '/api/admin/pages/%00': ['title'],
  '/api/admin/collections': ['title', 'slug', 'logo', 'sort'],
  '/api/admin/collections/1': ['title', 'slug', 'logo', 'sort'],
  '/api/admin/posts': ['title', 'slug', 'image', 'body', 'published_at'],
  '/api/admin/posts/1': ['title', 'slug', 'image', 'body', 'published_at'],
};

/** POST routes sent only bodies the API's edge refuses: any other would end the fuzz's session or lock its owner out. */
const EDGE_ONLY_POST_ROUTES = ['/api/admin/signout', '/api/admin/password'];

/** JSON nested 10,000 levels deep (a form holds 3 levels, a cart 5 to 7): it once took every POST route to a 500. */
function deepBody(fields: string[]): string {
  const depth = 10_000;
  return pick([
    () => '['.repeat(depth) + ']'.repeat(depth),
    () => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth),
    () => `{"${pick(fields.length ? fields : ['a'])}":${'['.repeat(depth)}{"id":1}${']'.repeat(depth)}}`,
  ])();
}

/** A body far larger than any route takes (a post's form, the largest, holds under 200 KB). */
const hugeBody = (fields: string[]) => JSON.stringify({ [pick(fields.length ? fields : ['a'])]: 'x'.repeat(1024 * 1024) });

const PAGE_PATHS = ['/product/', '/blog/', '/'];
const LISTINGS = ['/shop', '/clearance-sale', '/checkout/confirmation', '/blog', '/signin', '/reset-password'];

function badSegment(): string {
  return pick([
    '%00',
    '%ff',
    '%E0%A4%A',
    '..%2f..%2fetc',
    'x'.repeat(300),
    'ন্যাঁ',
    '%F0%9F%98%80',
    'a%20b',
    '\u00e9',
    String(Math.floor(random() * 1e9)),
    `invented-${Math.floor(random() * 1e9)}`,
  ]);
}

const COOKIES = [
  'session=%E0%A4%A',
  'session=%ff',
  'session=',
  `session=${'x'.repeat(4000)}`,
  'session=a;session=b',
  'session=%00',
  'staff_session=%ff',
  `staff_session=${'x'.repeat(4000)}`,
  'staff_session=a;staff_session=b',
];

interface Probe {
  method: string;
  url: string;
  headers?: Record<string, string>;
  data?: string;
}

function probes(cookie: string): Probe[] {
  const list: Probe[] = [];
  const sometimesSignedIn = (): Record<string, string> =>
    random() < 0.5 ? { cookie } : random() < 0.3 ? { cookie: pick(COOKIES) } : {};
  for (let i = 0; i < 500; i++) {
    list.push({ method: 'GET', url: `${pick(GET_ROUTES)}?${badQuery()}`, headers: sometimesSignedIn() });
  }
  for (let i = 0; i < 900; i++) {
    const route = pick(Object.keys(POST_ROUTES));
    const body = badBody(POST_ROUTES[route]);
    const text = random() < 0.1 ? pick(['{', '[', 'null', '"x"', '\u0000', '{"a":1}}']) : JSON.stringify(body);
    const headers: Record<string, string> = {
      'content-type': random() < 0.9 ? 'application/json' : pick(['text/plain', 'application/x-www-form-urlencoded', '']),
      ...sometimesSignedIn(),
    };
    if (random() < 0.1) headers.origin = pick(['https://evil.example', 'null', '%ff']);
    if (random() < 0.1) headers.authorization = pick(['Bearer %ff', 'Bearer ', 'Basic x', `Bearer ${'y'.repeat(500)}`]);
    list.push({ method: 'POST', url: route, headers, data: text });
  }
  // Every POST route, signed in as a shopper and the owner at once (so that each reads the body), gets a deep body and a
  // huge one.
  for (const route of [...Object.keys(POST_ROUTES), ...EDGE_ONLY_POST_ROUTES]) {
    const fields = POST_ROUTES[route] ?? [];
    for (const data of [deepBody(fields), hugeBody(fields)]) {
      list.push({ method: 'POST', url: route, headers: { 'content-type': 'application/json', cookie }, data });
    }
  }
  for (let i = 0; i < 150; i++) {
    const route = pick([...GET_ROUTES, ...Object.keys(POST_ROUTES), '/api/nope', '/api/shop/x/y']);
    list.push({ method: pick(['PUT', 'PATCH', 'DELETE', 'GET', 'POST', 'TRACE', 'OPTIONS', 'HEAD']), url: route, data: '{}' });
  }
  for (let i = 0; i < 250; i++) {
    list.push({ method: pick(['GET', 'HEAD', 'POST', 'TRACE']), url: `/media/${badSegment()}${random() < 0.3 ? '.svg' : ''}` });
  }
  for (let i = 0; i < 250; i++) {
    list.push({
      method: 'GET',
      url: `${pick(PAGE_PATHS)}${badSegment()}`,
      headers: random() < 0.2 ? { cookie: pick(COOKIES) } : {},
    });
  }
  for (let i = 0; i < 250; i++) {
    list.push({ method: 'GET', url: `${pick(LISTINGS)}?${badQuery()}` });
  }
  return list;
}

async function send(request: APIRequestContext, probe: Probe) {
  const response = await request.fetch(probe.url, {
    method: probe.method,
    headers: probe.headers,
    data: probe.method === 'GET' || probe.method === 'HEAD' ? undefined : probe.data,
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const status = response.status();
  const body = probe.method === 'HEAD' ? '' : await response.text();
  return { status, body, type: response.headers()['content-type'] ?? '' };
}

test('a fuzz of every endpoint gets no 5xx, and the API answers its errors as JSON', async ({ playwright, baseURL }) => {
  test.skip(test.info().project.name !== 'desktop', 'the server is the same at every width: fuzzed once');
  test.setTimeout(240_000);
  // Signed in, a probe carries a shopper's session and the owner's back-office session at once.
  const staff = await fetch(new URL('/api/admin/signin', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_OWNER),
  });
  const cookie = `${await signedUpCookie(baseURL!)}; ${staff.headers.get('set-cookie')!.split(';')[0]}`;
  // Raw requests: no cookie jar, so the probes' own cookies and origins are what the server sees.
  const request = await playwright.request.newContext({ baseURL });
  const all = probes(cookie);
  expect(all.length).toBeGreaterThanOrEqual(2000);
  const failures: string[] = [];
  const CONCURRENT = 6;
  for (let i = 0; i < all.length; i += CONCURRENT) {
    await Promise.all(
      all.slice(i, i + CONCURRENT).map(async (probe) => {
        const { status, body, type } = await send(request, probe);
        const where = `${probe.method} ${probe.url.slice(0, 120)} ${probe.data?.slice(0, 80) ?? ''}`;
        if (status >= 500) failures.push(`${status} ${where}: ${body.slice(0, 120)}`);
        else if (probe.url.startsWith('/api/') && status >= 400 && probe.method !== 'HEAD') {
          if (!type.includes('application/json') || !/"status":"error","msg":"[^"]+"/.test(body)) {
            failures.push(`${status} not in the API's shape ${where}: ${body.slice(0, 120)}`);
          }
        }
      }),
    );
  }
  await request.dispose();
  expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
});
