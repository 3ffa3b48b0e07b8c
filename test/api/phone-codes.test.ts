import { and, desc, eq, inArray } from 'drizzle-orm';
import { GET as outboxGet } from '@/app/api/admin/outbox/route';
import { POST as codeRoute } from '@/app/api/public/phone/code/route';
import { POST as verifyRoute } from '@/app/api/public/phone/verify/route';
import { CODE_RULES, sendCode, spendCode } from '@/lib/server/accounts/phone-codes';
import { getDb } from '@/lib/server/db';
import { outbox, phoneCodes, storeSettings, users } from '@/lib/server/db/schema';
import { deliverDue, forgetOld } from '@/lib/server/outbox/sender';
import type { OutboxRow, Transport } from '@/lib/server/outbox/transports';
import { smsParts } from '@/lib/sms-parts';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { signedInStaff } from '../staff';

withTestDatabase();

let addresses = 0;
/** A client address of its own for each test, so that the per-address limit is this test's alone. */
const newAddress = () => `192.0.2.${++addresses}`;

const ask = (body: unknown, { cookie = '', address = newAddress() } = {}) =>
  call(codeRoute, '/api/public/phone/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
const verify = (body: unknown, cookie: string) =>
  call(verifyRoute, '/api/public/phone/verify', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });

/** The code last sent to a number, as its SMS holds it (the tests read the outbox; nobody else can). */
async function lastCode(phone: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.topic, 'phone-code')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /(?:code is|কোড) (\d{6})/.exec(row.text)![1];
}

const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

describe('POST /api/public/phone/code', () => {
  it('sends a 6-digit code by SMS, keeps only a keyed hash of it, and never shows it in an answer or the outbox', async () => {
    const res = await ask({ phone: '01712-000001', purpose: 'signin' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'success', msg: 'We sent a 6-digit code to 01712-000001.', retry_after: 60 });
    const code = await lastCode('+8801712000001');
    expect(res.text).not.toContain(code);
    const db = await getDb();
    const [row] = await db.select().from(phoneCodes).where(eq(phoneCodes.phone, '+8801712000001'));
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000);
    const [sms] = await db.select().from(outbox).where(eq(outbox.recipient, '+8801712000001'));
    expect(sms.text).toBe(`Lumière: your code is ${code}. It expires in 5 minutes.`);
    expect(smsParts(sms.text)).toBe(1);
    const owner = await signedInStaff('owner');
    const listed = await call(outboxGet, '/api/admin/outbox?q=8801712000001', { headers: { cookie: owner.cookie } });
    expect(listed.body.page.data[0].text).toBe('Lumière: your code is ••••••. It expires in 5 minutes.');
    expect(listed.text).not.toContain(code);
  });

  it('answers a number with an account as it answers one without', async () => {
    const customer = await signedInCustomer();
    const db = await getDb();
    await db.update(users).set({ phone: '+8801712000002' }).where(eq(users.id, customer.user.id));
    const known = await ask({ phone: '01712000002', purpose: 'signin' });
    const unknown = await ask({ phone: '01712000003', purpose: 'signin' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(known.body.msg.replace('000002', '')).toBe(unknown.body.msg.replace('000003', ''));
  });

  it.each([
    [{ phone: '12345', purpose: 'signin' }, 'Phone must be a Bangladeshi mobile number, e.g. 01712-345678'],
    [{ phone: '01112345678', purpose: 'signin' }, 'Phone cannot start with 011 or 012: no mobile number does'],
    [{ phone: '+447911123456', purpose: 'signin' }, 'Phone must be a Bangladeshi mobile number, e.g. 01712-345678'],
    [{ phone: '01712000004', purpose: 'spam' }, 'purpose must be signin, verify or order'],
    [{ purpose: 'signin' }, 'Phone must be filled out'],
  ])('refuses %j with a 400: %s', async (body, msg) => {
    const res = await ask(body);
    expect([res.status, res.body.msg]).toEqual([400, msg]);
  });

  it('sends codes to prove a number, or for an order, only to a signed-in customer', async () => {
    expect((await ask({ phone: '01712000005', purpose: 'verify' })).status).toBe(401);
    expect((await ask({ phone: '01712000005', purpose: 'order' })).status).toBe(401);
    const { cookie } = await signedInCustomer();
    expect((await ask({ phone: '01712000005', purpose: 'verify' }, { cookie })).status).toBe(200);
  });

  it('makes a number wait 60 s between codes, with the seconds in the answer', async () => {
    expect((await ask({ phone: '01712000006', purpose: 'signin' })).status).toBe(200);
    const again = await ask({ phone: '01712000006', purpose: 'signin' });
    expect(again.status).toBe(429);
    expect(again.body.retry_after).toBeGreaterThan(55);
    expect(again.body.retry_after).toBeLessThanOrEqual(60);
    expect(again.headers.get('retry-after')).toBe(String(again.body.retry_after));
    expect(again.body.msg).toBe(`Please wait ${again.body.retry_after} seconds before asking for another code.`);
  });

  it('sends a number at most 3 codes in 10 minutes and 10 a day, whatever the address', async () => {
    const db = await getDb();
    const send = (at: Date) => sendCode(db, { phone: '01712000007', purpose: 'signin', address: newAddress() }, at);
    const start = new Date();
    for (const at of [0, 2, 4]) await send(minutes(at, start));
    await expect(send(minutes(6, start))).rejects.toMatchObject({ refusal: 'too-many', retryAfter: 4 * 60 });
    for (const at of [10, 12, 14, 20, 22, 24, 30]) await send(minutes(at, start));
    await expect(send(minutes(40, start))).rejects.toMatchObject({ refusal: 'too-many' });
    await expect(send(minutes(23 * 60, start))).rejects.toMatchObject({ refusal: 'too-many', retryAfter: 60 * 60 });
    await expect(send(minutes(24 * 60, start))).resolves.toMatchObject({ phone: '+8801712000007' });
  });

  it('sends at most 10 codes an hour to one client address, across numbers', async () => {
    const db = await getDb();
    const start = new Date();
    const send = (n: number) =>
      sendCode(
        db,
        { phone: `0171300${String(n).padStart(4, '0')}`, purpose: 'signin', address: '198.51.100.7' },
        minutes(n, start),
      );
    for (let n = 0; n < 10; n++) await send(n);
    await expect(send(10)).rejects.toMatchObject({ refusal: 'too-many', retryAfter: 50 * 60 });
    await expect(send(60)).resolves.toMatchObject({ phone: '+8801713000060' });
  });

  it('gives two requests at the same moment one code: the limits hold under a race', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => ask({ phone: '01712000008', purpose: 'signin' })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429]);
  });
});

