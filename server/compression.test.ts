import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { compress, keptBodies, keptSettled } from './compression.mjs';

/**
 * What the server answers, as Next.js would send it, chosen by the test: a body and its headers, set one by one or
 * given to `writeHead` (as an object, or as names and values in an array with a status message), or flushed before
 * the body goes out in bytes (`Uint8Array`), as Next.js pipes a stream.
 */
let answer: { body: string; headers: Record<string, string>; head?: 'object' | 'array' | 'flushed' } = {
  body: '',
  headers: {},
};
/** The callbacks the handler's writes and end were given, as they were called. */
let called: string[] = [];
/** The requests that reached the handler (Next.js), by address. */
let handled: string[] = [];

const server = http.createServer((req, res) =>
  compress(req, res, () => {
    handled.push(req.url ?? '');
    const { body, headers, head } = answer;
    if (head === 'object') res.writeHead(200, headers);
    else if (head === 'array') res.writeHead(200, 'OK', Object.entries(headers).flat());
    else for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (head === 'flushed') res.flushHeaders();
    // In pieces, as a stream: the kept form must stand for all of them.
    const third = Math.ceil(body.length / 3);
    const bytes = (text: string) => (head === 'flushed' ? new TextEncoder().encode(text) : Buffer.from(text));
    res.write(body.slice(0, third), () => called.push('write'));
    res.write(bytes(body.slice(third, 2 * third)));
    res.end(bytes(body.slice(2 * third)), () => called.push('end'));
  }),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

type Reply = { status: number; headers: http.IncomingHttpHeaders; raw: Buffer; text: string };

/** A request with the raw bytes of the answer, and its text decoded as its Content-Encoding says. */
function get(path: string, headers: Record<string, string> = { 'accept-encoding': 'gzip, deflate, br' }, method = 'GET') {
  return new Promise<Reply>((resolve, reject) => {
    http
      .request(`${base}${path}`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk)).on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const encoding = res.headers['content-encoding'];
          const decoded = encoding === 'br' ? zlib.brotliDecompressSync(raw) : encoding === 'gzip' ? zlib.gunzipSync(raw) : raw;
          resolve({ status: res.statusCode ?? 0, headers: res.headers, raw, text: decoded.toString() });
        });
      })
      .on('error', reject)
      .end();
  });
}

/** Text that compresses as a page does, unlike any other test's (a kept body is found by its bytes). */
function body(name: string) {
  const words = ['lace', 'bra', 'balconette', 'nude', 'black', 'ivory', 'size', 'BDT', 'cotton', 'silk', 'card', 'rose'];
  let seed = 7;
  const word = () => words[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % words.length];
  return Array.from(
    { length: 300 },
    (_, i) => `<li class="${word()}">${name} ${word()} ${word()} ${(seed % 9973) + i}</li>`,
  ).join('');
}

