/**
 * `npm run bench`: the weight and speed of the shop, each next to what it is judged against.
 *  1. First-load JavaScript of each main page next to the floor (the smallest App Router page built with the same
 *     next and react, scripts/floor.ts): over budget (floor + 30 KB on a product page, + 45 KB elsewhere), the
 *     bench fails (exit 1), so later work cannot silently undo it.
 *  2. Interaction-ready time of home, /shop, a product page and the cart next to the floor's link, on a phone with a
 *     slow processor and network (scripts/bench-interaction.ts): a page past the floor + 500 ms fails the bench.
 *  3. Throughput of the pages against a static content page of the same build, alternating (autocannon):
 *     targets 0.8× for home, 0.5× for the listings and a collection, 0.3× for a filtered listing.
 *  4. The API on the embedded database: the filtered listing (target 500 req/s) and one product, requests/s and
 *     p95; then 200 orders placed at once by one customer, spread over the sizes and colours in stock, all stored
 *     under unique numbers.
 *  5. Scale: 100,000 products seeded into a separate database; the filtered listing's service call timed
 *     on PGlite and on PostgreSQL (DATABASE_URL, else a throwaway local server): p50 and p95 (target < 10 ms
 *     on PostgreSQL).
 *  6. The order desk on PostgreSQL with 100,000 orders (scripts/bench-order-desk.ts): its first page and searches
 *     (target p95 < 50 ms), and the CSV export of 50,000 orders with the process's peak memory.
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_SKIP_HTTP=1, BENCH_PLANS=1 (print the
 * order desk's query plans).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { listProducts, type ListingQuery } from '../lib/server/catalog/products';
import { recreateDatabase } from '../lib/server/db/admin';
import { openDatabase, openPglite, type Database } from '../lib/server/db/client';
import { products } from '../lib/server/db/schema';
import { seedIfEmpty } from '../lib/server/seed/seed';
import type { ProductSummary } from '../lib/types/catalog';
import { orderDeskBench } from './bench-order-desk';
import { interactionBench } from './bench-interaction';
import { percentile, timeCalls, waitFor } from './bench-stats';
import { startFloor } from './floor';
import { startTempPostgres } from './temp-postgres.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const PORT = 3200;
const FLOOR_PORT = 3201;
/** First-load JavaScript allowed above the floor, in KB (gzip). */
const BUDGET_KB = { product: 30, other: 45 };
/** The static content page of the shop's own build that pages' throughput is measured against. */
const STATIC_PAGE = '/payment-and-pricing';
const benchDir = path.resolve('data/bench');

/** A query parameter the shop ignores, new on each request: an address no cache has seen. */
let freshCount = 0;
const freshRequest = (request: autocannon.Request) => ({ ...request, path: `${request.path}&bench=${freshCount++}` });

/**
 * Requests to `url` from CONNECTIONS connections for `seconds`, each one's latency told to `onLatency`; `fresh`:
 * each to an address of its own.
 */
const cannon = (url: string, seconds: number, onLatency: (ms: number) => void = () => {}, fresh = false) =>
  new Promise<autocannon.Result>((resolve, reject) => {
    const requests = fresh ? [{ setupRequest: freshRequest }] : undefined;
    const instance = autocannon({ url, connections: CONNECTIONS, duration: seconds, requests }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => onLatency(ms));
  });

