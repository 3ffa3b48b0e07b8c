/**
 * How the production server (server/index.mjs) compresses what it sends: Brotli to a browser that takes it (every current
 * one), else gzip (or deflate), else nothing. Pictures go as they are (SVG, being text, is compressed), and so does
 * a part of a file asked for by range: its Content-Range counts the file's own bytes. Next.js alone only gzips.
 *
 * Brotli makes a page's HTML about a quarter smaller than gzip (home 23.8 → 16.9 KB), mostly because its window
 * reaches back over the whole page, where gzip's 32 KB cannot: the CSS a page carries inline appears again in its
 * React data. A body is first compressed as it streams, at quality 5, which costs about what gzip does (a few
 * milliseconds for a page of 150 KB); the middleware flushes as Next.js streams a page, and frees its stream when a
 * client leaves early.
 *
 * An answer that is sent again byte for byte, a script or stylesheet (immutable: its name is its content's hash), a
 * stored SVG picture (immutable too) or a page from the page cache, is compressed once more, at Brotli's best
 * quality (or gzip's), in the background, and kept (`keptBodies`). The next time the same bytes go out, the kept
 * form is sent instead: about a tenth smaller (home's first-load scripts 165.6 → 150.6 KB, its HTML 17.0 → 15.2 KB)
 * and no compression work per request. It is looked up by the hash of the bytes about to be sent, so it can only
 * ever stand for exactly those bytes: a page revalidated with new content is a new body, and no answer can be given
 * another's.
 *
 * An immutable answer (a script of the build, whose name is its content's hash, or a stored SVG, which a new picture
 * never replaces: it tells every browser and CDN to keep it a year as it is) is kept by its address instead, with its
 * headers, and the next request for it is answered here, before Next.js reads the file or the database, hashes it
 * or routes the request: 0.3-0.45 ms of the server's time instead of 1-3.5 ms for each of a page's scripts, which a
 * phone fetches all at once as the page starts up, and 7 ms for the logo every page shows.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import { BoundedStore } from './bounded-store.mjs';
import { bytesOf, callbackOf, holdAnswer } from './held-answer.mjs';
import { megabytesFromEnv } from './memory-budget.mjs';

const streamed = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

/** Bodies worth keeping compressed: below this, compression hardly matters; above, they are not pages or scripts. */
const MIN_BYTES = 1024;
const MAX_BYTES = 4 * 1024 * 1024;
/** Kept bodies, at most this much (KEPT_COMPRESSED_MB, 32 unless set; 0 keeps none), least recently sent first out. */
const budgetBytes = () => megabytesFromEnv('KEPT_COMPRESSED_MB', 32);
/** Bodies waiting for their best compression, at most this much (a quarter of the budget): more wait their turn. */
const waitingBudget = () => budgetBytes() / 4;

/** The encodings the stream offers, in the middleware's own order of preference (so both choose alike). */
const ENCODINGS = ['br', 'gzip', 'deflate', 'identity'];
const PREFERRED = ['br', 'gzip'];

/** Pages, their React data (what a client-side navigation fetches), scripts, stylesheets and vector pictures. */
const KEEPABLE_TYPES = new Set([
  'text/html',
  'text/x-component',
  'text/css',
  'application/javascript',
  'text/javascript',
  'image/svg+xml',
]);
/** A page the page cache gave (a fresh render streams as it renders, and is kept the next time). */
const CACHED_PAGE = new Set(['HIT', 'STALE']);

const BEST = {
  br: (body, done) =>
    zlib.brotliCompress(
      body,
      {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      },
      done,
    ),
  gzip: (body, done) => zlib.gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }, done),
};

/** One store per process: kept bodies (and an immutable answer's headers) by encoding and hash or address, in the order they were last sent. */
const kept = {
  bodies: new BoundedStore((_key, { body }) => body.length),
  pending: new Set(),
  waiting: 0,
  queue: Promise.resolve(),
};

/** @public (read by the tests) */
export const keptBodies = () => ({ entries: kept.bodies.size, bytes: kept.bodies.bytes, pending: kept.pending.size });

/** Waits until every body queued for the best compression is kept. @public (read by the tests) */
export const keptSettled = () => kept.queue;

/**
 * Compresses a body at the best quality, one at a time (a spike of new pages waits its turn, off the event loop).
 * Nothing is queued that could not be kept, nor while a quarter of the budget already waits: those bodies are
 * queued again the next time they are sent.
 */
