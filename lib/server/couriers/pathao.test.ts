import { startPathao } from '@/test/fakes/pathao.mjs';
import { parcelFor } from '@/test/parcel';
import { startReceiver } from '@/test/webhook-receiver';
import { CourierError, type Parcel } from './courier';
import { pathao, PATHAO_INTEGRATION_HEADER, type PathaoSettings } from './pathao';

const KEYS = {
  clientId: 'pt-client',
  clientSecret: 'pt-client-secret',
  username: 'shop@example.com',
  password: 'lovePathao',
  storeId: 4242,
};
const SECRET = 'a-webhook-secret-of-32-characters';
/** A product's title, which must never reach a label. */
const TITLE = 'Lace Balconette Bra';
const ORDERS = '/aladdin/api/v1/orders';
const TOKEN = '/aladdin/api/v1/issue-token';

type Fake = Awaited<ReturnType<typeof startPathao>>;
let fake: Fake;
/** The shop's webhook route, as the fake reaches it. */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let webhookUrl: string;

const client = (more: Partial<PathaoSettings> = {}, at: Fake = fake) =>
  pathao({ baseUrl: at.url, ...KEYS, webhookToken: SECRET, timeoutMs: 300, ...more });

/** A parcel to Mirpur, a zone of the fake's Dhaka. */
const parcel = (invoice: string, more: Partial<Parcel> = {}) =>
  parcelFor(invoice, { address: 'House 4, Road 2, Mirpur 10, Dhaka', city: 'Mirpur', ...more });

const bodyOf = (call: { body: unknown }) => (call.body ?? {}) as Record<string, unknown>;
const ordersSent = () => fake.log.filter((call) => call.path === ORDERS).map(bodyOf);
const tokenGrants = (at: Fake = fake) => at.log.filter((call) => call.path === TOKEN).map((call) => bodyOf(call).grant_type);
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: CourierError) => (expect(error).toBeInstanceOf(CourierError), error),
  );
const fail = (mode: string, times = 1, at: Fake = fake) =>
  fetch(`${at.url}/__fake/fail`, { method: 'POST', body: JSON.stringify({ mode, times }) });
