import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Response } from './fixtures';

/**
 * The production server itself: the headers of every answer, what unknown addresses leave behind, and how it
 * holds its embedded database folder. The same at every width: run once.
 */
test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'about the server, not the screen'));

const PAGES = [
  '/',
  '/shop',
  '/clearance-sale',
  '/product/cherie-lace-balconette-bra',
  '/cart',
  '/checkout',
  '/signin',
  '/user/my-order',
];
const OTHERS = ['/faq', '/blog', '/contact', '/checkout/confirmation', '/sitemap.xml', '/robots.txt', '/product/no-such-thing'];
const API = ['/api/index/app', '/api/shop?limit=1', '/api/public/session', '/api/public/order-list', '/api/nope'];

test('every page, API answer and file carries the browser security headers; HSTS only over https', async ({ request }) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/<script data-src="([^"]+)"[^>]*integrity="sha256-/)![1];
  for (const url of [...PAGES, ...OTHERS, ...API, script]) {
    const headers = (await request.get(url, { maxRedirects: 0 })).headers();
    expect(headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
    for (const directive of [
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "script-src 'self'",
      "connect-src 'self'",
    ]) {
      expect(headers['content-security-policy'], url).toContain(directive);
    }
    expect(headers['x-frame-options'], url).toBe('DENY');
    expect(headers['x-content-type-options'], url).toBe('nosniff');
    expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect(headers['strict-transport-security'], url).toBeUndefined();
  }
  const media = (await request.get('/media/logo.svg')).headers();
  expect(media['content-security-policy']).toBe(
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'none'",
  );
  expect(media['x-content-type-options']).toBe('nosniff');
  const https = (await request.get('/checkout', { headers: { 'x-forwarded-proto': 'https' } })).headers();
  expect(https['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
});

test('TRACE and an address that is not valid percent-encoding are refused, never a 500', async ({ request }) => {
  const trace = await request.fetch('/api/shop', { method: 'TRACE' });
  expect(trace.status()).toBe(405);
  expect(await trace.json()).toEqual({ status: 'error', msg: 'TRACE is not allowed' });
  const media = await request.get('/media/%ff');
  expect([media.status(), await media.json()]).toEqual([400, { status: 'error', msg: 'The address is not valid' }]);
  const page = await request.get('/product/%ff');
  expect(page.status()).toBe(404);
  expect(await page.text()).toContain('Sorry, the page you are looking for could not be found.');
});

test('answers come compressed: Brotli where the client takes it, else gzip, else as they are; pictures and ranges as they are', async ({
  request,
}) => {
  const html = await (await request.get('/')).text();
  const script = html.match(/<script data-src="([^"]+)"[^>]*integrity="sha256-/)![1];
  const expected: [string, string][] = [
    ['/', 'Comfort for Every Body'],
    ['/cart', 'Your cart'],
    ['/api/shop?limit=1', '{"data":[{"id":'],
    [script, 'TURBOPACK'],
  ];
  for (const [url, text] of expected) {
    for (const [accepted, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      const res = await request.get(url, { headers: { 'accept-encoding': accepted } });
      expect([res.status(), res.headers()['content-encoding']], `${url} for ${accepted}`).toEqual([200, encoding]);
      expect(res.headers()['vary'], url).toContain('Accept-Encoding');
      expect(await res.text(), `${url} for ${accepted}`).toContain(text);
    }
  }
  // Sent again, a cached page and a script go in the form kept at the best compression: whole, with its length.
  for (const [url, text] of [expected[0], expected[3]]) {
    await expect
      .poll(
        async () => {
          const res = await request.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
          const length = Number(res.headers()['content-length']);
          return [res.headers()['content-encoding'], length > 0, (await res.text()).includes(text)];
        },
        { message: url },
      )
      .toEqual(['br', true, true]);
  }
  // A part of a file, as a range asks: its own bytes, which Content-Range counts.
  const part = await request.get(script, { headers: { 'accept-encoding': 'gzip, br', range: 'bytes=0-99' } });
  expect([part.status(), part.headers()['content-encoding'], (await part.body()).length]).toEqual([206, undefined, 100]);
  const picture = html.match(/<img[^>]+src="(\/_next\/image[^"]+)"/)![1].replaceAll('&amp;', '&');
  const res = await request.get(picture, { headers: { 'accept-encoding': 'gzip, br', accept: 'image/webp' } });
  expect([res.status(), res.headers()['content-type'], res.headers()['content-encoding']]).toEqual([
    200,
    'image/webp',
    undefined,
  ]);
});

