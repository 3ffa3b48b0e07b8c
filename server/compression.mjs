/**
 * How the production server compresses what it sends: Brotli to a browser that takes it, else gzip (or deflate), else
 * nothing (Next.js alone only gzips). Pictures go as they are (SVG, being text, is compressed), and so does a part of
 * a file asked for by range. A body is compressed as it streams, at Brotli's quality 5 (about gzip's cost).
 *
 * An answer sent again byte for byte (a script or stylesheet of the build, a stored SVG, a page from the page cache)
 * is compressed once more at the best quality, in the background, and that form is sent from then on. It is found by
 * the hash of the bytes about to go out, so it can only stand for exactly those bytes; an immutable answer is found by
 * its address instead, and answered here before Next.js reads, hashes or routes it.
 * Why and what it gains: docs/adr/0004-compression-in-node.md.
 */
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import compression from 'compression';
import Negotiator from 'negotiator';
import { BoundedStore, budgetFromEnv } from './bounded-store.mjs';
import { bytesOf, callbackOf, holdAnswer } from './held-answer.mjs';

const streamed = compression({
  brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } },
  filter: (req, res) => !req.headers.range && compression.filter(req, res),
});

/** Bodies worth keeping compressed: below this, compression hardly matters; above, they are not pages or scripts. */
const MIN_BYTES = 1024;
const MAX_BYTES = 4 * 1024 * 1024;
/** Kept bodies, at most this much (KEPT_COMPRESSED_MB, 32 unless set; 0 keeps none), least recently sent first out. */
const budgetBytes = () => budgetFromEnv('KEPT_COMPRESSED_MB', 32);
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