const control = (path: string, body: object = {}) =>
  fetch(`${fake.url}/__fake/${path}`, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  receiver = await startReceiver(202, { [PATHAO_INTEGRATION_HEADER[0]]: PATHAO_INTEGRATION_HEADER[1] });
  webhookUrl = receiver.url;
  fake = await startPathao({ ...KEYS, webhookUrl, webhookSecret: SECRET });
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

beforeEach(async () => {
  await control('reset');
  receiver.received.length = 0;
});

describe('book', () => {
  it('books an order as Pathao documents it, placed by city, zone and area, the label saying "Clothing"', async () => {
    const booked = await client().book(parcel('LI-1001', { altPhone: '01898765432', note: 'Call before coming' }));

    expect(booked).toEqual({
      consignmentId: fake.parcels[0].consignment_id,
      trackingCode: fake.parcels[0].consignment_id,
      status: 'pending',
      deliveryFee: 60,
    });
    expect(booked.consignmentId).toMatch(/^DL\d{12}$/);
    expect(ordersSent()).toEqual([
      {
        store_id: 4242,
        merchant_order_id: 'LI-1001',
        recipient_name: 'Nadia Rahman',
        recipient_phone: '01712345678',
        recipient_secondary_phone: '01898765432',
        recipient_address: 'House 4, Road 2, Mirpur 10, Dhaka',
        recipient_city: 1,
        recipient_zone: 12,
        recipient_area: 121,
        delivery_type: 48,
        item_type: 2,
        special_instruction: 'Call before coming',
        item_quantity: 2,
        item_weight: 0.5,
        item_description: 'Clothing',
        amount_to_collect: 1450,
      },
    ]);
    expect(JSON.stringify(fake.log)).not.toContain(TITLE);
  });

  it('asks for the lists of places once per process', async () => {
    const courier = client();
    await courier.book(parcel('LI-1002'));
    await courier.book(parcel('LI-1003'));

    expect(fake.log.map((call) => call.path)).toEqual([
      TOKEN,
      '/aladdin/api/v1/city-list',
      '/aladdin/api/v1/cities/1/zone-list',
      '/aladdin/api/v1/zones/12/area-list',
      ORDERS,
      ORDERS,
    ]);
  });

  it('takes the longest area the address names, and none without home delivery', async () => {
    const courier = client();
    await courier.book(parcel('LI-1004', { address: 'Flat 3B, Road 5, Gulshan 2, Dhaka', city: 'gulshan' }));
    await courier.book(parcel('LI-1005', { address: 'House 9, Baridhara, Dhaka', city: 'Gulshan' }));

    expect(
      ordersSent().map(({ recipient_city, recipient_zone, recipient_area }) => [recipient_city, recipient_zone, recipient_area]),
    ).toEqual([
      [1, 11, 112],
      [1, 11, undefined],
    ]);
  });

  it('leaves the places out when the district or its city is not on Pathao’s lists', async () => {
    const courier = client();
    await courier.book(
      parcel('LI-1006', { address: 'Zindabazar, Sylhet Sadar, Sylhet', city: 'Sylhet Sadar', district: 'Sylhet' }),
    );
    await courier.book(parcel('LI-1007', { address: 'Uttara Sector 7, Dhaka', city: 'Uttara' }));

    for (const order of ordersSent()) {
      expect(order).not.toHaveProperty('recipient_city');
      expect(order).not.toHaveProperty('recipient_zone');
      expect(order).not.toHaveProperty('recipient_area');
    }
    expect(fake.parcels.map((p) => p.delivery_fee)).toEqual([110, 60]);
  });

  it('keeps the address, weight and cash within Pathao’s limits', async () => {
    const courier = client();
    await courier.book(parcel('LI-1008', { address: 'Mirpur', weightKg: 12, cod: 999.6 }));
    await courier.book(parcel('LI-1009', { address: 'A'.repeat(300), weightKg: 0.1 }));

    expect(ordersSent().map((o) => [o.recipient_address, o.item_weight, o.amount_to_collect])).toEqual([
      ['Mirpur, Mirpur, Dhaka', 10, 1000],
      ['A'.repeat(220), 0.5, 1450],
    ]);
  });

  it('asks the price plan for the fee when the answer leaves it out', async () => {
    await fail('no-fee');

    const booked = await client().book(
      parcel('LI-1010', { address: 'Agrabad C/A, Chattogram', city: 'Agrabad', district: 'Chattogram', weightKg: 2 }),
    );

    expect(booked.deliveryFee).toBe(110 + 2 * 15);
    expect(bodyOf(fake.log.at(-1)!)).toEqual({
      store_id: 4242,
      item_type: 2,
      delivery_type: 48,
      item_weight: 2,
      recipient_city: 2,
      recipient_zone: 21,
    });
  });

  it('reads a refusal with its first field error', async () => {
    const error = await failureOf(client().book(parcel('LI-1011', { phone: '1234' })));

    expect(error).toMatchObject({
      kind: 'refused',
      message: 'Please fix the given errors The recipient phone format is invalid.',
    });
  });

  it('reads an error under HTTP 200 by its code', async () => {
    const courier = client();
    await courier.book(parcel('LI-1012'));
    await fail('http200-error');

    expect(await failureOf(courier.book(parcel('LI-1013')))).toMatchObject({ kind: 'refused', message: 'Something went wrong' });
  });

  it('is unauthorized with wrong keys', async () => {
    const error = await failureOf(client({ clientSecret: 'wrong' }).book(parcel('LI-1014')));

    expect(error).toMatchObject({ kind: 'unauthorized', message: 'Unauthenticated.' });
    expect(ordersSent()).toHaveLength(0);
  });

  it.each([
    ['429', 'rate-limited'],
    ['500', 'unavailable'],
    ['timeout', 'unavailable'],
  ])('a %s is %s, and a booking is never tried again', async (mode, kind) => {
    const courier = client();
    await courier.book(parcel('LI-1015'));
    await fail(mode);

    expect((await failureOf(courier.book(parcel('LI-1016'))))?.kind).toBe(kind);
    expect(ordersSent()).toHaveLength(2);
  });

  it('is unavailable when the answer of an order made is lost; Pathao has no lookup by invoice', async () => {
    const courier = client();
    await fail('lost-create');

    expect((await failureOf(courier.book(parcel('LI-1017'))))?.kind).toBe('unavailable');
    expect(fake.parcels.map((p) => p.merchant_order_id)).toEqual(['LI-1017']);
    expect(await courier.find('LI-1017')).toBeNull();
  });
});

describe('bookMany', () => {
  it('books one by one (Pathao’s bulk call answers no ids), going on past a refusal', async () => {
    const results = await client().bookMany([parcel('LI-2001'), parcel('LI-2002', { phone: '1234' }), parcel('LI-2003')]);

    expect(results).toEqual([
      { invoice: 'LI-2001', booked: expect.objectContaining({ consignmentId: fake.parcels[0].consignment_id }) },
      { invoice: 'LI-2002', error: expect.objectContaining({ kind: 'refused' }) },
      { invoice: 'LI-2003', booked: expect.objectContaining({ consignmentId: fake.parcels[1].consignment_id }) },
    ]);
    expect(fake.log.some((call) => call.path.endsWith('/orders/bulk'))).toBe(false);
  });

  it('stops at a 429, the rest rate-limited without a call', async () => {
    const courier = client();
    await courier.book(parcel('LI-2004'));
    await fail('429');

    const results = await courier.bookMany([parcel('LI-2005'), parcel('LI-2006'), parcel('LI-2007')]);

    expect(results.map((result) => result.error?.kind)).toEqual(['rate-limited', 'rate-limited', 'rate-limited']);
    expect(ordersSent()).toHaveLength(2);
  });
});

describe('status, find, return', () => {
  it('reads an order’s status slug by its consignment; null without one, or for one Pathao lacks', async () => {
    const courier = client();
    const booked = await courier.book(parcel('LI-3001'));
    await control('advance', { consignment_id: booked.consignmentId, status: 'at-the-sorting-hub' });

    expect(await courier.status({ invoice: 'LI-3001', consignmentId: booked.consignmentId })).toEqual({
      status: 'at-the-sorting-hub',
      collected: null,
      deliveryFee: null,
    });
    expect(fake.log.at(-1)?.path).toBe(`${ORDERS}/${booked.consignmentId}/info`);
    expect(await courier.status({ invoice: 'LI-3001', consignmentId: null })).toBeNull();
    expect(await courier.status({ invoice: 'LI-0000', consignmentId: 'DL000000000000' })).toBeNull();
  });

  it('has no lookup by invoice and no return request', async () => {
    const courier = client();
    await courier.book(parcel('LI-3002'));

    expect(await courier.find('LI-3002')).toBeNull();
    expect(await courier.requestReturn({ invoice: 'LI-3002', consignmentId: fake.parcels[0].consignment_id }, 'Refused')).toBe(
      false,
    );
  });
});

describe('the token', () => {
  it('is asked for once by calls made at the same moment', async () => {
    const courier = client();

    await Promise.all([
      courier.status({ invoice: 'a', consignmentId: 'DL1' }),
      courier.status({ invoice: 'b', consignmentId: 'DL2' }),
      courier.book(parcel('LI-4001')),
    ]);

    expect(tokenGrants()).toEqual(['password']);
  });

  it('is renewed by its refresh token shortly before it expires, else by the password', async () => {
    let clock = 0;
    const courier = client({ now: () => clock });
    await courier.status({ invoice: 'a', consignmentId: 'DL1' });
    clock = 432_000_000 * 0.95;
    await courier.status({ invoice: 'a', consignmentId: 'DL1' });
    clock *= 2;
    await fail('401');
    await courier.status({ invoice: 'a', consignmentId: 'DL1' });

    expect(tokenGrants()).toEqual(['password', 'refresh_token', 'refresh_token', 'password']);
    expect(bodyOf(fake.log.find((call) => bodyOf(call).grant_type === 'refresh_token')!)).toEqual({
      client_id: 'pt-client',
      client_secret: 'pt-client-secret',
      grant_type: 'refresh_token',
      refresh_token: expect.stringMatching(/^pt-refresh-/),
    });
  });

  it('is renewed once when Pathao refuses it, and the call made again', async () => {
    const shortLived = await startPathao({ ...KEYS, tokenTtlSeconds: 1 });
    try {
      // A clock that stands still: only Pathao's 401 tells the token expired.
      const courier = client({ now: () => 0 }, shortLived);
      const booked = await courier.book(parcel('LI-4002'));
      await new Promise((resolve) => setTimeout(resolve, 1_100));

      expect(await courier.status({ invoice: 'LI-4002', consignmentId: booked.consignmentId })).toMatchObject({
        status: 'pending',
      });
      expect(shortLived.log.slice(-3).map((call) => [call.path.replace(/DL\d+/, 'DL…'), bodyOf(call).grant_type])).toEqual([
        [`${ORDERS}/DL…/info`, undefined],
        [TOKEN, 'refresh_token'],
        [`${ORDERS}/DL…/info`, undefined],
      ]);
    } finally {
      await shortLived.close();
    }
  });
});

describe('parseWebhook', () => {
  const signed = (secret: string) => new Headers({ 'x-pathao-signature': secret });

  it('reads the webhook the fake sends when an order moves', async () => {
    const booked = await client().book(parcel('LI-5001'));
    const answer = await control('advance', { invoice: 'LI-5001', status: 'delivered' });

    expect(answer.status).toBe(202);
    const [{ headers, body }] = receiver.received;
    expect(client().parseWebhook(headers, body)).toEqual({
      kind: 'signal',
      signal: {
        dedupeKey: `pathao:${booked.consignmentId}:order.delivered:${fake.parcels[0].updated_at}`,
        invoice: 'LI-5001',
        consignmentId: booked.consignmentId,
        status: 'delivered',
        collected: fake.parcels[0].collected_amount,
        deliveryFee: booked.deliveryFee,
      },
    });
  });

  it('reads the registration as a handshake, answered with Pathao’s integration header', async () => {
    const answer = await control('handshake');

    expect(await answer.json()).toEqual({ webhookStatus: 202, integrationSecret: 'f3992ecc-59da-4cbe-a049-a13da2018d51' });
    expect(client().parseWebhook(receiver.received[0].headers, receiver.received[0].body)).toEqual({ kind: 'handshake' });
  });

  it('refuses a webhook without the secret, or with another; and every webhook when no secret is set', () => {
    const body = { event: 'order.delivered', consignment_id: 'DL1' };
    for (const headers of [new Headers(), signed('another-secret-of-32-characters!!')])
      expect(() => client().parseWebhook(headers, body)).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
    expect(() => client({ webhookToken: undefined }).parseWebhook(signed(''), { event: 'webhook_integration' })).toThrow(
      expect.objectContaining({ kind: 'unauthorized' }),
    );
  });

  it.each([null, 'text', {}, { event: 'store.created', consignment_id: 'DL1' }, { event: 'order.delivered' }, { event: 7 }])(
    'ignores what it cannot read: %j',
    (body) => {
      expect(client().parseWebhook(signed(SECRET), body)).toEqual({ kind: 'ignored' });
    },
  );
});

it('links to Pathao’s tracking page by consignment and the 11-digit phone', () => {
  expect(client().trackingUrl({ consignmentId: 'DL121224VS8TTJ', trackingCode: 'DL121224VS8TTJ' }, '+8801712345678')).toBe(
    'https://merchant.pathao.com/tracking?consignment_id=DL121224VS8TTJ&phone=01712345678',
  );
  expect(client().trackingUrl({ consignmentId: null, trackingCode: null }, '01712345678')).toBeNull();
});