/** Load on one address once it is warm (its route loaded and compiled by a few seconds of the same load first). */
async function load(title: string, url: string, fresh = false) {
  await cannon(url, 3, undefined, fresh);
  const latencies: number[] = [];
  const result = await cannon(url, SECONDS, (ms) => latencies.push(ms), fresh);
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p95 ${percentile(latencies, 95).toFixed(1).padStart(6)} ms   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   errors ${errors}`,
  );
}

async function httpBench() {
  // A database of its own, seeded afresh each run: the orders take stock, which the next run would lack.
  const httpDir = path.join(benchDir, 'http-pglite');
  fs.rmSync(httpDir, { recursive: true, force: true });
  const env = { ...process.env, DATABASE_URL: '', PGLITE_DIR: httpDir };
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build: building first…');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit', env });
    if (build.status !== 0) throw new Error(`npm run build failed (exit ${build.status ?? build.signal})`);
  }
  const server = spawn(process.execPath, ['server/index.mjs', '-p', String(PORT), '-H', '127.0.0.1'], { env, stdio: 'ignore' });
  const floor = startFloor(FLOOR_PORT);
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await Promise.all([waitFor(`${base}/api/index/app`), waitFor(`http://127.0.0.1:${FLOOR_PORT}/`)]);
    const { data } = (await (await fetch(`${base}/api/shop?limit=1`)).json()) as { data: { slug: string }[] };
    const product = `/product/${data[0].slug}`;
    const [collection] = (await (await fetch(`${base}/api/index/categories`)).json()) as { slug: string }[];
    const category = `/shop?category=${collection.slug}`;
    await javascriptBudgets(base, [
      ['/', 'other'],
      ['/shop', 'other'],
      [category, 'other'],
      [product, 'product'],
      ['/cart', 'other'],
      ['/checkout', 'other'],
      ['/signin', 'other'],
      ['/blog', 'other'],
      ['/user/my-order', 'other'],
    ]);
    await interactionBench(base, `http://127.0.0.1:${FLOOR_PORT}`);
    const targets = [
      ['/', 0.8],
      ['/shop', 0.5],
      ['/clearance-sale', 0.5],
      [category, 0.5],
      ['/shop?sizes=3&minPrice=500&maxPrice=3000', 0.3],
      [product, 0.8],
    ] as const;
    // A server just started serves a page a quarter slower for its first minute (its code compiled as it runs,
    // its memory grown): home next to the static page 0.73, 0.74, 0.97 in the first minutes, then 0.82, 0.93, 1.10.
    // A shop is judged as it runs, warm: every page measured is served 5 s first (its first request renders and keeps it).
    for (const page of [...targets.map(([page]) => page), STATIC_PAGE]) await cannon(base + page, 5);
    console.log(`\nThroughput next to ${STATIC_PAGE} (same build), ${CONNECTIONS} connections, medians of 3 alternating rounds`);
    for (const [page, target] of targets) await throughputRatio(base, page, target);
    const filter = encodeURIComponent(JSON.stringify({ sizes: [3], minPrice: 500, maxPrice: 3000 }));
    console.log(`\nAPI, npm start, ${CONNECTIONS} connections, ${SECONDS} s each (embedded database)`);
    await load('GET /api/shop?filter=…', `${base}/api/shop?filter=${filter}&page=1`);
    // The same query at addresses the server has not kept (a parameter the API ignores): Next.js, then the app's
    // kept page (lib/server/catalog/listing-cache.ts).
    await load('  the same, each address new', `${base}/api/shop?filter=${filter}&page=1`, true);
    await load('GET /api/shop?slug=…', `${base}/api/shop?slug=${data[0].slug}`);
    // What this machine serves at this moment, for scale: the target above is absolute, the machine's speed is not.
    await load(`GET ${STATIC_PAGE}, for scale`, base + STATIC_PAGE);
    await orderBench(base);
  } finally {
    server.kill('SIGTERM');
    floor.kill('SIGTERM');
  }
}

/**
 * First-load JavaScript of a page: every script its HTML loads, at once or after the first paint (`data-src`), not
 * the `noModule` polyfills modern browsers skip, gzipped as a server would send it. Chunks loaded later (toasts, validation on submit) do not count.
 */
async function firstLoadBytes(url: string) {
  const html = await (await fetch(url)).text();
  const scripts = [...html.matchAll(/<script\b[^>]*\s(?:data-)?src="([^"]+)"[^>]*>/g)].filter(
    ([tag]) => !/\bnoModule\b/i.test(tag),
  );
  let bytes = 0;
  for (const src of new Set(scripts.map(([, src]) => src))) {
    bytes += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())).length;
  }
  return bytes / 1024;
}

