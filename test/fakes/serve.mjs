/**
 * What the vendors' fakes share: JSON answers, a body read as JSON (or as a form, when sent as one), and the server
 * itself (its control calls under `/__fake/`, every other call logged with its query, answers a test made hang closed
 * with it).
 */
import http from 'node:http';

export const json = (res, status, body) =>
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));

/** A request's body as JSON, or its fields when it is a form (`{}` when empty; what could not be parsed kept as `unparsed`). */
export async function bodyOf(req) {
  let data = '';
  for await (const chunk of req) data += chunk;
  if (String(req.headers['content-type']).startsWith('application/x-www-form-urlencoded'))
    return Object.fromEntries(new URLSearchParams(data));
  try {
    return data ? JSON.parse(data) : {};
  } catch {
    return { unparsed: data };
  }
}

/**
 * Serves a fake on 127.0.0.1: `control(req, res, path)` for `/__fake/…`, `answer(req, res, path, body)` for the
 * courier's own calls, each logged first. Its handle: the address, the log and parcels, and close.
 */
export async function serveFake({ port, control, answer, log, parcels, hanging }) {
  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = url.pathname;
    if (path.startsWith('/__fake/')) return control(req, res, path);
    const body = req.method === 'POST' ? await bodyOf(req) : null;
    log.push({ method: req.method ?? 'GET', path, query: Object.fromEntries(url.searchParams), body });
    answer(req, res, path, body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const bound = server.address().port;
  return {
    url: `http://127.0.0.1:${bound}`,
    port: bound,
    log,
    parcels,
    close: () =>
      new Promise((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve(undefined));
        server.closeAllConnections();
      }),
  };
}
