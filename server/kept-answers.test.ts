import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { compress } from './compression.mjs';
import { forgetAll, KEPT_MARK } from './contract.mjs';
import { answerKept, keptAnswers } from './kept-answers.mjs';

/** What the app answers each address with, as Next.js sends it (headers set, then the body streamed in pieces). */
type Answer = { status?: number; headers: Record<string, string>; body: string };
let answers: Record<string, Answer> = {};
/** How often the app itself was asked, per address. */
let asked: Record<string, number> = {};
/** An answer the app holds back, after its first bytes, until the test lets it end. */
let held: { started: Promise<void>; release: () => void } | undefined;

const KEPT = { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60', [KEPT_MARK]: '1' };

// As server/index.mjs stacks them: compression in front, then the kept answers, then the app.
const server = http.createServer((req, res) =>
  compress(req, res, () =>
    answerKept(req, res, () => {
      const path = req.url ?? '/';
      asked[path] = (asked[path] ?? 0) + 1;
      const { status = 200, headers, body } = answers[path.split('?')[0]];
      res.statusCode = status;
      for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      res.write(new TextEncoder().encode(body.slice(0, 5)));
      if (held) return void held.started.then(() => res.end(Buffer.from(body.slice(5))));
      res.end(Buffer.from(body.slice(5)));
    }),
  ),
);
let base = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  forgetAll();
  asked = {};
  held = undefined;
  answers = {
    '/kept': { headers: KEPT, body: JSON.stringify({ data: 'first'.repeat(400) }) },
    '/plain': {
      headers: { 'Content-Type': 'application/json', 'Cache-Control': 'public, max-age=0, s-maxage=60' },
      body: '{"a":1}',
    },
    '/private': { headers: { ...KEPT, 'Cache-Control': 'private, no-store' }, body: '{"mine":1}' },
    '/refused': { status: 400, headers: KEPT, body: '{"status":"error"}' },
    '/cookie': { headers: { ...KEPT, 'Set-Cookie': 'a=1' }, body: '{"b":1}' },
  };
});
afterEach(() => jest.useRealTimers());

async function get(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${base}${path}`, { headers });
  return { status: res.status, headers: res.headers, text: await res.text() };
}

describe('kept answers', () => {
  it('sends a marked answer again without asking the app, byte for byte, without the mark', async () => {
    const first = await get('/kept?page=1');
    answers['/kept'].body = '{"data":"changed"}'; // what the app would say now, had the data changed unannounced
    const again = await get('/kept?page=1');
    expect(asked).toEqual({ '/kept?page=1': 1 });
    expect(again.text).toBe(first.text);
    expect(first.text).toContain('first');
    for (const reply of [first, again]) {
      expect(reply.status).toBe(200);
      expect(reply.headers.get(KEPT_MARK)).toBeNull();
      expect(reply.headers.get('content-type')).toBe('application/json');
      expect(reply.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    }
    expect(keptAnswers().entries).toBe(1);
    expect(keptAnswers().bytes).toBeGreaterThan(Buffer.byteLength(first.text) + '/kept?page=1'.length);
  });

  it('keeps each address apart, and compresses a kept answer for a browser that takes it', async () => {
    const plain = await get('/kept?page=1');
    await get('/kept?page=2');
    const raw = await new Promise<{ encoding?: string; body: Buffer }>((resolve, reject) =>
      http
        .get(`${base}/kept?page=1`, { headers: { 'accept-encoding': 'br' } }, (res) => {
          const chunks: Buffer[] = [];
          res
            .on('data', (c) => chunks.push(c))
            .on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
        })
        .on('error', reject),
    );
    expect(asked).toEqual({ '/kept?page=1': 1, '/kept?page=2': 1 });
    expect(raw.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(raw.body).toString()).toBe(plain.text);
  });

  it('asks the app again once the data changed (forgetAll) or the answer is older than its s-maxage', async () => {
    jest.useFakeTimers({
      now: Date.now(),
      doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask', 'setTimeout', 'setInterval'],
    });
    await get('/kept');
    answers['/kept'].body = '{"data":"second"}';
    forgetAll();
    expect(keptAnswers()).toEqual({ entries: 0, bytes: 0 });
    expect((await get('/kept')).text).toBe('{"data":"second"}');
    answers['/kept'].body = '{"data":"third"}';
    jest.setSystemTime(Date.now() + 59_000);
    expect((await get('/kept')).text).toBe('{"data":"second"}');
    jest.setSystemTime(Date.now() + 1_000);
    expect((await get('/kept')).text).toBe('{"data":"third"}');
    expect(asked['/kept']).toBe(3);
  });

  it('never keeps an answer the app did not mark, nor a private one, a refusal or one that sets a cookie', async () => {
    for (const path of ['/plain', '/private', '/refused', '/cookie']) {
      const [first, second] = [await get(path), await get(path)];
      expect(second.text).toBe(first.text);
      expect(first.headers.get(KEPT_MARK)).toBeNull();
    }
    expect(asked).toEqual({ '/plain': 2, '/private': 2, '/refused': 2, '/cookie': 2 });
    expect(keptAnswers().entries).toBe(0);
  });

  it('answers only a GET from what it keeps, and takes the mark off any other', async () => {
    await get('/kept');
    const head = await fetch(`${base}/kept`, { method: 'HEAD' });
    expect(head.headers.get(KEPT_MARK)).toBeNull();
    expect(asked).toEqual({ '/kept': 2 });
  });

  it('does not keep an answer begun before the data changed and ended after', async () => {
    let release = () => {};
    held = { started: new Promise<void>((resolve) => (release = resolve)), release };
    const pending = get('/kept');
    await new Promise((resolve) => setTimeout(resolve, 50)); // the app has begun its answer
    expect(asked['/kept']).toBe(1);
    forgetAll();
    held.release();
    await pending;
    expect(keptAnswers().entries).toBe(0);
    held = undefined;
    await get('/kept');
    await get('/kept');
    expect(asked['/kept']).toBe(2);
  });

  it('keeps at most 1,000 answers, however their addresses differ, the least recently sent going first', async () => {
    for (let i = 0; i <= 1000; i++) await get(`/kept?ignored=${i}`);
    expect(keptAnswers().entries).toBe(1000);
    await get('/kept?ignored=1000');
    await get('/kept?ignored=0');
    expect([asked['/kept?ignored=1000'], asked['/kept?ignored=0']]).toEqual([1, 2]);
  });
});