function compressLater(key, encoding, body, headers) {
  if (kept.pending.has(key) || body.length > budgetBytes() || kept.waiting + body.length > waitingBudget()) return;
  kept.pending.add(key);
  kept.waiting += body.length;
  kept.queue = kept.queue.then(
    () =>
      new Promise((resolve) =>
        BEST[encoding](body, (error, compressed) => {
          kept.pending.delete(key);
          kept.waiting -= body.length;
          if (!error && compressed.length < body.length) kept.bodies.keep(key, { body: compressed, headers }, budgetBytes());
          resolve();
        }),
      ),
  );
}

/** An answer whose address always has the same bytes (see above). */
const isImmutable = (res) => String(res.getHeader('Cache-Control') ?? '').includes('immutable');

/** Whether this answer goes out again byte for byte: an immutable file (hashed script, stored SVG) or a cached page. */
function isRepeated(res) {
  const type = String(res.getHeader('Content-Type') ?? '')
    .split(';')[0]
    .trim()
    .toLowerCase();
  const cacheControl = String(res.getHeader('Cache-Control') ?? '');
  return (
    res.statusCode === 200 &&
    KEEPABLE_TYPES.has(type) &&
    !res.getHeader('Content-Encoding') &&
    !res.getHeader('Set-Cookie') &&
    !cacheControl.includes('no-transform') &&
    (isImmutable(res) || CACHED_PAGE.has(String(res.getHeader('x-nextjs-cache'))))
  );
}

/**
 * Where a kept body is found: an immutable answer's by its address, any other's by the hash of its bytes, marked so
 * that no address can name it ('#' never starts a request's address).
 */
const byAddress = (encoding, url) => `${encoding}:${url}`;
const byContent = (encoding, body) => `${encoding}:#${createHash('sha256').update(body).digest('base64')}`;

/** An immutable answer's headers as Next.js sent them, to send again with its kept body (which has its own length). */
function immutableHeaders(res) {
  const { 'content-length': _length, 'content-encoding': _encoding, ...headers } = res.getHeaders();
  return { ...headers, vary: 'Accept-Encoding' };
}

/**
 * Holds a repeated answer's body until it ends, then sends its kept form, or, the first time, lets the stream
 * compress it and queues it for keeping. Any other answer passes on at its first write, untouched.
 */
function sendKept(req, res, encoding) {
  let chunks = [];
  let size = 0;
  let holding = null;

  /** Decided at the answer's first head or byte, once its headers are known. */
  const decide = () => {
    if (holding === null) holding = isRepeated(res);
    if (!holding) letGo();
    return holding;
  };
  const release = () => {
    holding = false;
    letGo();
    for (const chunk of chunks) next.write.call(res, chunk);
    chunks = [];
  };
  const write = (chunk, enc, callback) => {
    const buffer = bytesOf(chunk, enc);
    chunks.push(buffer);
    size += buffer.length;
    const done = callbackOf(enc, callback);
    if (done) process.nextTick(done);
    if (size > MAX_BYTES) release();
    return true;
  };
  const end = (chunk, enc, callback) => {
    const done = callbackOf(chunk, enc, callback);
    if (done) res.once('finish', done);
    if (chunk && typeof chunk !== 'function') write(chunk, typeof enc === 'string' ? enc : undefined);
    if (!holding) return next.end.call(res);
    letGo();
    const body = Buffer.concat(chunks, size);
    chunks = [];
    if (size < MIN_BYTES) return next.end.call(res, body);
    const immutable = isImmutable(res);
    const key = immutable ? byAddress(encoding, req.url) : byContent(encoding, body);
    const best = kept.bodies.touch(key);
    if (!best) {
      compressLater(key, encoding, body, immutable ? immutableHeaders(res) : undefined);
      return next.end.call(res, body);
    }
    res.setHeader('Content-Encoding', encoding);
    res.setHeader('Content-Length', best.body.length);
    return next.end.call(res, best.body);
  };
  const { next, letGo } = holdAnswer(res, decide, { write, end });
}

/** The middleware: (req, res, next). An immutable answer kept is sent here; any other request goes on to `next`. */
export function compress(req, res, next) {
  const encoding = new Negotiator(req).encoding(ENCODINGS, PREFERRED);
  const keepable = req.method === 'GET' && !req.headers.range && (encoding === 'br' || encoding === 'gzip');
  const conditional = req.headers['if-none-match'] || req.headers['if-modified-since'];
  const answer = keepable && !conditional && kept.bodies.touch(byAddress(encoding, req.url));
  if (answer) {
    res.writeHead(200, { ...answer.headers, 'content-encoding': encoding, 'content-length': answer.body.length });
    return res.end(answer.body);
  }
  streamed(req, res, () => {
    if (keepable) sendKept(req, res, encoding);
    next();
  });
}
