import net from 'node:net';
import http from 'node:http';
import { eq } from 'drizzle-orm';
import { GET as outboxGet } from '@/app/api/admin/outbox/route';
import { POST as retry } from '@/app/api/admin/outbox/[id]/route';
import { POST as setStatus } from '@/app/api/admin/orders/[orderNo]/status/route';
import { POST as stockPost } from '@/app/api/admin/products/[id]/stock/route';
import { POST as backInStock } from '@/app/api/shop/back-in-stock/route';
import { formatPrice, formatTaka } from '@/lib/format';
import { ORDER_STATUS } from '@/lib/order-status';
import { smsParts } from '@/lib/sms-parts';
import { getDb, type Db } from '@/lib/server/db';
import { openDatabase } from '@/lib/server/db/client';
import { parseEnvironment } from '@/lib/server/env';
import { backInStockRequests, outbox, products, storeSettings } from '@/lib/server/db/schema';
import { queueMessages } from '@/lib/server/outbox/queue';
import { deliverDue, forgetOld, MAX_ATTEMPTS } from '@/lib/server/outbox/sender';
import { alphasms, bulksmsbd, smsHttp, sslwireless, type GatewaySettings } from '@/lib/server/outbox/sms-gateways';
import { absoluteUrl } from '@/lib/server/site';
import {
  smtpTransport,
  transportsFromEnvironment,
  unconfiguredChannels,
  type OutboxRow,
  type Transport,
} from '@/lib/server/outbox/transports';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { setPieces, sizedProduct, variant } from '../stock';
import { startMailServer } from '../mail-server.mjs';
import { startSmsGateway } from '../sms-gateway.mjs';
import { placeOrder, statusChange } from '../orders';
import { signedInStaff } from '../staff';

withTestDatabase();

const product = sizedProduct;
const productId = sizedProduct.id;
/** The size and colour at these places of the product's lists. */
const pickOf = (sizeAt: number, colorAt: number) => variant(product.sizes[sizeAt], product.colors[colorAt]);

/** An order of one piece, placed by a new customer whose phone is `contact`. */
async function newOrder(contact = '01712345678') {
  const customer = await signedInCustomer('Nadia Rahman');
  const pick = await pickOf(0, 0);
  await setPieces(pick, 50);
  const res = await placeOrder(customer.cookie, [{ id: productId, count: 2, attribute_pick: pick }], { contact });
  expect(res.status).toBe(201);
  return { customer, orderNo: res.body.orderid as string, total: res.body.total as number };
}

const rowsTo = async (recipient: string) =>
  (await getDb()).select().from(outbox).where(eq(outbox.recipient, recipient)).orderBy(outbox.id);

/** Everything due is handed to `transports` until nothing is left (retries due at once). */
async function drain(db: Db, transports: Parameters<typeof deliverDue>[1]) {
  while ((await deliverDue(db, transports, () => 0)) > 0);
}

/** A transport that only records what it was given. */
function recorder(via = 'test'): Transport & { sent: OutboxRow[] } {
  const sent: OutboxRow[] = [];
  return { via, sent, send: async (row) => void sent.push(row) };
}

