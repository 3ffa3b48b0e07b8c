import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { compress, keptSettled } from './compression.mjs';
import { scriptsAfterPaint } from './scripts-after-paint.mjs';

/** Enough text for a page to be kept compressed. */
const TEXT = `<p>${'Soft stretch lace. '.repeat(60)}</p>`;

/**
 * A page as Next.js sends it: scripts and a preload in its head, the bootstrap script at the end of its body (and,
 * in a script's text, what also ends a head).
 */
const PAGE =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/boot.js" integrity="sha256-b"/>' +
  '<style>.card>img{width:100%}</style>' +
  '<script src="/_next/static/chunks/react.js" async="" integrity="sha256-r"></script>' +
  '<script src="/_next/static/chunks/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-p" noModule=""></script>' +
  '<title>Lumière Intimates — সব</title></head><body><h1>Lumière</h1>' +
  TEXT +
  '<script>self.__next_f=["</head>"]</script>' +
  '<script src="/_next/static/chunks/boot.js" integrity="sha256-b" async=""></script></body></html>';

/** The same page as the browser must get it. */
const DEFERRED =
  '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>' +
  '<style>.card>img{width:100%}</style>' +
  '<script data-src="/_next/static/chunks/react.js" async="" integrity="sha256-r"></script>' +
  '<script data-src="/_next/static/chunks/page.js" async=""></script>' +
  '<script src="/_next/static/chunks/polyfills.js" integrity="sha256-p" noModule=""></script>' +
  '<title>Lumière Intimates — সব</title>LOADER</head><body><h1>Lumière</h1>' +
  TEXT +
  '<script>self.__next_f=["</head>"]</script>' +
  '<script data-src="/_next/static/chunks/boot.js" integrity="sha256-b" async=""></script></body></html>';

/** What the server answers: a body, its type, the byte offsets at which it is cut into writes, from the page cache or not. */
let answer = {
  body: Buffer.from(PAGE),
  type: 'text/html; charset=utf-8',
  cuts: [] as number[],
  cached: false,
  cookies: [] as string[],
  plain: false,
};
let called: string[] = [];
/** Settles once the server has sent the last answer (its callbacks are called then too). */
let sent = Promise.resolve();

const server = http.createServer((req, res) =>
  compress(req, res, () => {
    sent = new Promise((resolve) => res.once('finish', resolve));
    scriptsAfterPaint(req, res);
    const { body, type, cuts, cached, plain } = answer;
    res.setHeader('Content-Type', type);
    if (cached) res.setHeader('x-nextjs-cache', 'HIT');
    res.setHeader('Content-Length', body.length);
    if (answer.cookies.length)
      res.writeHead(
        200,
        answer.cookies.flatMap((cookie) => ['Set-Cookie', cookie]),
      );
    const edges = [0, ...cuts, body.length];
    // As Next.js streams a page it renders: plain Uint8Arrays, not Buffers.
    const piece = (from: number, to: number) => (plain ? new Uint8Array(body.subarray(from, to)) : body.subarray(from, to));
    for (let i = 0; i < edges.length - 2; i += 1) res.write(piece(edges[i], edges[i + 1]), () => called.push('write'));
    res.end(piece(edges.at(-2)!, edges.at(-1)!), () => called.push('end'));
  }),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** The answer's headers and its body, decoded as its Content-Encoding says. */
function get(headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<{ headers: http.IncomingHttpHeaders; text: string }>((resolve, reject) => {
    http
      .request(`${base}/shop`, { headers, method }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk) => chunks.push(chunk)).on('error', reject);
        res.on('end', () => {
          const raw = Buffer.concat(chunks);
          const text = (res.headers['content-encoding'] === 'br' ? zlib.brotliDecompressSync(raw) : raw).toString();
          resolve({ headers: res.headers, text });
        });
      })
      .on('error', reject)
      .end();
  });
}

/** The loader the head ends with, taken from an answer (a browser runs it: e2e/server.spec.ts). */
const loaderOf = (text: string) => text.match(/<script>\(function\(\)\{.*?<\/script>(?=<\/head>)/)![0];

describe('scripts after the first paint', () => {
  it("holds back every async script of a page, wherever Next.js puts it, and drops the scripts' preloads", async () => {
    answer = { body: Buffer.from(PAGE), type: 'text/html; charset=utf-8', cuts: [], cached: false, cookies: [], plain: false };
    const { headers, text } = await get();
    expect(text).toBe(DEFERRED.replace('LOADER', loaderOf(text)));
    expect(headers['content-length']).toBeUndefined();
  });

  it('rewrites a page cut anywhere into writes (Buffers or plain Uint8Arrays), a tag or a character in two, and calls every callback', async () => {
    const body = Buffer.from(PAGE);
    const expected = DEFERRED.replace('LOADER', loaderOf((await get()).text));
    for (let at = 1; at < body.length; at += 7) {
      const cuts = [at, Math.min(at + 3, body.length - 1)];
      answer = { body, type: 'text/html', cuts, cached: false, cookies: [], plain: Math.floor(at / 7) % 2 === 1 };
      called = [];
      const reply = await get({ 'accept-encoding': at % 2 ? 'br' : 'identity' });
      expect([at, reply.text]).toEqual([at, expected]);
      await sent;
      expect([at, called.sort()]).toEqual([at, ['end', 'write', 'write']]);
    }
  });

  it('sends a page from the page cache rewritten, then in the form kept at the best compression, rewritten', async () => {
    answer = { body: Buffer.from(PAGE), type: 'text/html', cuts: [40, 300], cached: true, cookies: [], plain: false };
    const first = await get({ 'accept-encoding': 'br' });
    await keptSettled();
    const kept = await get({ 'accept-encoding': 'br' });
    const expected = DEFERRED.replace('LOADER', loaderOf(first.text));
    expect([first.text, first.headers['content-length']]).toEqual([expected, undefined]);
    expect([kept.text, Number(kept.headers['content-length']) > 0]).toEqual([expected, true]);
  });

  it('keeps every cookie a page sets in a head of names and values', async () => {
    answer = { body: Buffer.from(PAGE), type: 'text/html', cuts: [], cached: false, cookies: ['a=1', 'b=2'], plain: false };
    const { headers, text } = await get();
    expect([headers['set-cookie'], text.includes('data-src')]).toEqual([['a=1', 'b=2'], true]);
  });

  it.each([
    ['a script', 'application/javascript', 'GET'],
    ['an API answer', 'application/json', 'GET'],
    ["a page's head only", 'text/html', 'HEAD'],
  ])('leaves %s as it is, with its length', async (_, type, method) => {
    answer = { body: Buffer.from(PAGE), type, cuts: [100], cached: false, cookies: [], plain: false };
    const { headers, text } = await get({}, method);
    expect([headers['content-length'], text]).toEqual([String(Buffer.byteLength(PAGE)), method === 'HEAD' ? '' : PAGE]);
  });
});