test("a page's scripts are fetched once it is parsed or has painted and the pictures of its first screen are in, with their hashes, and it hydrates", async ({
  page,
}) => {
  // Pictures come 300 ms late, so scripts that did not wait for them would start first.
  await page.route('**/_next/image?**', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    await route.continue();
  });
  for (const url of ['/', '/shop?category=cherie', '/product/cherie-lace-balconette-bra']) {
    await page.goto(url);
    // The pictures of the first screen, before the page's scripts may show more.
    const onScreen = await page.evaluate(() =>
      [...document.images]
        .filter((image) => {
          const { top, bottom, width } = image.getBoundingClientRect();
          return width > 0 && bottom > 0 && top < innerHeight;
        })
        .map(({ currentSrc }) => currentSrc),
    );
    const shopMenu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop menu' });
    await shopMenu.click();
    await expect(shopMenu, url).toHaveAttribute('aria-expanded', 'true');
    const loaded = await page.evaluate((onScreen) => {
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domContentLoadedEventStart;
      const painted = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity;
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const fetched = resources
        .filter(({ name }) => name.includes('/_next/static/chunks/') && name.endsWith('.js'))
        .map(({ startTime }) => startTime);
      const pictures = resources.filter(({ name }) => onScreen.includes(name)).map(({ responseEnd }) => responseEnd);
      return {
        pictures: pictures.length,
        afterPictures: Math.min(...fetched) >= Math.max(...pictures),
        held: document.querySelectorAll('script[data-src]').length,
        hashed: document.querySelectorAll('script[src][async][integrity^="sha256-"]').length,
        afterParsedOrPainted: fetched.every((start) => start >= Math.min(parsed, painted)),
        fetched: fetched.length,
      };
    }, onScreen);
    expect([loaded.held, loaded.hashed > 2, loaded.fetched > 3], url).toEqual([0, true, true]);
    expect([loaded.afterParsedOrPainted, loaded.pictures > 0, loaded.afterPictures], url).toEqual([true, true, true]);
  }
});

test("every script a page loads is marked for V8's compile hint, and carries the hash of its own bytes where it has one", async ({
  page,
  request,
}) => {
  const HINT = '//# allFunctionsCalledOnLoad\n';
  for (const url of ['/', '/product/cherie-lace-balconette-bra', '/cart']) {
    const html = await (await request.get(url)).text();
    const tags = [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => tag).filter((tag) => / (data-)?src="/.test(tag));
    const hashed = tags.filter((tag) => / integrity="/.test(tag));
    expect([tags.length > 3, hashed.length > 3], url).toEqual([true, true]);
    for (const tag of tags) {
      const src = tag.match(/ (?:data-)?src="([^"]+)"/)![1];
      const bytes = await (await request.get(src)).body();
      expect(bytes.subarray(0, HINT.length).toString(), src).toBe(HINT);
      const integrity = tag.match(/ integrity="([^"]+)"/)?.[1];
      if (integrity) expect(`sha256-${createHash('sha256').update(bytes).digest('base64')}`, src).toBe(integrity);
    }
  }
  // The browser runs them (a refused one logs an error), also those loaded later: the page hydrates and the shop
  // menu opens on a click.
  const errors: string[] = [];
  const scripts: Promise<string>[] = [];
  page.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  page.on('pageerror', (error) => void errors.push(error.message));
  const collect = (res: Response) => {
    if (res.url().includes('/_next/static/chunks/') && res.url().endsWith('.js')) scripts.push(res.text());
  };
  page.on('response', collect);
  await page.goto('/');
  const shopMenu = page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Shop menu' });
  await shopMenu.click();
  await expect(shopMenu).toHaveAttribute('aria-expanded', 'true');
  // No more: a script that arrived after the bodies are awaited would be read after the test ends.
  page.off('response', collect);
  expect(errors).toEqual([]);
  expect(scripts.length).toBeGreaterThan(3);
  for (const text of await Promise.all(scripts)) expect(text.startsWith(HINT)).toBe(true);
});