/** A port nothing listens on (yet). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeEach(async () => {
  // Each test sends only what it wrote.
  await (await getDb()).update(outbox).set({ state: 'sent' }).where(eq(outbox.state, 'pending'));
});

describe('an order placed', () => {
  it("writes the customer's e-mail and SMS and the owner's e-mail with the order, and sends none of them itself", async () => {
    const { customer, orderNo, total } = await newOrder();
    const mine = await rowsTo(customer.user.email);
    expect(mine).toEqual([
      expect.objectContaining({
        channel: 'email',
        topic: 'order-placed',
        state: 'pending',
        attempts: 0,
        subject: `Your order ${orderNo} is placed`,
      }),
    ]);
    const [sms] = await rowsTo('+8801712345678');
    expect(sms).toMatchObject({
      channel: 'sms',
      state: 'pending',
      text: `Lumière Intimates: order ${orderNo} placed. Pay ${formatPrice(total)} in cash on delivery. We will call you to confirm it. Your orders: ${absoluteUrl('/user/my-order')}`,
    });
    expect(smsParts(sms.text)).toBeLessThanOrEqual(2);
    const [owner] = (await rowsTo('support@lumiere-intimates.com.bd')).filter((row) => row.subject.includes(orderNo));
    expect(owner).toMatchObject({ topic: 'new-order', text: expect.stringContaining(`/admin/orders/${orderNo}`) });
  });

  it('reaches a real SMTP server as HTML and plain text, with the items, totals, address and what happens next', async () => {
    const mail = await startMailServer();
    try {
      const { customer, orderNo, total } = await newOrder();
      const sms = recorder('sms-test');
      await drain(await getDb(), { email: smtpTransport(`smtp://127.0.0.1:${mail.port}`, 'shop@example.com'), sms });
      const got = mail.messages.find((m) => m.to.includes(customer.user.email))!;
      expect(got.subject).toBe(`Your order ${orderNo} is placed`);
      expect(got.from).toBe('shop@example.com');
      const totalText = `BDT ${total.toLocaleString('en-US')}`;
      for (const part of [got.text, got.html]) {
        expect(part).toContain(product.title_en);
        expect(part).toContain(totalText);
        expect(part).toContain('House 12, Road 5');
        expect(part).toContain('What happens next');
      }
      expect(got.html).toMatch(/<a href="http[^"]+\/user\/my-order"/);
      expect(mail.messages.find((m) => m.subject.startsWith(`New order ${orderNo}`))?.to).toEqual([expect.any(String)]);
      const [row] = await rowsTo(customer.user.email);
      expect(row).toMatchObject({ state: 'sent', via: 'smtp', attempts: 1, lastError: null });
      expect((await rowsTo('+8801712345678')).at(-1)).toMatchObject({ state: 'sent', via: 'sms-test' });
    } finally {
      await mail.close();
    }
  });

  it('is stored while SMTP is down, and its e-mail goes out when SMTP is back', async () => {
    const port = await freePort();
    const transports = { email: smtpTransport(`smtp://127.0.0.1:${port}`, 'shop@example.com') };
    const { customer } = await newOrder();
    const db = await getDb();
    await deliverDue(db, transports, () => 0);
    const [waiting] = await rowsTo(customer.user.email);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1, lastError: expect.stringMatching(/ECONNREFUSED|connect/i) });
    const mail = await startMailServer({ port });
    try {
      await drain(db, transports);
      expect(mail.messages.filter((m) => m.to.includes(customer.user.email))).toHaveLength(1);
      expect((await rowsTo(customer.user.email))[0]).toMatchObject({ state: 'sent', attempts: 2 });
    } finally {
      await mail.close();
    }
  });
});

describe('the sender', () => {
  it('gets a message through an SMTP server that refuses the first two attempts, on the third', async () => {
    const mail = await startMailServer({ refuse: 2 });
    try {
      const db = await getDb();
      await queueMessages(db, [
        { channel: 'email', topic: 'new-order', to: 'busy@example.com', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' },
      ]);
      const transports = { email: smtpTransport(`smtp://127.0.0.1:${mail.port}`, 'shop@example.com') };
      const delays: number[] = [];
      for (let i = 0; i < 3; i++) await deliverDue(db, transports, (n) => (delays.push(n), 0));
      expect(mail.messages.map((m) => m.to)).toEqual([['busy@example.com']]);
      expect((await rowsTo('busy@example.com'))[0]).toMatchObject({ state: 'sent', attempts: 3 });
      expect(delays).toEqual([1, 2]);
    } finally {
      await mail.close();
    }
  });

  it('waits longer after each failure, and gives up after the last attempt', async () => {
    const { retryDelay } = await import('@/lib/server/outbox/sender');
    expect([1, 2, 3, 8, 20].map(retryDelay)).toEqual([30_000, 60_000, 120_000, 3_600_000, 3_600_000]);
    const db = await getDb();
    await queueMessages(db, [
      { channel: 'email', topic: 'new-order', to: 'never@example.com', subject: 'Hi', text: 'x', html: 'x' },
    ]);
    const broken: Transport = { via: 'broken', send: async () => Promise.reject(new Error('550 mailbox unavailable')) };
    await drain(db, { email: broken });
    expect((await rowsTo('never@example.com'))[0]).toMatchObject({
      state: 'failed',
      attempts: MAX_ATTEMPTS,
      lastError: '550 mailbox unavailable',
    });
  });

  it('sends each row once with two senders running at the same time', async () => {
    const db = await getDb();
    const to = Array.from({ length: 30 }, (_, i) => `pair${i}@example.com`);
    await queueMessages(
      db,
      to.map((address) => ({
        channel: 'email' as const,
        topic: 'new-order' as const,
        to: address,
        subject: 'x',
        text: 'x',
        html: 'x',
      })),
    );
    // A second process: its own connection to PostgreSQL (PGlite has one connection, shared).
    const second = process.env.DATABASE_URL ? await openDatabase(process.env.DATABASE_URL) : null;
    const slow = (): Transport & { sent: OutboxRow[] } => {
      const sent: OutboxRow[] = [];
      const send = async (row: OutboxRow) => {
        sent.push(row);
        await new Promise((resolve) => setTimeout(resolve, 5));
      };
      return { via: 'test', sent, send };
    };
    const [a, b] = [slow(), slow()];
    try {
      await Promise.all([drain(db, { email: a }), drain(second?.db ?? db, { email: b })]);
    } finally {
      await second?.close();
    }
    const sent = [...a.sent, ...b.sent].map((row) => row.recipient).filter((r) => r.startsWith('pair'));
    expect(sent.sort()).toEqual([...to].sort());
    if (second) expect(a.sent.length && b.sent.length).toBeGreaterThan(0);
  });

  it('sends again what a sender claimed but never finished, once its lease has run out', async () => {
    const db = await getDb();
    await queueMessages(db, [
      { channel: 'email', topic: 'new-order', to: 'crash@example.com', subject: 'x', text: 'x', html: 'x' },
    ]);
    await db.update(outbox).set({ state: 'sending', attempts: 1 }).where(eq(outbox.recipient, 'crash@example.com'));
    const transport = recorder();
    await drain(db, { email: transport });
    expect(transport.sent.map((row) => row.recipient)).toEqual(['crash@example.com']);
    expect((await rowsTo('crash@example.com'))[0]).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('leaves e-mail waiting when there is no SMTP transport, and the owner sees it as not configured', async () => {
    const db = await getDb();
    const smsOnly = recorder('sms-test');
    await queueMessages(db, [
      { channel: 'email', topic: 'new-order', to: 'later@example.com', subject: 'Later', text: 'x', html: 'x' },
    ]);
    await drain(db, { sms: smsOnly });
    expect((await rowsTo('later@example.com'))[0]).toMatchObject({ state: 'pending', attempts: 0 });
    const owner = await signedInStaff('owner');
    const res = await call(outboxGet, '/api/admin/outbox?state=not-configured', { headers: { cookie: owner.cookie } });
    expect(res.body.page.data.map((e: { recipient: string }) => e.recipient)).toContain('later@example.com');
    expect(res.body.page.data[0].state).toBe('not-configured');
    // An e-mail is not counted in SMS parts.
    expect(res.body.page.data.find((e: { recipient: string }) => e.recipient === 'later@example.com').parts).toBeNull();
  });

  it('never calls an SMS sent without a gateway: under the log driver it waits, not configured', async () => {
    const db = await getDb();
    await queueMessages(db, [{ channel: 'sms', topic: 'order-placed', to: '01312345678', text: 'Waiting' }]);
    // This environment's SMS_DRIVER is log: the server's sender has no SMS transport.
    expect(transportsFromEnvironment().sms).toBeUndefined();
    const owner = await signedInStaff('owner');
    const res = await call(outboxGet, '/api/admin/outbox?q=8801312345678', { headers: { cookie: owner.cookie } });
    expect(res.body.page.data).toMatchObject([{ channel: 'sms', text: 'Waiting', parts: 1, state: 'not-configured', via: null }]);
  });
});

describe('reset links and old messages', () => {
  it('drops a reset link not sent within its 30 minutes, its token hidden, instead of sending it late', async () => {
    const db = await getDb();
    await queueMessages(db, [
      {
        channel: 'email',
        topic: 'password-reset',
        to: 'late@example.com',
        subject: 'Reset',
        text: 'Go to /reset-password?token=abc_DEF-1',
        html: '<a href="/reset-password?token=abc_DEF-1">Go</a>',
      },
      {
        channel: 'email',
        topic: 'password-reset',
        to: 'fresh@example.com',
        subject: 'Reset',
        text: 'Go to /reset-password?token=xyz',
        html: 'x',
      },
    ]);
    await db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(outbox.recipient, 'late@example.com'));
    const transport = recorder();
    await drain(db, { email: transport });
    expect(transport.sent.map((row) => row.recipient)).toEqual(['fresh@example.com']);
    expect((await rowsTo('late@example.com'))[0]).toMatchObject({
      state: 'skipped',
      lastError: 'The link had expired before it could be sent',
      text: 'Go to /reset-password?token=…',
      html: '<a href="/reset-password?token=…">Go</a>',
    });
    expect((await rowsTo('fresh@example.com'))[0].text).toBe('Go to /reset-password?token=…');
  });

  it('blanks the token of a reset link that waited out its 30 minutes unsent (e-mail not configured)', async () => {
    const db = await getDb();
    await queueMessages(db, [
      {
        channel: 'email',
        topic: 'password-reset',
        to: 'unsent@example.com',
        subject: 'Reset',
        text: 'token=abc',
        html: 'token=abc',
      },
    ]);
    await forgetOld(db);
    expect((await rowsTo('unsent@example.com'))[0]).toMatchObject({ state: 'pending', text: 'token=abc' });
    await db
      .update(outbox)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(outbox.recipient, 'unsent@example.com'));
    await forgetOld(db);
    expect((await rowsTo('unsent@example.com'))[0]).toMatchObject({ state: 'skipped', text: 'token=…', html: 'token=…' });
  });

  it('forgets messages done over 90 days ago, never one still to send', async () => {
    const db = await getDb();
    await queueMessages(db, [
      { channel: 'email', topic: 'new-order', to: 'old-sent@example.com', subject: 'x', text: 'x', html: 'x' },
      { channel: 'email', topic: 'new-order', to: 'old-pending@example.com', subject: 'x', text: 'x', html: 'x' },
      { channel: 'email', topic: 'new-order', to: 'recent-sent@example.com', subject: 'x', text: 'x', html: 'x' },
    ]);
    const longAgo = new Date(Date.now() - 91 * 86_400_000);
    await db.update(outbox).set({ state: 'sent', createdAt: longAgo }).where(eq(outbox.recipient, 'old-sent@example.com'));
    await db.update(outbox).set({ createdAt: longAgo }).where(eq(outbox.recipient, 'old-pending@example.com'));
    await db.update(outbox).set({ state: 'sent' }).where(eq(outbox.recipient, 'recent-sent@example.com'));
    await forgetOld(db);
    expect(await rowsTo('old-sent@example.com')).toEqual([]);
    expect(await rowsTo('old-pending@example.com')).toHaveLength(1);
    expect(await rowsTo('recent-sent@example.com')).toHaveLength(1);
  });
});

describe('the environment', () => {
  it('sends e-mail only with SMTP_URL, and SMS only through a gateway with its key, saying why not', () => {
    const settings = (variables: Record<string, string>) => parseEnvironment(variables);
    const from = (variables: Record<string, string>) => transportsFromEnvironment(settings(variables));
    expect(from({})).toEqual({});
    expect(unconfiguredChannels(settings({}))).toEqual({ email: 'SMTP_URL is not set', sms: 'SMS_DRIVER is log' });
    const gateway = { SMS_DRIVER: 'bulksmsbd', SMS_SENDER_ID: '8809617000000' };
    expect(from(gateway)).toEqual({});
    expect(unconfiguredChannels(settings(gateway)).sms).toBe('SMS_API_KEY is not set for SMS_DRIVER=bulksmsbd');
    expect(unconfiguredChannels(settings({ SMS_DRIVER: 'sslwireless', SMS_API_KEY: 'k' })).sms).toBe(
      'SMS_SENDER_ID is not set for SMS_DRIVER=sslwireless',
    );
    for (const driver of ['bulksmsbd', 'sslwireless', 'alphasms']) {
      expect(from({ SMS_DRIVER: driver, SMS_API_KEY: 'k', SMS_SENDER_ID: 'SHOP' }).sms!.via).toBe(driver);
    }
    expect(from({ SMS_DRIVER: 'alphasms', SMS_API_KEY: 'k' }).sms!.via).toBe('alphasms');
    const full = from({
      SMTP_URL: 'smtp://user:pass@127.0.0.1:2525',
      SMS_DRIVER: 'http',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/send',
      SMS_API_KEY: 'k',
      SMS_SENDER_ID: 'SHOP',
    });
    expect([full.email!.via, full.sms!.via]).toEqual(['smtp', 'sms-http']);
    // A wrong driver, or the http driver without its address, stops the shop from starting: lib/server/env.test.ts.
  });
});

describe('SMS', () => {
  it('goes to the number normalised to +8801XXXXXXXXX; a number that cannot be is skipped and recorded', async () => {
    await newOrder('01812345678');
    expect((await rowsTo('+8801812345678')).at(-1)).toMatchObject({ channel: 'sms', state: 'pending' });
    const db = await getDb();
    await queueMessages(db, [{ channel: 'sms', topic: 'order-placed', to: '02-9123456', text: 'x' }]);
    expect((await rowsTo('02-9123456'))[0]).toMatchObject({
      state: 'skipped',
      lastError: 'Not a Bangladeshi mobile number: "02-9123456"',
    });
  });

  it('reaches an HTTP gateway with the key and sender id, and a refusal is retried', async () => {
    const received: { auth?: string; body: { to: string; from: string; text: string } }[] = [];
    let refuse = 1;
    const gateway = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk) => (data += chunk));
      req.on('end', () => {
        if (refuse-- > 0) return void res.writeHead(503).end('maintenance');
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(gateway.address() as net.AddressInfo).port}/send`;
      const { orderNo, total } = await newOrder('01912345678');
      const db = await getDb();
      const sms = smsHttp({ url, key: 'gateway-key', sender: 'LINGERIE' });
      await deliverDue(db, { sms }, () => 0);
      expect((await rowsTo('+8801912345678')).at(-1)).toMatchObject({
        state: 'pending',
        lastError: 'The SMS gateway answered 503: maintenance',
      });
      await drain(db, { sms });
      expect(received).toEqual([
        {
          auth: 'Bearer gateway-key',
          body: {
            to: '+8801912345678',
            from: 'LINGERIE',
            text: expect.stringContaining(`order ${orderNo} placed. Pay BDT ${total.toLocaleString('en-US')}`),
          },
        },
      ]);
      expect((await rowsTo('+8801912345678')).at(-1)).toMatchObject({ state: 'sent', via: 'sms-http' });
    } finally {
      gateway.close();
    }
  });
});

describe("Bangladesh's SMS gateways", () => {
  /** Each driver, where its gateway's paths start, and its answers to a refusal (by code) and to a wrong key. */
  const drivers: [string, (settings: GatewaySettings) => Transport, string, number, string, string][] = [
    [
      'BulkSMSBD',
      bulksmsbd,
      '/api',
      1007,
      'BulkSMSBD refused it (1007): Balance Insufficient',
      'BulkSMSBD refused it (1011): User ID not found',
    ],
    [
      'SSL Wireless',
      sslwireless,
      '/api/v3',
      4003,
      'SSL Wireless refused it (4003): IP Blacklisted',
      'SSL Wireless refused it (4001): Unauthorized',
    ],
    [
      'Alpha SMS',
      alphasms,
      '',
      416,
      'Alpha SMS refused it (416): Insufficient balance',
      'Alpha SMS refused it (405): Authorization required',
    ],
  ];

  it.each(drivers)(
    '%s: sent by its contract only on its success answer; a refusal is retried with its reason',
    async (_name, driver, basePath, code, refused, unauthorized) => {
      const fake = await startSmsGateway({ key: 'the-key' });
      try {
        const db = await getDb();
        // Only this test's message is due.
        await db.update(outbox).set({ state: 'skipped' }).where(eq(outbox.state, 'pending'));
        const url = `http://127.0.0.1:${fake.port}${basePath}`;
        const { orderNo } = await newOrder('01612345678');
        const last = async () => (await rowsTo('+8801612345678')).at(-1);
        await deliverDue(db, { sms: driver({ url, key: 'not-the-key', sender: 'LUMIERE' }) }, () => 0);
        expect(await last()).toMatchObject({ state: 'pending', lastError: unauthorized });
        const sms = driver({ url, key: 'the-key', sender: 'LUMIERE' });
        await fetch(`http://127.0.0.1:${fake.port}/__fake/refuse?code=${code}`, { method: 'POST' });
        await deliverDue(db, { sms }, () => 0);
        expect(await last()).toMatchObject({ state: 'pending', lastError: refused });
        expect(fake.messages).toEqual([]);
        await deliverDue(db, { sms }, () => 0);
        expect(await last()).toMatchObject({ state: 'sent', via: sms.via, lastError: null });
        expect(fake.messages).toEqual([
          expect.objectContaining({
            to: '8801612345678',
            sender: 'LUMIERE',
            text: expect.stringContaining(`order ${orderNo} placed`),
          }),
        ]);
      } finally {
        await fake.close();
      }
    },
  );

  it('SSL Wireless is sent each message once: its id goes as csms_id, which the gateway refuses twice', async () => {
    const fake = await startSmsGateway({ key: 'the-key' });
    try {
      const sms = sslwireless({ url: `http://127.0.0.1:${fake.port}/api/v3`, key: 'the-key', sender: 'LUMIERE' });
      const row = { id: 41, recipient: '+8801712345678', text: 'x' } as OutboxRow;
      await sms.send(row);
      await expect(sms.send(row)).rejects.toThrow('SSL Wireless refused it (4025)');
      expect(fake.messages).toEqual([expect.objectContaining({ reference: 'outbox-41' })]);
    } finally {
      await fake.close();
    }
  });
});

