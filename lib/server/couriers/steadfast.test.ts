import { dhakaDate } from '@/lib/dhaka-day';
import { startSteadfast } from '@/test/fakes/steadfast.mjs';
import { parcelFor } from '@/test/parcel';
import { startReceiver } from '@/test/webhook-receiver';
import { CourierError } from './courier';
import { steadfast } from './steadfast';

const KEYS = { apiKey: 'sf-api-key', secretKey: 'sf-secret-key' };
const TOKEN = 'a-webhook-token-of-32-characters';
/** A product's title, which must never reach a label. */
const TITLE = 'Lace Balconette Bra';

let fake: Awaited<ReturnType<typeof startSteadfast>>;
let client: ReturnType<typeof steadfast>;
/** The shop's webhook route, as the fake reaches it. */
let receiver: Awaited<ReturnType<typeof startReceiver>>;

const parcel = parcelFor;

const bodyOf = (call: { body: unknown }) => call.body as Record<string, unknown>;
const failureOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: CourierError) => (expect(error).toBeInstanceOf(CourierError), error),
  );
const fail = (mode: string, times = 1) =>
  fetch(`${fake.url}/__fake/fail`, { method: 'POST', body: JSON.stringify({ mode, times }) });
const advance = (body: object) => fetch(`${fake.url}/__fake/advance`, { method: 'POST', body: JSON.stringify(body) });

beforeAll(async () => {
  receiver = await startReceiver(202);
  fake = await startSteadfast({ ...KEYS, webhookUrl: receiver.url, webhookToken: TOKEN });
  client = steadfast({ baseUrl: fake.url, ...KEYS, webhookToken: TOKEN, timeoutMs: 300 });
});

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

beforeEach(async () => {
  await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
  receiver.received.length = 0;
});

describe('book', () => {
  it('books a parcel as Steadfast documents it, the label saying "Clothing"', async () => {
    const booked = await client.book(
      parcel('LI-1001', { altPhone: '01898765432', note: 'Call before coming', name: 'N'.repeat(120), address: 'A'.repeat(300) }),
    );

    expect(booked).toEqual({
      consignmentId: String(fake.parcels[0].consignment_id),
      trackingCode: fake.parcels[0].tracking_code,
      status: 'in_review',
      deliveryFee: null,
    });
    expect(booked.trackingCode).toMatch(/^SF\d+$/);
    expect(fake.log).toHaveLength(1);
    expect(fake.log[0]).toMatchObject({ method: 'POST', path: '/create_order' });
    expect(bodyOf(fake.log[0])).toEqual({
      invoice: 'LI-1001',
      recipient_name: 'N'.repeat(100),
      recipient_phone: '01712345678',
      alternative_phone: '01898765432',
      recipient_address: 'A'.repeat(250),
      cod_amount: 1450,
      note: 'Call before coming',
      item_description: 'Clothing',
      total_lot: 2,
      delivery_type: 0,
    });
    expect(JSON.stringify(fake.log)).not.toContain(TITLE);
  });

  it('sends no alternative phone when there is none, and an empty note', async () => {
    await client.book(parcel('LI-1002'));

    expect(bodyOf(fake.log[0])).not.toHaveProperty('alternative_phone');
    expect(bodyOf(fake.log[0]).note).toBe('');
  });

  it('reads an invoice already taken, refused under HTTP 200, as a duplicate', async () => {
    await client.book(parcel('LI-1003'));

    const error = await failureOf(client.book(parcel('LI-1003')));

    expect(error?.kind).toBe('duplicate');
    expect(fake.parcels).toHaveLength(1);
  });

  it('reads any other error in the body of an HTTP 200 as a refusal, with the first field error', async () => {
    await fail('http200-error');

    const error = await failureOf(client.book(parcel('LI-1004')));

    expect(error?.kind).toBe('refused');
    expect(error?.message).toBe('The given data was invalid. The recipient phone format is invalid.');
  });

  it('reads a validation error under HTTP 422 as a refusal', async () => {
    const error = await failureOf(client.book(parcel('LI-1005', { phone: '0171' })));

    expect(error).toMatchObject({
      kind: 'refused',
      message: 'The given data was invalid. The recipient phone must be 11 digits.',
    });
  });

  it('is unauthorized with wrong keys', async () => {
    const wrong = steadfast({ baseUrl: fake.url, apiKey: 'wrong', secretKey: KEYS.secretKey, webhookToken: TOKEN });

    expect(await failureOf(wrong.book(parcel('LI-1006')))).toMatchObject({ kind: 'unauthorized', message: 'Unauthenticated.' });
    await fail('401');
    expect((await failureOf(client.book(parcel('LI-1006'))))?.kind).toBe('unauthorized');
  });

  it('is rate-limited on a 429 and unavailable on a 500', async () => {
    await fail('429');
    expect((await failureOf(client.book(parcel('LI-1007'))))?.kind).toBe('rate-limited');
    await fail('500');
    expect((await failureOf(client.book(parcel('LI-1007'))))?.kind).toBe('unavailable');
    expect(fake.parcels).toHaveLength(0);
  });

  it('is unavailable when Steadfast does not answer in time', async () => {
    await fail('timeout');

    const error = await failureOf(client.book(parcel('LI-1008')));

    expect(error?.kind).toBe('unavailable');
  });

  it('is unavailable when the answer of a booking made is lost, and finds the parcel by its invoice', async () => {
    await fail('lost-create');

    expect((await failureOf(client.book(parcel('LI-1009'))))?.kind).toBe('unavailable');

    expect(fake.parcels.map((p) => p.invoice)).toEqual(['LI-1009']);
    expect(await client.find('LI-1009')).toEqual({
      consignmentId: null,
      trackingCode: null,
      status: 'in_review',
      deliveryFee: null,
    });
  });
});

