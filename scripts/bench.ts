/**
 * `npm run bench`: throughput and latency of the catalogue.
 *  1. HTTP: autocannon against the production server (`npm start`, its own embedded database) for the
 *     filtered listing and for one product by slug: requests/s and p95; then 200 orders placed at once by
 *     one customer, checked to be all stored under unique numbers. First, each main page's first-load JavaScript.
 *  2. Scale: 100,000 products seeded into a separate database; the filtered listing's service call timed
 *     on PGlite and on PostgreSQL (DATABASE_URL, else a throwaway local server): p50 and p95 (target < 10 ms
 *     on PostgreSQL).
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 20), BENCH_SKIP_HTTP=1.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { listProducts, type ListingQuery } from '../lib/server/catalog';
import { recreateDatabase } from '../lib/server/db/admin';
import { openDatabase, type Database } from '../lib/server/db/client';
import { products } from '../lib/server/db/schema';
import { seedIfEmpty } from '../lib/server/seed/seed';
import { startTempPostgres } from './temp-postgres.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS) || 10;
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 20;
const PORT = 3200;
const benchDir = path.resolve('data/bench');

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};

async function waitFor(url: string, timeoutMs = 120_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

async function load(title: string, url: string) {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url, connections: CONNECTIONS, duration: SECONDS }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
  const errors = result.errors + result.non2xx;
  console.log(
    `${title.padEnd(34)} ${result.requests.average.toFixed(0).padStart(6)} req/s   p95 ${percentile(latencies, 95).toFixed(1).padStart(6)} ms   p50 ${percentile(latencies, 50).toFixed(1).padStart(6)} ms   errors ${errors}`,
  );
}

async function httpBench() {
  const env = { ...process.env, DATABASE_URL: '', PGLITE_DIR: path.join(benchDir, 'http-pglite') };
  if (!fs.existsSync('.next/BUILD_ID')) {
    console.log('No production build: building first…');
    spawnSync('node_modules/.bin/next', ['build'], { stdio: 'inherit', env });
  }
  const server = spawn(process.execPath, ['server.mjs', '-p', String(PORT), '-H', '127.0.0.1'], { env, stdio: 'ignore' });
  try {
    const base = `http://127.0.0.1:${PORT}`;
    await waitFor(`${base}/api/index/app`);
    const { data } = (await (await fetch(`${base}/api/shop?limit=1`)).json()) as { data: { slug: string }[] };
    const filter = encodeURIComponent(JSON.stringify({ sizes: [3], minPrice: 500, maxPrice: 3000 }));
    await pageWeight(base, ['/', '/shop', `/product/${data[0].slug}`, '/cart', '/checkout', '/blog']);
    console.log(`\nHTTP, npm start, ${CONNECTIONS} connections, ${SECONDS} s each (embedded database)`);
    await load('GET /api/shop?filter=…', `${base}/api/shop?filter=${filter}&page=1`);
    await load('GET /api/shop?slug=…', `${base}/api/shop?slug=${data[0].slug}`);
    await orderBench(base);
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * First-load JavaScript of a page: every script its HTML loads (not the `noModule` polyfills modern browsers
 * skip), gzipped as a server would send it. Chunks loaded later (toasts, validation on submit) do not count.
 */
async function pageWeight(base: string, paths: string[]) {
  console.log('\nFirst-load JavaScript (gzip)');
  for (const pagePath of paths) {
    const html = await (await fetch(base + pagePath)).text();
    const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)].filter(([tag]) => !/\bnoModule\b/i.test(tag));
    let bytes = 0;
    for (const src of new Set(scripts.map(([, src]) => src))) {
      bytes += zlib.gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length;
    }
    console.log(`${pagePath.padEnd(44)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  }
}

const ORDERS = 200;

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
  const { data } = (await (await fetch(`${base}/api/shop?page=1`)).json()) as {
    data: { id: number; attribute: unknown[]; min: number | null }[];
  };
  const plain = data.find((p) => !p.attribute.length && !p.min) ?? data[0];
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
        { ...form, cart_item: [{ id: plain.id, count: 1 }], order_key: `bench-${Date.now()}-${i}` },
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
    for (let i = 0; i < 20; i++) await listProducts(database.db, query); // warm up
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < 200; i++) {
      const t0 = performance.now();
      total = (await listProducts(database.db, query)).total;
      times.push(performance.now() - t0);
    }
    const p95 = percentile(times, 95);
    console.log(
      `${title.padEnd(34)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms   p95 ${p95.toFixed(2).padStart(6)} ms   ${p95 < SCALE_TARGET_MS ? `under ${SCALE_TARGET_MS} ms` : `OVER ${SCALE_TARGET_MS} ms`}   (${total} matches)`,
    );
  }
}

fs.mkdirSync(benchDir, { recursive: true });
if (!process.env.BENCH_SKIP_HTTP) await httpBench();

const pgliteDir = path.join(benchDir, 'scale-pglite');
process.env.PGLITE_DIR = pgliteDir;
const pglite = await openDatabase('');
await scaleBench('PGlite', pglite);
await pglite.close();

// On PostgreSQL the scale run gets a database of its own, never the shop's.
const temp = process.env.DATABASE_URL ? null : startTempPostgres(54339);
const serverUrl = process.env.DATABASE_URL || temp?.url;
if (serverUrl) {
  const pg = await openDatabase(await recreateDatabase(serverUrl, 'shop_bench_scale'));
  try {
    await scaleBench('PostgreSQL', pg);
  } finally {
    await pg.close();
    temp?.stop();
  }
} else console.log('\nPostgreSQL is not installed: its scale run is skipped.');