describe('status changes', () => {
  it('tell the customer of On the Way (e-mail and SMS), Delivered (both) and a cancellation (e-mail), nothing else', async () => {
    const { customer, orderNo } = await newOrder('01512345678');
    const worker = await signedInStaff();
    const move = (from: number | null, to: number) =>
      postJson(setStatus, `/api/admin/orders/${orderNo}/status`, { from, to }, worker.cookie, { orderNo });
    const news = async () => ({
      email: (await rowsTo(customer.user.email)).slice(1).map((row) => row.subject),
      sms: (await rowsTo('+8801512345678')).slice(1).map((row) => row.text),
    });
    expect((await move(null, ORDER_STATUS.processing)).status).toBe(200);
    expect(await news()).toEqual({ email: [], sms: [] });
    expect((await move(ORDER_STATUS.processing, ORDER_STATUS.onTheWay)).status).toBe(200);
    expect((await move(ORDER_STATUS.onTheWay, ORDER_STATUS.delivered)).status).toBe(200);
    const { email, sms } = await news();
    expect(email).toEqual([`Your order ${orderNo} is on its way`, `Your order ${orderNo} is delivered`]);
    expect(sms).toEqual([
      expect.stringMatching(new RegExp(`order ${orderNo} is on its way. Please keep BDT [\\d,]+ ready in cash`)),
      expect.stringContaining(`order ${orderNo} is delivered.`),
    ]);
    expect(sms.map(smsParts)).toEqual([1, 1]);

    const other = await newOrder();
    await postJson(
      setStatus,
      `/api/admin/orders/${other.orderNo}/status`,
      statusChange(null, ORDER_STATUS.canceledAuthor),
      worker.cookie,
      {
        orderNo: other.orderNo,
      },
    );
    const [, cancelled] = await rowsTo(other.customer.user.email);
    expect(cancelled).toMatchObject({
      subject: `Your order ${other.orderNo} is cancelled`,
      text: expect.stringContaining('we had to cancel'),
    });
    // "You pay nothing" is not followed by a total to pay.
    expect(cancelled.text).toContain('Order total');
    expect(cancelled.text).not.toContain('to pay');
    const [placed] = await rowsTo(other.customer.user.email);
    expect(placed.text).toContain('Total to pay in cash');
  });
});