describe('bookMany', () => {
  it('books many in one call, the orders a JSON-encoded array in `data`', async () => {
    const results = await client.bookMany([parcel('LI-2001'), parcel('LI-2002', { note: 'Gate 2' })]);

    expect(results).toEqual(
      fake.parcels.map((p) => ({
        invoice: p.invoice,
        booked: {
          consignmentId: String(p.consignment_id),
          trackingCode: p.tracking_code,
          status: 'in_review',
          deliveryFee: null,
        },
      })),
    );
    expect(fake.log.map((call) => call.path)).toEqual(['/create_order/bulk-order']);
    const orders = JSON.parse(bodyOf(fake.log[0]).data as string);
    expect(orders).toHaveLength(2);
    expect(orders[1]).toMatchObject({ invoice: 'LI-2002', note: 'Gate 2', item_description: 'Clothing', total_lot: 2 });
    expect(JSON.stringify(fake.log)).not.toContain(TITLE);
  });

  it('says "duplicate" of an invoice booked before, or twice in the same call', async () => {
    await client.book(parcel('LI-2003'));

    const results = await client.bookMany([parcel('LI-2003'), parcel('LI-2004'), parcel('LI-2004'), parcel('bad invoice')]);

    expect(results.map((result) => result.error?.kind ?? 'booked')).toEqual(['duplicate', 'booked', 'duplicate', 'refused']);
    expect(fake.parcels.map((p) => p.invoice)).toEqual(['LI-2003', 'LI-2004']);
  });

  it('sends 500 at most in one call', async () => {
    const many = Array.from({ length: 501 }, (_, n) => parcel(`LI-3${String(n).padStart(3, '0')}`));

    const results = await client.bookMany(many);

    expect(results.filter((result) => result.booked)).toHaveLength(501);
    expect(fake.log.map((call) => JSON.parse(bodyOf(call).data as string).length)).toEqual([500, 1]);
  });

  it('gives every parcel the error of a call that failed, for the caller to look each one up', async () => {
    await fail('lost-create');

    const results = await client.bookMany([parcel('LI-2005'), parcel('LI-2006')]);

    expect(results.map((result) => result.error?.kind)).toEqual(['unavailable', 'unavailable']);
    expect(await client.find('LI-2006')).toMatchObject({ status: 'in_review' });
  });
});

