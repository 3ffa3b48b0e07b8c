/**
 * `npm start`: the shop's production server, the edge in front of Next.js. Next.js serves the pages, the API and the
 * media; this edge does only what Next.js cannot, each step a few lines here or a module of its own beside it:
 * - refuses TRACE, TRACK and CONNECT (405) and addresses that are not valid percent-encoding (a JSON 400 under
 *   /api and /media, the 404 page elsewhere), which would otherwise end in a 500;
 * - sends a listing's address to the page kept for its query (lib/listing-path.mjs);
 * - appends the connection's own address to X-Forwarded-For, as a proxy would, for the sign-in throttle;
 * - keeps a 404 out of shared caches, and a page in them a minute at most;
 * - compresses every answer, with Brotli where the browser takes it (compression.mjs);
 * - has a page's scripts fetched after its first paint (scripts-after-paint.mjs).
 * It says it is ready once the shop has started (its database opened, migrated, seeded); when the shop cannot start,
 * the process ends with the reason. Why a server of its own: docs/adr/0001-custom-server.md.
 *
 * Options as `next start`: -p/--port (or PORT, default 3000), -H/--hostname (or HOSTNAME, default all).
 */
import http from 'node:http';
import { parseArgs } from 'node:util';
import next from 'next';
import { listingRenderUrl } from '../lib/listing-path.mjs';
import { compress } from './compression.mjs';
import { scriptsAfterPaint } from './scripts-after-paint.mjs';
import { CSP_HEADER, SECURITY_HEADERS } from '../lib/security-headers.mjs';

const { values: options } = parseArgs({
  options: { port: { type: 'string', short: 'p' }, hostname: { type: 'string', short: 'H' } },
});
const port = Number(options.port ?? process.env.PORT ?? 3000);
const hostname = options.hostname ?? process.env.HOSTNAME;
process.env.NODE_ENV = 'production';

const UNSUPPORTED_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);
const isApi = (path) => path.startsWith('/api/') || path.startsWith('/media/');

/** The request path, or null when it is not valid percent-encoding. */
function decodedPath(url) {
  try {
    return decodeURIComponent(new URL(url ?? '/', 'http://shop').pathname);
  } catch {
    return null;
  }
}

/**
 * A shared cache (a CDN) hears none of the renewals that keep a page true (a save, an order, an offer's start or
 * end renew it in the server only), so it may keep a page a minute at most, however long the server keeps it.
 */
const SHARED_MAX_AGE = 60;
const capSharedAge = (cacheControl) =>
  cacheControl.replace(/\bs-maxage=(\d+)/, (_, age) => `s-maxage=${Math.min(Number(age), SHARED_MAX_AGE)}`);

/** What caches may keep: a 404 (what an invented address gets) nothing, whatever the page's own revalidation says. */
function sharedCacheRules(res) {
  const writeHead = res.writeHead;
  res.writeHead = function (statusCode, ...rest) {
    const cacheControl = this.getHeader('Cache-Control');
    if (statusCode === 404) this.setHeader('Cache-Control', 'no-store');
    else if (typeof cacheControl === 'string') this.setHeader('Cache-Control', capSharedAge(cacheControl));
    return writeHead.call(this, statusCode, ...rest);
  };
}

function refuse(res, status, path, msg) {
  for (const { key, value } of [...SECURITY_HEADERS, CSP_HEADER]) res.setHeader(key, value);
  res.setHeader('Cache-Control', 'no-store');
  if (status === 405) res.setHeader('Allow', 'GET, HEAD, POST, OPTIONS');
  if (isApi(path)) {
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ status: 'error', msg }));
  } else {
    res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end(msg);
  }
}

const app = next({ dev: false, hostname, port });
await app.prepare();
const handle = app.getRequestHandler();

const server = http.createServer((req, res) => {
  const rawPath = (req.url ?? '/').split('?')[0];
  if (UNSUPPORTED_METHODS.has(req.method ?? '')) return refuse(res, 405, rawPath, `${req.method} is not allowed`);
  const forwarded = req.headers['x-forwarded-for'];
  req.headers['x-forwarded-for'] = [forwarded, req.socket.remoteAddress].filter(Boolean).join(', ');
  if (decodedPath(req.url) === null) {
    if (isApi(rawPath)) return refuse(res, 400, rawPath, 'The address is not valid');
    // Any other page: the shop's own 404 page.
    req.url = '/_not-found';
  } else {
    const url = req.url ?? '/';
    const query = url.indexOf('?');
    req.url = listingRenderUrl(query < 0 ? url : url.slice(0, query), query < 0 ? '' : url.slice(query)) ?? url;
  }
  sharedCacheRules(res);
  compress(req, res, () => {
    scriptsAfterPaint(req, res);
    handle(req, res);
  });
});

// An idle kept-alive connection stays open longer than a proxy or client keeps one (60 s is common): otherwise the
// server may close it just as the other side sends its next request on it, which then fails (ECONNRESET).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;

server.listen(port, hostname, async () => {
  // The first request starts the shop (instrumentation.ts): make it now, so that a shop that cannot start
  // (its database folder held by another process, say) ends here instead of answering 500s.
  const local = `http://127.0.0.1:${port}`;
  try {
    const health = await fetch(`${local}/api/health`);
    if (!health.ok) throw new Error(`the health check answered ${health.status}`);
  } catch (error) {
    console.error(`The shop did not start: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }
  console.log(`Ready on http://${hostname ?? 'localhost'}:${port}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