describe('SMS in Bangla', () => {
  it("are what the customer gets once the owner's SMS language is 'bn': placed, on the way, delivered", async () => {
    const db = await getDb();
    await db.update(storeSettings).set({ smsLanguage: 'bn' });
    try {
      const { orderNo, total } = await newOrder('01412345678');
      const worker = await signedInStaff();
      for (const [from, to] of [
        [null, ORDER_STATUS.processing],
        [ORDER_STATUS.processing, ORDER_STATUS.onTheWay],
        [ORDER_STATUS.onTheWay, ORDER_STATUS.delivered],
      ]) {
        const moved = await postJson(setStatus, `/api/admin/orders/${orderNo}/status`, { from, to }, worker.cookie, { orderNo });
        expect(moved.status).toBe(200);
      }
      const texts = (await rowsTo('+8801412345678')).map((row) => row.text);
      expect(texts).toEqual([
        `Lumière Intimates: অর্ডার ${orderNo} নেওয়া হয়েছে। ক্যাশ অন ডেলিভারি: ${formatTaka(total)}। ${absoluteUrl('/user/my-order')}`,
        `Lumière Intimates: অর্ডার ${orderNo} পথে আছে। ${formatTaka(total)} নগদ রেডি রাখুন।`,
        `Lumière Intimates: অর্ডার ${orderNo} ডেলিভারি হয়েছে। ধন্যবাদ!`,
      ]);
      expect(texts.map(smsParts)).toEqual([2, 1, 1]);
    } finally {
      await db.update(storeSettings).set({ smsLanguage: 'en' });
    }
  });
});