test('invented product and post addresses answer 404, uncached, and leave no file behind', async ({ request }) => {
  const started = Date.now() - 1000;
  const invented = Array.from({ length: 12 }, (_, i) => `invented-${Date.now()}-${i}`);
  for (const slug of invented) {
    for (const url of [`/product/${slug}`, `/blog/${slug}`]) {
      const res = await request.get(url);
      expect(res.status()).toBe(404);
      expect(res.headers()['cache-control']).toBe('no-store');
    }
  }
  const written: string[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (fs.statSync(full).mtimeMs >= started) written.push(full);
    }
  };
  walk('.next');
  expect(written.filter((file) => invented.some((slug) => file.includes(slug)))).toEqual([]);
  expect(written.filter((file) => file.includes('route-cache'))).toEqual([]);
});

test('a listing is rendered once per query and kept; campaign parameters share it', async ({ request }) => {
  const query = `sizes=${Date.now() % 1000},1&fbclid=`;
  const first = await request.get(`/shop?${query}a`);
  expect(first.status()).toBe(200);
  const again = await request.get(`/shop?${query}b&utm_source=facebook`);
  expect(again.headers()['x-nextjs-cache']).toBe('HIT');
  expect(again.headers()['cache-control']).toContain('s-maxage=60');
  // The kept page is the one asked for: its filter and its title, at the shop's own address.
  const html = await again.text();
  expect(html).toContain('<h1>all products</h1>');
  expect(html).toMatch(/<link rel="canonical" href="[^"]*\/shop"\/>/);
  expect((await request.get('/listing/nowhere/all')).status()).toBe(404);
});

test("a shared cache, which hears none of the server's renewals, may keep a page a minute at most (the server keeps it an hour)", async ({
  request,
}) => {
  for (const path of ['/', '/shop', '/product/cherie-lace-balconette-bra']) {
    await request.get(path);
    const cacheControl = (await request.get(path)).headers()['cache-control'];
    expect([path, cacheControl]).toEqual([path, expect.stringMatching(/^s-maxage=60, stale-while-revalidate=\d+$/)]);
  }
});

/** Starts another production server; resolves with its output once it has exited or said it is ready. */
function startServer(port: number, folder: string, { namespace = false } = {}) {
  const node = [process.execPath, 'server/index.mjs', '-p', String(port), '-H', '127.0.0.1'];
  const [command, ...args] = namespace ? ['unshare', '-p', '-f', '--mount-proc', '--kill-child', ...node] : node;
  const child = spawn(command, args, { env: { ...process.env, PGLITE_DIR: folder }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const outcome = new Promise<{ ready: boolean; code: number | null; output: string }>((resolve) => {
    const read = (chunk: Buffer) => {
      output += chunk;
      if (output.includes('Ready on')) resolve({ ready: true, code: null, output });
    };
    child.stdout.on('data', read);
    child.stderr.on('data', read);
    child.on('exit', (code) => resolve({ ready: false, code, output }));
  });
  return { child, outcome };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.on('exit', () => resolve());
    child.kill('SIGKILL');
  });

test('a second server on the folder the running one holds refuses to start, with the reason', async () => {
  const folder = path.resolve(process.env.PGLITE_DIR || 'data/pglite');
  const { outcome } = startServer(3191, folder);
  const { ready, code, output } = await outcome;
  expect(ready).toBe(false);
  expect(code).toBe(1);
  expect(output).toContain(`The database folder ${folder} is in use by process`);
});

test('in a container, a server killed as PID 1 restarts as PID 1 on its own folder', async ({ request }) => {
  test.skip(spawnSync('unshare', ['-p', '-f', '--mount-proc', 'true']).status !== 0, 'PID namespaces need root');
  test.setTimeout(120_000);
  const folder = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-container-')), 'pglite');
  const first = startServer(3192, folder, { namespace: true });
  expect((await first.outcome).ready).toBe(true);
  expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe('1');
  await stop(first.child);
  const again = startServer(3192, folder, { namespace: true });
  try {
    const { ready, output } = await again.outcome;
    expect(ready, output).toBe(true);
    expect((await request.get('http://127.0.0.1:3192/api/health')).status()).toBe(200);
  } finally {
    await stop(again.child);
  }
});