const SCRIPT = {
  'Content-Type': 'application/javascript; charset=UTF-8',
  'Cache-Control': 'public, max-age=31536000, immutable',
};
const SVG = { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=31536000, immutable' };
const CACHED_PAGE = { 'Content-Type': 'text/html; charset=utf-8', 'x-nextjs-cache': 'HIT' };

describe('compression', () => {
  it.each([
    ['a script', `self.x=${JSON.stringify(body('script'))}`, SCRIPT, '/_next/static/chunks/a.js'],
    ['a stored SVG picture', `<svg xmlns="http://www.w3.org/2000/svg">${body('svg')}</svg>`, SVG, '/media/a.svg'],
  ])(
    'compresses %s as it streams the first time, then sends the kept best compression, for each encoding',
    async (_, text, headers, path) => {
      answer = { body: text, headers };
      for (const encoding of ['br', 'gzip']) {
        const first = await get(path, { 'accept-encoding': encoding });
        expect([first.headers['content-encoding'], first.headers['content-length'], first.text]).toEqual([
          encoding,
          undefined,
          answer.body,
        ]);
        await keptSettled();
        const again = await get(path, { 'accept-encoding': encoding });
        expect([again.headers['content-encoding'], again.text]).toEqual([encoding, answer.body]);
        expect(Number(again.headers['content-length'])).toBe(again.raw.length);
        expect(again.raw.length).toBeLessThanOrEqual(first.raw.length);
        expect(again.headers['vary']).toContain('Accept-Encoding');
      }
    },
  );

  it.each(['/_next/static/chunks/kept.js', '/media/kept.svg'])(
    "answers an immutable answer kept (%s) by its address itself, with Next.js's headers, unless asked conditionally",
    async (path) => {
      answer = { body: `self.y=${JSON.stringify(body('kept file'))}`, headers: { ...SCRIPT, 'X-Frame-Options': 'DENY' } };
      handled = [];
      await get(path, { 'accept-encoding': 'br' });
      await keptSettled();
      const sent = answer.body;
      answer = { body: 'never read again', headers: SCRIPT };
      const again = await get(path, { 'accept-encoding': 'br' });
      expect([again.status, again.text, again.headers['content-encoding'], Number(again.headers['content-length'])]).toEqual([
        200,
        sent,
        'br',
        again.raw.length,
      ]);
      expect([again.headers['cache-control'], again.headers['x-frame-options'], again.headers['vary']]).toEqual([
        SCRIPT['Cache-Control'],
        'DENY',
        'Accept-Encoding',
      ]);
      expect(handled).toEqual([path]);
      // Another encoding is its own kept file; a conditional request goes to Next.js, which may answer 304.
      await get(path, { 'accept-encoding': 'gzip' });
      await get(path, { 'accept-encoding': 'br', 'if-modified-since': new Date().toUTCString() });
      expect(handled).toEqual([path, path, path]);
    },
  );

  it.each(['object', 'array', 'flushed'] as const)(
    'keeps a page from the page cache, its head written at once (%s); a changed page is sent as it now is',
    async (head) => {
      answer = { body: body(`page ${head}`), headers: CACHED_PAGE, head };
      called = [];
      await get('/shop');
      await keptSettled();
      const kept = await get('/shop');
      expect([kept.status, kept.headers['content-length'], kept.headers['x-nextjs-cache'], kept.text]).toEqual([
        200,
        String(kept.raw.length),
        'HIT',
        answer.body,
      ]);
      // Every callback the page's writes and end were given was called, the first time and the kept time.
      expect(called.sort()).toEqual(['end', 'end', 'write', 'write']);
      // Revalidated: other bytes at the same address are never answered with what was kept for the old ones.
      answer = { body: body(`page ${head} revalidated`), headers: CACHED_PAGE, head };
      const changed = await get('/shop');
      expect([changed.headers['content-length'], changed.text]).toEqual([undefined, answer.body]);
    },
  );

  it("never answers an address with a page kept by its bytes' hash, even one that reads as that address", async () => {
    // A page whose hash, in base64, starts with '/': as a key beside addresses, it read as one.
    let n = 0;
    const hashOf = (text: string) => createHash('sha256').update(text).digest('base64');
    while (!hashOf(body(`hashed page ${n}`)).startsWith('/')) n += 1;
    answer = { body: body(`hashed page ${n}`), headers: CACHED_PAGE };
    await get('/kept-by-hash', { 'accept-encoding': 'br' });
    await keptSettled();
    const path = hashOf(answer.body);
    answer = { body: 'the answer at that address', headers: { 'Content-Type': 'text/plain' } };
    handled = [];
    const reply = await get(path, { 'accept-encoding': 'br' });
    expect([handled, reply.text]).toEqual([[path], answer.body]);
  });

  it.each([
    ['a page rendered for this request', { 'Content-Type': 'text/html; charset=utf-8' }, 'br'],
    ['a fresh render, streamed as it renders', { 'Content-Type': 'text/html', 'x-nextjs-cache': 'MISS' }, 'br'],
    ['an answer that sets a cookie', { ...CACHED_PAGE, 'Set-Cookie': 'session=1' }, 'br'],
    ['a script that may change', { 'Content-Type': 'application/javascript', 'Cache-Control': 'no-cache' }, 'br'],
    ['a page its server asks to leave as it is', { ...CACHED_PAGE, 'Cache-Control': 'no-transform' }, undefined],
  ])('never keeps %s, and sends it as the stream does', async (name, headers, encoding) => {
    answer = { body: body(name), headers };
    await keptSettled();
    const before = keptBodies();
    for (let i = 0; i < 2; i += 1) {
      const reply = await get('/x');
      expect([reply.headers['content-encoding'], reply.headers['content-length'], reply.text]).toEqual([
        encoding,
        undefined,
        answer.body,
      ]);
      await keptSettled();
    }
    expect(keptBodies()).toEqual(before);
  });

  it('keeps nothing, and compresses nothing in the background, with KEPT_COMPRESSED_MB=0', async () => {
    await keptSettled();
    const before = keptBodies();
    process.env.KEPT_COMPRESSED_MB = '0';
    try {
      answer = { body: body('no budget'), headers: SCRIPT };
      for (let i = 0; i < 2; i += 1) {
        expect(keptBodies().pending).toBe(0);
        const reply = await get('/_next/static/chunks/c.js');
        expect([reply.headers['content-length'], reply.text]).toEqual([undefined, answer.body]);
        expect(keptBodies()).toEqual(before);
      }
    } finally {
      delete process.env.KEPT_COMPRESSED_MB;
    }
  });

  it('sends a kept body to no one who does not take its encoding, nor for a range or a HEAD', async () => {
    answer = { body: body('identity'), headers: SCRIPT };
    await get('/_next/static/chunks/b.js');
    await keptSettled();
    const plain = await get('/_next/static/chunks/b.js', { 'accept-encoding': 'identity' });
    expect([plain.headers['content-encoding'], plain.text]).toEqual([undefined, answer.body]);
    const range = await get('/_next/static/chunks/b.js', { 'accept-encoding': 'br', range: 'bytes=0-9' });
    expect([range.headers['content-encoding'], range.text]).toEqual([undefined, answer.body]);
    const head = await get('/_next/static/chunks/b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect([head.status, head.headers['content-length'], head.raw.length]).toEqual([200, undefined, 0]);
  });
});