/** Each page's first-load JavaScript next to the floor's; a page over its budget fails the bench. */
async function javascriptBudgets(base: string, pages: [string, keyof typeof BUDGET_KB][]) {
  const floorKb = await firstLoadBytes(`http://127.0.0.1:${FLOOR_PORT}/`);
  console.log(`\nFirst-load JavaScript (gzip): the floor ${floorKb.toFixed(1)} KB`);
  for (const [page, kind] of pages) {
    const kb = await firstLoadBytes(base + page);
    const over = kb - floorKb;
    const ok = over <= BUDGET_KB[kind];
    if (!ok) process.exitCode = 1;
    console.log(
      `${page.padEnd(44)} ${kb.toFixed(1).padStart(6)} KB   floor +${over.toFixed(1).padStart(5)} KB   budget +${BUDGET_KB[kind]}   ${ok ? 'ok' : 'OVER BUDGET'}`,
    );
  }
}

/**
 * Requests/s of a page next to the static page, both served warm first (httpBench), in three alternating rounds of
 * 5 s, so that drift hits both alike; medians compared.
 */
async function throughputRatio(base: string, page: string, target: number) {
  const rate = async (url: string) => (await cannon(url, 5)).requests.average;
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[1];
  const pages: number[] = [];
  const statics: number[] = [];
  for (let round = 0; round < 3; round++) {
    pages.push(await rate(base + page));
    statics.push(await rate(base + STATIC_PAGE));
  }
  const ratio = median(pages) / median(statics);
  console.log(
    `${page.padEnd(44)} ${median(pages).toFixed(0).padStart(6)} req/s   static ${median(statics).toFixed(0).padStart(6)}   ${ratio.toFixed(2)}× (target ${target}×) ${ratio >= target ? 'ok' : 'BELOW'}`,
  );
}

const ORDERS = 200;

/**
 * One line for each order, spread over every size and colour in stock of the first page's products (those without a
 * minimum per order), as many shoppers buying different things would: never more orders of a size and colour than it
 * has pieces, since the stock rule refuses the rest.
 */
function orderLines(listed: ProductSummary[], count: number) {
  const variants = listed
    .filter((p) => !p.min)
    .flatMap((p) => Object.entries(p.stock).map(([key, left]) => ({ p, left, ids: key.split('-').map(Number) })))
    .filter((v) => v.left > 0);
  const value = (p: ProductSummary, name: string, id: number) =>
    p.attribute.find((a) => a.name === name)?.value.find((v) => v.id === id) ?? null;
  const lines = [];
  for (let round = 0; lines.length < count; round++) {
    const open = variants.filter((v) => v.left > round).slice(0, count - lines.length);
    if (!open.length) throw new Error(`The first page has fewer than ${count} pieces in stock to order`);
    for (const { p, ids } of open) {
      lines.push({ id: p.id, count: 1, attribute_pick: { size: value(p, 'Size', ids[0]), color: value(p, 'Color', ids[1]) } });
    }
  }
  return lines;
}

/** 200 cash-on-delivery orders sent at once by one customer: all stored, numbers unique, none lost. */
async function orderBench(base: string) {
  const email = `bench-${Date.now()}@example.com`;
  const post = (path: string, body: unknown, cookie = '') =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
  await post('/api/public/signup', { fullname: 'Bench Customer', email, password: 'bench-password' });
  const signedIn = await post('/api/public/signin', { email, password: 'bench-password' });
  const cookie = signedIn.headers.get('set-cookie')!.split(';')[0];
  const { data } = (await (await fetch(`${base}/api/shop?page=1`)).json()) as { data: ProductSummary[] };
  const lines = orderLines(data, ORDERS);
  const form = {
    contact: '01712345678',
    country: 'Bangladesh',
    full_name: 'Bench Customer',
    address: 'Road 1',
    city: 'Dhaka',
    method: 'COD',
  };
  const latencies: number[] = [];
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: ORDERS }, async (_, i) => {
      const t0 = performance.now();
      const res = await post(
        '/api/public/create-order',
        { ...form, cart_item: [lines[i]], order_key: `bench-${Date.now()}-${i}` },
        cookie,
      );
      latencies.push(performance.now() - t0);
      return res.ok ? ((await res.json()) as { orderid: string }).orderid : null;
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const listed = new Set<string>();
  for (let page = 1; ; page++) {
    const { orders } = (await (await fetch(`${base}/api/public/order-list?page=${page}`, { headers: { cookie } })).json()) as {
      orders: { data: { order_id: string }[]; last_page: number };
    };
    orders.data.forEach((o) => listed.add(o.order_id));
    if (page >= orders.last_page) break;
  }
  const placed = answers.filter(Boolean) as string[];
  console.log(
    `${'POST /api/public/create-order ×200'.padEnd(34)} ${(ORDERS / seconds).toFixed(0).padStart(6)} req/s   p95 ${percentile(latencies, 95).toFixed(1).padStart(6)} ms   answered ${placed.length}/${ORDERS}, unique numbers ${new Set(placed).size}, stored ${listed.size}`,
  );
}