describe('status, find, return, money', () => {
  it('reads a parcel by consignment, else by invoice; null when Steadfast has none', async () => {
    const booked = await client.book(parcel('LI-4001'));
    await advance({ invoice: 'LI-4001', status: 'hold' });

    expect(await client.status({ invoice: 'LI-4001', consignmentId: booked.consignmentId })).toEqual({
      status: 'hold',
      collected: null,
      deliveryFee: null,
    });
    expect(await client.status({ invoice: 'LI-4001', consignmentId: null })).toMatchObject({ status: 'hold' });
    expect(fake.log.slice(-2).map((call) => call.path)).toEqual([
      `/status_by_cid/${booked.consignmentId}`,
      '/status_by_invoice/LI-4001',
    ]);
    expect(await client.status({ invoice: 'LI-0000', consignmentId: null })).toBeNull();
    expect(await client.status({ invoice: 'LI-0000', consignmentId: '999' })).toBeNull();
    expect(await client.find('LI-0000')).toBeNull();
  });

  it('asks for a parcel back by consignment or invoice', async () => {
    const booked = await client.book(parcel('LI-4002'));

    expect(await client.requestReturn({ invoice: 'LI-4002', consignmentId: booked.consignmentId }, 'Refused at the door')).toBe(
      true,
    );
    expect(await client.requestReturn({ invoice: 'LI-4002', consignmentId: null }, 'Refused')).toBe(true);
    expect(fake.log.slice(-2).map(bodyOf)).toEqual([
      { consignment_id: booked.consignmentId, reason: 'Refused at the door' },
      { invoice: 'LI-4002', reason: 'Refused' },
    ]);
    expect((await failureOf(client.requestReturn({ invoice: 'LI-0000', consignmentId: null }, 'x')))?.kind).toBe('refused');
  });

  it('reads the balance and the payouts', async () => {
    await client.book(parcel('LI-4003', { cod: 1000 }));
    await client.book(parcel('LI-4004', { cod: 500, address: 'Agrabad, Chattogram' }));
    await advance({ invoice: 'LI-4003', status: 'delivered' });
    await advance({ invoice: 'LI-4004', status: 'partial_delivered', collected: 300 });
    await fetch(`${fake.url}/__fake/payout`, { method: 'POST', body: JSON.stringify({ amount: 700 }) });

    expect(await client.balance!()).toBe(1000 - 60 + 300 - 110 - 700);
    expect(await client.payouts!()).toEqual([{ reference: '1', amount: 700, paidOn: dhakaDate(new Date()) }]);
  });
});

describe('parseWebhook', () => {
  it('reads the webhook the fake sends when a parcel moves', async () => {
    const booked = await client.book(parcel('LI-5001'));
    await advance({ consignment_id: booked.consignmentId, status: 'delivered_approval_pending' });

    const [{ headers, body }] = receiver.received;
    const { updated_at } = fake.parcels[0];
    expect(client.parseWebhook(headers, body)).toEqual({
      kind: 'signal',
      signal: {
        dedupeKey: `steadfast:${booked.consignmentId}:delivered_approval_pending:${updated_at}`,
        invoice: 'LI-5001',
        consignmentId: booked.consignmentId,
        status: 'delivered_approval_pending',
        collected: fake.parcels[0].collected,
        deliveryFee: fake.parcels[0].delivery_charge,
      },
    });
  });

  const bearer = (token: string) => new Headers({ authorization: `Bearer ${token}` });

  it('reads a tracking update as a signal without a status', () => {
    const body = {
      notification_type: 'tracking_update',
      consignment_id: 77,
      invoice: 'LI-5002',
      tracking_message: 'Reached the Dhaka hub',
      updated_at: '2026-03-01 10:00:00',
    };

    expect(client.parseWebhook(bearer(TOKEN), body)).toEqual({
      kind: 'signal',
      signal: {
        dedupeKey: 'steadfast:77:tracking:Reached the Dhaka hub:2026-03-01 10:00:00',
        invoice: 'LI-5002',
        consignmentId: '77',
        status: null,
        collected: null,
        deliveryFee: null,
      },
    });
  });

  it('refuses a webhook without the token, or with another', () => {
    const body = { notification_type: 'delivery_status', consignment_id: 1, status: 'delivered' };
    for (const headers of [new Headers(), bearer('another-token-of-32-characters!!'), new Headers({ authorization: TOKEN })])
      expect(() => client.parseWebhook(headers, body)).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
  });

  it('refuses every webhook when no token is set', () => {
    const open = steadfast({ baseUrl: fake.url, ...KEYS, webhookToken: undefined });

    expect(() => open.parseWebhook(bearer(''), {})).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
    expect(() => open.parseWebhook(bearer('undefined'), {})).toThrow(expect.objectContaining({ kind: 'unauthorized' }));
  });

  it.each([null, 'text', [], {}, { notification_type: 'delivery_status' }, { notification_type: 'other', consignment_id: 1 }])(
    'ignores what it cannot read: %j',
    (body) => {
      expect(client.parseWebhook(bearer(TOKEN), body)).toEqual({ kind: 'ignored' });
    },
  );
});

it('links to Steadfast’s tracking page by tracking code', () => {
  expect(client.trackingUrl({ consignmentId: '1', trackingCode: 'SF01000001' }, '01712345678')).toBe(
    'https://steadfast.com.bd/t/SF01000001',
  );
  expect(client.trackingUrl({ consignmentId: '1', trackingCode: null }, '01712345678')).toBeNull();
});