describe('a code’s life', () => {
  it('works once, for its number and purpose, within its 5 minutes', async () => {
    const db = await getDb();
    const start = new Date();
    await sendCode(db, { phone: '01712000010', purpose: 'signin', address: newAddress() }, start);
    const code = await lastCode('+8801712000010');
    const wrong = { refusal: 'signed-out', message: 'That code is wrong or has expired. Check it, or ask for a new one.' };
    await expect(
      spendCode(db, { address: newAddress(), phone: '01712000010', purpose: 'verify', code }, start),
    ).rejects.toMatchObject(wrong);
    await expect(
      spendCode(db, { address: newAddress(), phone: '01712000011', purpose: 'signin', code }, start),
    ).rejects.toMatchObject(wrong);
    await expect(
      spendCode(db, { address: newAddress(), phone: '01712000010', purpose: 'signin', code }, minutes(5, start)),
    ).rejects.toMatchObject(wrong);
    await expect(
      spendCode(db, { address: newAddress(), phone: '০১৭১২-০০০০১০', purpose: 'signin', code }, minutes(4, start)),
    ).resolves.toBe('+8801712000010');
    await expect(
      spendCode(db, { address: newAddress(), phone: '01712000010', purpose: 'signin', code }, minutes(4, start)),
    ).rejects.toMatchObject(wrong);
  });

  it('makes a client address wait after 20 wrong codes in 15 minutes, whatever the numbers', async () => {
    const db = await getDb();
    const address = newAddress();
    for (let i = 0; i < 20; i++) {
      const wrong = spendCode(db, { address, phone: `0171300${String(i).padStart(4, '0')}`, purpose: 'signin', code: '123456' });
      await expect(wrong).rejects.toMatchObject({ refusal: 'signed-out' });
    }
    const waiting = spendCode(db, { address, phone: '01713009999', purpose: 'signin', code: '123456' });
    await expect(waiting).rejects.toMatchObject({ refusal: 'too-many' });
    // Another address is not held up.
    const elsewhere = spendCode(db, { address: newAddress(), phone: '01713009999', purpose: 'signin', code: '123456' });
    await expect(elsewhere).rejects.toMatchObject({ refusal: 'signed-out' });
  });

  it('dies at the fifth wrong try, even if the right code comes next; a new code replaces the old', async () => {
    const db = await getDb();
    const start = new Date();
    await sendCode(db, { phone: '01712000012', purpose: 'signin', address: newAddress() }, start);
    const code = await lastCode('+8801712000012');
    const other = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < CODE_RULES.wrongTries; i++)
      await expect(
        spendCode(db, { address: newAddress(), phone: '01712000012', purpose: 'signin', code: other }, start),
      ).rejects.toThrow();
    await expect(
      spendCode(db, { address: newAddress(), phone: '01712000012', purpose: 'signin', code }, start),
    ).rejects.toThrow();

    await sendCode(db, { phone: '01712000012', purpose: 'signin', address: newAddress() }, minutes(1, start));
    const first = await lastCode('+8801712000012');
    await sendCode(db, { phone: '01712000012', purpose: 'signin', address: newAddress() }, minutes(2, start));
    const second = await lastCode('+8801712000012');
    if (first !== second)
      await expect(
        spendCode(db, { address: newAddress(), phone: '01712000012', purpose: 'signin', code: first }, minutes(2, start)),
      ).rejects.toThrow();
    await expect(
      spendCode(db, { address: newAddress(), phone: '01712000012', purpose: 'signin', code: second }, minutes(2, start)),
    ).resolves.toBe('+8801712000012');
  });
});

