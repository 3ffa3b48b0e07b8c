/**
 * How the production server (server/index.mjs) answers a repeated API request without Next.js. An answer the app keeps in
 * memory until the catalogue changes (a page of the filtered listing, the search's suggestions: lib/server/routes/http.ts's
 * keptJson marks it with forgettable.mjs's KEPT_MARK) is kept here too, as it was sent, per address, for as long as
 * its Cache-Control lets a shared cache keep it (s-maxage). The same address then gets those bytes back at once:
 * Next.js's own work on a request (routing, its cache, headers, streams) cost about four times what the answer itself
 * did, so a burst of shoppers filtering alike no longer queues behind it.
 *
 * It is as true as the app's own memory: these answers are dropped with the app's kept answers (`forgetAll`, called on
 * every change of the catalogue, in every server process), and nothing personal is kept (only a public 200 the app
 * marked; the mark itself is never sent).
 */
import { BoundedStore } from './bounded-store.mjs';
import { bytesOf, holdAnswer } from './held-answer.mjs';
import { forgettable, KEPT_MARK } from './contract.mjs';
import { megabytesFromEnv } from './memory-budget.mjs';

/** Kept answers, at most this much (KEPT_ANSWERS_MB, 16 unless set; 0 keeps none), least recently sent first out. */
const budgetBytes = () => megabytesFromEnv('KEPT_ANSWERS_MB', 16);
/** And at most this many: addresses that differ only in what the API ignores would each be one. */
const MOST_ANSWERS = 1000;
/** What an answer costs besides its address and body: its headers and its place in the store, about. */
const ENTRY_BYTES = 1024;
const sizeOf = (url, entry) => url.length + entry.value.body.length + ENTRY_BYTES;

/**
 * Answers by address, in the order they were last sent. Its generation counts the times it was emptied, so that an
 * answer begun before a change is not kept when it ends after it.
 */
class Answers extends BoundedStore {
  generation = 0;
  clear() {
    this.generation += 1;
    super.clear();
  }
}
/** `forgetAll` empties it, as it does the app's memos. */
const answers = forgettable(new Answers(sizeOf));

/** @public (read by the tests) */
export const keptAnswers = () => ({ entries: answers.size, bytes: answers.bytes });

/**
 * How long a shared cache may keep an answer, in ms: its s-maxage, else nothing. (server/index.mjs caps what it tells
 * shared caches at a minute, since they hear of no change; this store hears of every one.)
 */
function sharedAge(res) {
  const cacheControl = String(res.getHeader('Cache-Control') ?? '');
  const age = /\bpublic\b/.test(cacheControl) && cacheControl.match(/\bs-maxage=(\d+)/);
  return age ? Number(age[1]) * 1000 : 0;
}

function take(url) {
  const entry = answers.touch(url);
  if (!entry || entry.expires > Date.now()) return entry?.value;
  answers.delete(url);
  return undefined;
}

/**
 * Takes the mark off the answer being sent and, when it had one and may be kept (`keepable`: a GET), keeps the
 * answer as it goes out unchanged, unless the store was emptied meanwhile (the answer may say what was true before).
 */
function keepWhenMarked(req, res, keepable) {
  const generation = answers.generation;
  let ttl = null;
  const chunks = [];
  const decide = () => {
    if (ttl === null) {
      const marked = res.getHeader(KEPT_MARK) !== undefined;
      res.removeHeader(KEPT_MARK);
      ttl = keepable && marked && res.statusCode === 200 && !res.hasHeader('Set-Cookie') ? sharedAge(res) : 0;
      if (!ttl) letGo();
    }
    return ttl > 0;
  };
  const write = (chunk, enc, callback) => {
    chunks.push(Buffer.from(bytesOf(chunk, enc)));
    return next.write.call(res, chunk, enc, callback);
  };
  const end = (chunk, enc, callback) => {
    if (chunk && typeof chunk !== 'function') chunks.push(Buffer.from(bytesOf(chunk, typeof enc === 'string' ? enc : undefined)));
    letGo();
    const headers = res.getHeaders();
    delete headers['content-encoding']; // (set by a middleware in front, never by the app)
    if (answers.generation === generation) {
      const value = { status: res.statusCode, headers, body: Buffer.concat(chunks) };
      answers.keep(req.url, { value, expires: Date.now() + ttl }, budgetBytes(), MOST_ANSWERS);
    }
    return next.end.call(res, chunk, enc, callback);
  };
  const { next, letGo } = holdAnswer(res, decide, { write, end, headPasses: true });
}

/** The middleware: (req, res, next). A GET of an address kept is answered here; any other goes on (and may be kept). */
export function answerKept(req, res, next) {
  const kept = req.method === 'GET' && take(req.url);
  if (!kept) {
    keepWhenMarked(req, res, req.method === 'GET');
    return next();
  }
  res.writeHead(kept.status, { ...kept.headers, 'content-length': kept.body.length });
  res.end(kept.body);
}
