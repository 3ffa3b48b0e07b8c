/**
 * What server/index.mjs's answer middlewares share (compression.mjs, scripts-after-paint.mjs): each takes an answer's
 * `writeHead`, `write` and `end` in hand until it has decided, at the answer's first head or byte, whether to hold it.
 * They stack: each passes what it lets through to the methods it found, never back through `res`, and gives them
 * back only where its own are still in place, so one installed later stays in front of it.
 */

/** The headers `writeHead` was given (an object, or an array of pairs or of names and values in turn), by name. */
function headersByName(headers) {
  if (!headers) return [];
  if (!Array.isArray(headers)) return Object.entries(headers);
  const pairs = Array.isArray(headers[0]) ? headers : headers.flatMap((name, i) => (i % 2 ? [] : [[name, headers[i + 1]]]));
  // A name given twice (Set-Cookie) keeps both values.
  const byName = new Map();
  for (const [name, value] of pairs) byName.set(name.toLowerCase(), [...(byName.get(name.toLowerCase()) ?? []), value]);
  return [...byName].map(([name, values]) => [name, values.length > 1 ? values.flat() : values[0]]);
}

/**
 * Puts `write` and `end` in front of the answer's own while `decide()` says the answer is held (its first call,
 * at the answer's first head or byte, decides, once the headers are known). `writeHead` sets the status and headers
 * and, while the answer is held, goes no further unless `headPasses` (a middleware that changes the body as it
 * streams lets the head go on at once).
 * Returns the methods found (`next`, for what goes on) and `letGo()`, which gives them back.
 */
export function holdAnswer(res, decide, { write, end, headPasses = false }) {
  const next = { writeHead: res.writeHead, write: res.write, end: res.end };
  const mine = {
    writeHead(statusCode, ...rest) {
      res.statusCode = statusCode;
      if (typeof rest[0] === 'string') res.statusMessage = rest.shift();
      for (const [name, value] of headersByName(rest[0])) res.setHeader(name, value);
      if (!decide() || headPasses) next.writeHead.call(res, statusCode);
      return res;
    },
    write: (chunk, enc, callback) => (decide() ? write(chunk, enc, callback) : next.write.call(res, chunk, enc, callback)),
    end: (chunk, enc, callback) => (decide() ? end(chunk, enc, callback) : next.end.call(res, chunk, enc, callback)),
  };
  Object.assign(res, mine);
  const letGo = () => {
    for (const [name, method] of Object.entries(mine)) if (res[name] === method) res[name] = next[name];
  };
  return { next, letGo };
}

/** A write's chunk as a Buffer (Next.js streams a page it renders as plain Uint8Arrays). */
export const bytesOf = (chunk, enc) =>
  typeof chunk === 'string'
    ? Buffer.from(chunk, typeof enc === 'string' ? enc : 'utf8')
    : Buffer.isBuffer(chunk)
      ? chunk
      : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);

/** The callback a write or an end was given, wherever it stands among the arguments. */
export const callbackOf = (...args) => args.find((arg) => typeof arg === 'function');