describe('POST /api/public/phone/verify', () => {
  it('makes a proved number the customer’s phone, one account’s only; a wrong code three times, then the right one', async () => {
    const nadia = await signedInCustomer('Nadia');
    expect((await ask({ phone: '01812-000013', purpose: 'verify' }, { cookie: nadia.cookie })).status).toBe(200);
    const code = await lastCode('+8801812000013');
    const other = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i++) {
      const wrong = await verify({ phone: '01812000013', code: other }, nadia.cookie);
      expect([wrong.status, wrong.body.msg]).toEqual([401, 'That code is wrong or has expired. Check it, or ask for a new one.']);
    }
    const right = await verify({ phone: '01812000013', code }, nadia.cookie);
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ status: 'success', msg: 'Your phone number is verified.', phone: '+8801812000013' });
    const db = await getDb();
    const [stored] = await db.select().from(users).where(eq(users.id, nadia.user.id));
    expect(stored).toMatchObject({ phone: '+8801812000013', phoneVerifiedAt: expect.any(Date) });

    const rupa = await signedInCustomer('Rupa');
    // Past the number's 60 s between codes.
    // A 'verify' code is bound to the customer who asked for it: Nadia's opens nothing for Rupa.
    const forNadia = { phone: '01812000013', purpose: 'verify' as const, userId: nadia.user.id };
    await sendCode(await getDb(), { ...forNadia, address: newAddress() }, minutes(2));
    const nadias = await lastCode('+8801812000013');
    expect((await verify({ phone: '01812000013', code: nadias }, rupa.cookie)).status).toBe(401);
    const forRupa = { phone: '01812000013', purpose: 'verify' as const, userId: rupa.user.id };
    await sendCode(await getDb(), { ...forRupa, address: newAddress() }, minutes(4));
    const taken = await verify({ phone: '01812000013', code: await lastCode('+8801812000013') }, rupa.cookie);
    expect([taken.status, taken.body.msg]).toEqual([409, 'This number belongs to another account. Sign in to that one with it.']);
    expect((await verify({ phone: '01812000013', code: '12' }, rupa.cookie)).status).toBe(400);
    expect((await verify({ phone: '01812000013', code }, '')).status).toBe(401);
  });
});

describe('the shop’s hourly budget of codes', () => {
  it('holds every number and address back once 300 codes went out in the hour, until the oldest is an hour old', async () => {
    const db = await getDb();
    // An hour of its own, far ahead, so that the other tests' codes are not in it.
    const at = minutes(60 * 24 * 365);
    const rows = Array.from({ length: 300 }, (_, i) => ({
      phone: `+88017140${String(i).padStart(5, '0')}`,
      purpose: 'signin',
      codeHash: 'x',
      clientAddress: `198.18.${i >> 8}.${i & 255}`,
      createdAt: minutes(-30 + i / 100, at),
      expiresAt: minutes(-25, at),
    }));
    const inserted = await db.insert(phoneCodes).values(rows).returning({ id: phoneCodes.id });
    try {
      const held = sendCode(db, { phone: '01714099999', purpose: 'signin', address: newAddress() }, at);
      await expect(held).rejects.toMatchObject({ refusal: 'too-many', retryAfter: 30 * 60 });
      // Once the oldest is an hour old, one more may go.
      await expect(
        sendCode(db, { phone: '01714099999', purpose: 'signin', address: newAddress() }, minutes(31, at)),
      ).resolves.toMatchObject({ phone: '+8801714099999' });
    } finally {
      await db.delete(phoneCodes).where(
        inArray(
          phoneCodes.id,
          inserted.map((row) => row.id),
        ),
      );
      await db.delete(phoneCodes).where(eq(phoneCodes.phone, '+8801714099999'));
    }
  });
});