describe('back in stock', () => {
  it('e-mails each shopper who asked once staff raise that size and colour, then closes the request', async () => {
    const pick = await pickOf(1, 1);
    await setPieces(pick, 0);
    const ask = (email: string) =>
      call(backInStock, '/api/shop/back-in-stock', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ product_id: productId, size_id: pick.size.id, color_id: pick.color.id, email }),
      });
    expect((await ask('waiting1@example.com')).status).toBeLessThan(300);
    expect((await ask('waiting2@example.com')).status).toBeLessThan(300);
    const owner = await signedInStaff('owner');
    const raise = (quantity: number) =>
      postJson(
        stockPost,
        `/api/admin/products/${productId}/stock`,
        { stock: [{ size_id: pick.size.id, color_id: pick.color.id, quantity }] },
        owner.cookie,
        {
          id: String(productId),
        },
      );
    expect((await raise(3)).status).toBe(200);
    for (const email of ['waiting1@example.com', 'waiting2@example.com']) {
      const rows = await rowsTo(email);
      expect(rows).toEqual([
        expect.objectContaining({
          topic: 'back-in-stock',
          subject: `Back in stock: ${product.title_en} (${pick.size.title}, ${pick.color.title})`,
        }),
      ]);
      expect(rows[0].html).toContain(`/product/${product.slug}`);
    }
    const open = await (
      await getDb()
    )
      .select()
      .from(backInStockRequests)
      .where(eq(backInStockRequests.email, 'waiting1@example.com'));
    expect(open[0].notifiedAt).not.toBeNull();
    expect((await raise(5)).status).toBe(200);
    expect(await rowsTo('waiting1@example.com')).toHaveLength(1);
  });

  it('waits while the product is hidden: no e-mail to a page that is not there, the request stays open', async () => {
    const pick = await pickOf(0, 1);
    await setPieces(pick, 0);
    const db = await getDb();
    await call(backInStock, '/api/shop/back-in-stock', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        product_id: productId,
        size_id: pick.size.id,
        color_id: pick.color.id,
        email: 'hidden@example.com',
      }),
    });
    await db.update(products).set({ active: false }).where(eq(products.id, productId));
    try {
      const owner = await signedInStaff('owner');
      const res = await postJson(
        stockPost,
        `/api/admin/products/${productId}/stock`,
        { stock: [{ size_id: pick.size.id, color_id: pick.color.id, quantity: 4 }] },
        owner.cookie,
        { id: String(productId) },
      );
      expect(res.status).toBe(200);
      expect(await rowsTo('hidden@example.com')).toEqual([]);
      const [request] = await db.select().from(backInStockRequests).where(eq(backInStockRequests.email, 'hidden@example.com'));
      expect(request.notifiedAt).toBeNull();
    } finally {
      await db.update(products).set({ active: true }).where(eq(products.id, productId));
    }
  });
});