/** Adds generated products until the catalogue holds `target`, in batches. */
async function growCatalogue({ db }: Database, target: number) {
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  const rows = [];
  for (let i = n; i < target; i++) {
    const price = 400 + ((i * 37) % 4100);
    rows.push({
      slug: `scale-product-${i}`,
      titleEn: `${['Lace', 'Satin', 'Cotton', 'Modal'][i % 4]} ${['Bra', 'Brief', 'Bralette', 'Slip', 'Robe'][i % 5]} ${i}`,
      image: 'logo.svg',
      gallery: ['logo.svg'],
      price,
      mrp: i % 2 ? price + 300 : null,
      offerPrice: i % 7 === 0 ? price - 100 : null,
      offerEndsAt: i % 7 === 0 ? new Date(Date.now() + 86_400_000 * (i % 10)) : null,
      categoryIds: [1 + (i % 8), 1 + ((i * 3) % 8)],
      sizeIds: [1 + (i % 7), 1 + ((i + 2) % 7)],
      colorIds: [1 + (i % 14)],
      styleIds: [1 + (i % 13)],
      clearance: i % 9 === 0,
      sold: (i * 13) % 1000,
      createdAt: new Date(Date.now() - i * 60_000),
    });
  }
  for (let i = 0; i < rows.length; i += 500) await db.insert(products).values(rows.slice(i, i + 500));
  await db.execute(sql`analyze`);
}

const SCALE_PRODUCTS = 100_000;
const SCALE_TARGET_MS = 10;

const SCALE_QUERIES: [string, ListingQuery][] = [
  ['first page, no filter', { page: 1 }],
  ['size + price filter', { page: 1, filter: { sizes: [3], minPrice: 500, maxPrice: 3000 } }],
  ['colours + styles, page 5', { page: 5, filter: { colors: [1, 7], styles: [2, 3] } }],
  ['category slug + search', { page: 1, category: 'cherie', search: 'lace' }],
  ['clearance, price range', { page: 1, clearance: true, filter: { minPrice: 1000, maxPrice: 2500 } }],
];

async function scaleBench(label: string, database: Database) {
  const started = Date.now();
  await seedIfEmpty(database.db);
  await growCatalogue(database, SCALE_PRODUCTS);
  console.log(
    `\nScale: ${SCALE_PRODUCTS.toLocaleString('en')} products on ${label} (ready in ${((Date.now() - started) / 1000).toFixed(1)} s), 200 calls each`,
  );
  for (const [title, query] of SCALE_QUERIES) {
    await timeCalls(title, async () => (await listProducts(database.db, query)).total, SCALE_TARGET_MS);
  }
}

fs.mkdirSync(benchDir, { recursive: true });
if (!process.env.BENCH_SKIP_HTTP) await httpBench();

const pglite = await openPglite(path.join(benchDir, 'scale-pglite'));
await scaleBench('PGlite', pglite);
await pglite.close();

// On PostgreSQL the scale run gets a database of its own, never the shop's.
const temp = process.env.DATABASE_URL ? null : startTempPostgres(54339);
const serverUrl = process.env.DATABASE_URL || temp?.url;
if (serverUrl) {
  const url = await recreateDatabase(serverUrl, 'shop_bench_scale');
  const pg = await openDatabase(url);
  try {
    await scaleBench('PostgreSQL', pg);
    await orderDeskBench(pg, url, 'PostgreSQL');
  } finally {
    await pg.close();
    temp?.stop();
  }
} else console.log('\nPostgreSQL is not installed: its scale run is skipped.');