describe('the code’s SMS', () => {
  /** A transport that keeps what it sends. */
  const recorder = (): Transport & { sent: OutboxRow[] } => {
    const sent: OutboxRow[] = [];
    return { via: 'test', sent, send: async (row) => void sent.push(row) };
  };

  it('goes ahead of the messages already waiting, and is kept with its code hidden once sent', async () => {
    const db = await getDb();
    await db.update(outbox).set({ state: 'skipped' }).where(eq(outbox.state, 'pending'));
    await db.insert(outbox).values(
      Array.from({ length: 12 }, (_, i) => ({
        channel: 'sms',
        topic: 'order-status',
        recipient: `+88017120001${10 + i}`,
        text: 'x',
      })),
    );
    await sendCode(db, { phone: '01712000020', purpose: 'signin', address: newAddress() });
    const sms = recorder();
    await deliverDue(db, { sms });
    expect(sms.sent[0].topic).toBe('phone-code');
    const [row] = await db.select().from(outbox).where(eq(outbox.recipient, '+8801712000020'));
    expect(row).toMatchObject({ state: 'sent', text: 'Lumière: your code is ••••••. It expires in 5 minutes.' });
  });

  it('is never sent after its 5 minutes: it is skipped, its code hidden', async () => {
    const db = await getDb();
    await sendCode(db, { phone: '01712000021', purpose: 'signin', address: newAddress() });
    await db
      .update(outbox)
      .set({ createdAt: minutes(-6) })
      .where(eq(outbox.recipient, '+8801712000021'));
    const sms = recorder();
    await deliverDue(db, { sms });
    expect(sms.sent.filter((row) => row.recipient === '+8801712000021')).toEqual([]);
    const [row] = await db.select().from(outbox).where(eq(outbox.recipient, '+8801712000021'));
    expect(row).toMatchObject({
      state: 'skipped',
      lastError: 'The code had expired before it could be sent',
      text: 'Lumière: your code is ••••••. It expires in 5 minutes.',
    });
  });

  it("is in Bangla when the owner's SMS language is 'bn', in one part, its code hidden once sent or skipped", async () => {
    const db = await getDb();
    await db.update(storeSettings).set({ smsLanguage: 'bn' });
    try {
      await sendCode(db, { phone: '01712000022', purpose: 'signin', address: newAddress() });
      await sendCode(db, { phone: '01712000023', purpose: 'signin', address: newAddress() });
      const code = await lastCode('+8801712000022');
      const [waiting] = await db.select().from(outbox).where(eq(outbox.recipient, '+8801712000022'));
      expect(waiting.text).toBe(`Lumière: আপনার কোড ${code}। এটি 5 মিনিট পর্যন্ত কার্যকর।`);
      const hidden = 'Lumière: আপনার কোড ••••••। এটি 5 মিনিট পর্যন্ত কার্যকর।';
      const owner = await signedInStaff('owner');
      const listed = await call(outboxGet, '/api/admin/outbox?q=8801712000022', { headers: { cookie: owner.cookie } });
      expect(listed.body.page.data[0]).toMatchObject({ text: hidden, parts: 1 });
      expect(listed.text).not.toContain(code);

      // One is sent (hidden by the sender), the other is dropped too late (hidden by the database).
      await db
        .update(outbox)
        .set({ createdAt: minutes(-6) })
        .where(eq(outbox.recipient, '+8801712000023'));
      await forgetOld(db);
      const sms = recorder();
      await deliverDue(db, { sms });
      expect(sms.sent.find((row) => row.recipient === '+8801712000022')?.text).toBe(waiting.text);
      const [sent] = await db.select().from(outbox).where(eq(outbox.recipient, '+8801712000022'));
      const [skipped] = await db.select().from(outbox).where(eq(outbox.recipient, '+8801712000023'));
      expect([sent, skipped]).toMatchObject([
        { state: 'sent', text: hidden },
        { state: 'skipped', text: hidden },
      ]);
    } finally {
      await db.update(storeSettings).set({ smsLanguage: 'en' });
    }
  });
});