describe('the back office outbox', () => {
  it("is the owner's: lists the messages with a reset link hidden, and Retry sends a failed one again", async () => {
    const db = await getDb();
    await queueMessages(db, [
      {
        channel: 'email',
        topic: 'password-reset',
        to: 'retry@example.com',
        subject: 'Reset',
        text: 'Go to http://x/reset-password?token=abcDEF123_-',
        html: 'x',
      },
    ]);
    await drain(db, { email: { via: 'broken', send: () => Promise.reject(new Error('down')) } });
    const [row] = await rowsTo('retry@example.com');
    expect(row.state).toBe('failed');
    const owner = await signedInStaff('owner');
    const worker = await signedInStaff('staff');
    const list = await call(outboxGet, '/api/admin/outbox?state=failed', { headers: { cookie: owner.cookie } });
    const entry = list.body.page.data.find((e: { id: number }) => e.id === row.id);
    expect(entry).toMatchObject({ state: 'failed', last_error: 'down', text: 'Go to http://x/reset-password?token=…' });
    expect(list.body.counts.failed).toBeGreaterThan(0);
    expect((await call(outboxGet, '/api/admin/outbox', { headers: { cookie: worker.cookie } })).status).toBe(403);
    expect((await call(outboxGet, '/api/admin/outbox?state=lost', { headers: { cookie: owner.cookie } })).status).toBe(400);
    expect((await postJson(retry, `/api/admin/outbox/${row.id}`, {}, worker.cookie, { id: String(row.id) })).status).toBe(403);
    expect((await postJson(retry, `/api/admin/outbox/${row.id}`, {}, owner.cookie, { id: String(row.id) })).status).toBe(200);
    expect((await rowsTo('retry@example.com'))[0]).toMatchObject({ state: 'pending', attempts: 0 });
    const transport = recorder();
    await drain(db, { email: transport });
    expect((await rowsTo('retry@example.com'))[0]).toMatchObject({
      state: 'sent',
      text: 'Go to http://x/reset-password?token=…',
    });
    expect((await postJson(retry, `/api/admin/outbox/${row.id}`, {}, owner.cookie, { id: String(row.id) })).status).toBe(409);
  });
});
