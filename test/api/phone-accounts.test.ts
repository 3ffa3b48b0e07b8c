import { and, desc, eq } from 'drizzle-orm';
import { POST as codeRoute } from '@/app/api/public/phone/code/route';
import { POST as signinRoute } from '@/app/api/public/phone/signin/route';
import { POST as customerRoute } from '@/app/api/public/customer/route';
import { POST as resetRoute } from '@/app/api/public/reset-password/route';
import { POST as signinEmailRoute } from '@/app/api/public/signin/route';
import { GET as sessionRoute } from '@/app/api/public/session/route';
import { getDb } from '@/lib/server/db';
import { orders, outbox, storeSettings, users } from '@/lib/server/db/schema';
import { call, postJson } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { placeOrder } from '../orders';
import { plentyOfStock, sizedProduct, variant } from '../stock';

withTestDatabase();

let addresses = 0;
const ask = (phone: string, purpose: string, cookie = '') =>
  call(codeRoute, '/api/public/phone/code', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': `198.51.100.${++addresses}` },
    body: JSON.stringify({ phone, purpose }),
  });
const signin = (body: unknown) => postJson(signinRoute, '/api/public/phone/signin', body, '');

/** The code last sent to a number (the tests read the outbox; nobody else can). */
async function lastCode(phone: string): Promise<string> {
  const [row] = await (
    await getDb()
  )
    .select({ text: outbox.text })
    .from(outbox)
    .where(and(eq(outbox.recipient, phone), eq(outbox.topic, 'phone-code')))
    .orderBy(desc(outbox.id))
    .limit(1);
  return /code is (\d{6})/.exec(row.text)![1];
}

const cookieOf = (res: { headers: Headers }) => /session=[^;]+/.exec(res.headers.get('set-cookie') ?? '')![0];

describe('POST /api/public/phone/signin', () => {
  it('makes a new number an account in her name only, with no e-mail or password, and signs her in', async () => {
    expect((await ask('01755-000001', 'signin')).status).toBe(200);
    const code = await lastCode('+8801755000001');
    // Right code, new number, no name: she is asked for it, and the code still works.
    const nameless = await signin({ phone: '01755000001', code });
    expect([nameless.status, nameless.body]).toEqual([
      422,
      { status: 'error', msg: 'Tell us your name to make your account.', field: 'name' },
    ]);
    const made = await signin({ phone: '+880 1755-000001', code, name: '  Shathi Akter ' });
    expect(made.status).toBe(200);
    expect(made.body).toEqual({
      auth: true,
      msg: 'Signin success',
      user: { id: expect.any(Number), name: 'Shathi Akter', email: null, contact: '01755000001', phone: '+8801755000001' },
    });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, made.body.user.id));
    expect(row).toMatchObject({ email: null, passwordHash: null, phoneVerifiedAt: expect.any(Date) });
    const session = await call(sessionRoute, '/api/public/session', { headers: { cookie: cookieOf(made) } });
    expect(session.body).toMatchObject({ auth: true, user: { id: row.id, phone: '+8801755000001' } });
    // The code was used: it opens nothing again.
    expect((await signin({ phone: '01755000001', code, name: 'Someone' })).status).toBe(401);
  });

  it('signs a returning number into its own account, whatever name is given', async () => {
    const nadia = await signedInCustomer('Nadia');
    const db = await getDb();
    await db.update(users).set({ phone: '+8801755000002', phoneVerifiedAt: new Date() }).where(eq(users.id, nadia.user.id));
    await ask('01755000002', 'signin');
    const res = await signin({ phone: '০১৭৫৫০০০০০২', code: await lastCode('+8801755000002'), name: 'Impostor' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: nadia.user.id, name: 'Nadia', email: nadia.user.email });
  });

  it('refuses a wrong code (401), a malformed number or code (400), and never answers 5xx', async () => {
    await ask('01755000003', 'signin');
    const code = await lastCode('+8801755000003');
    const other = code === '000000' ? '111111' : '000000';
    expect((await signin({ phone: '01755000003', code: other, name: 'X' })).status).toBe(401);
    expect((await signin({ phone: '01155000003', code })).status).toBe(400);
    expect((await signin({ phone: '01755000003', code: '12345' })).status).toBe(400);
    expect((await signin({ phone: '01755000003', code, name: 'x'.repeat(101) })).status).toBe(400);
    expect((await signin([])).status).toBe(400);
  });
});

describe('Manage Account for an account made with a phone', () => {
  it('adds an e-mail only through a link sent to it, which also sets her password', async () => {
    await ask('01755000004', 'signin');
    const made = await signin({ phone: '01755000004', code: await lastCode('+8801755000004'), name: 'Mitu' });
    const cookie = cookieOf(made);
    const taken = await signedInCustomer('Rupa');
    const save = (email: string) => postJson(customerRoute, '/api/public/customer', { email }, cookie);
    const refused = await save(taken.user.email);
    expect([refused.status, refused.body.msg]).toEqual([409, 'Email already exist']);
    const asked = await save('Mitu@Example.com');
    expect(asked.status).toBe(200);
    expect(asked.body.msg).toMatch(/^We sent a link to mitu@example\.com\. Open it/);
    // Not hers until the link is used.
    expect(asked.body.user.email).toBeNull();
    const [mail] = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, 'mitu@example.com'));
    expect(mail.subject).toBe('Confirm your e-mail for Lumière Intimates');
    const token = /reset-password\?token=([\w-]+)/.exec(mail.text)![1];
    const used = await postJson(
      resetRoute,
      '/api/public/reset-password',
      { token, password: 'a-new-secret', confirm_password: 'a-new-secret' },
      '',
    );
    expect(used.status).toBe(200);
    expect(used.body.user).toMatchObject({ email: 'mitu@example.com', phone: '+8801755000004' });
    // Now she signs in by e-mail too, and the address cannot be replaced.
    expect(
      (await postJson(signinEmailRoute, '/api/public/signin', { email: 'mitu@example.com', password: 'a-new-secret' }, ''))
        .status,
    ).toBe(200);
    const again = await postJson(customerRoute, '/api/public/customer', { email: 'other@example.com' }, cookieOf(used));
    expect([again.status, again.body.msg]).toEqual([409, 'Your account already has an e-mail address.']);
  });
});

describe('an order from a proved number', () => {
  const line = async () => [
    { id: sizedProduct.id, count: 1, attribute_pick: await variant(sizedProduct.sizes[0], sizedProduct.colors[0]) },
  ];
  const setOrderCode = async (orderCode: string) => (await getDb()).update(storeSettings).set({ orderCode });
  const stored = async (orderNo: string) => (await (await getDb()).select().from(orders).where(eq(orders.orderNo, orderNo)))[0];
  beforeAll(plentyOfStock);
  afterEach(() => setOrderCode('off'));

  it('is marked Phone verified when her account’s verified phone is the order’s contact, and not otherwise', async () => {
    await ask('01755000005', 'signin');
    const made = await signin({ phone: '01755000005', code: await lastCode('+8801755000005'), name: 'Lima' });
    const cookie = cookieOf(made);
    const verified = await placeOrder(cookie, await line(), { contact: '' });
    expect(verified.status).toBe(201);
    expect((await stored(verified.body.orderid)).phoneVerified).toBe(true);

    const nadia = await signedInCustomer('Nadia');
    const unproved = await placeOrder(nadia.cookie, await line(), { contact: '01755000006' });
    expect((await stored(unproved.body.orderid)).phoneVerified).toBe(false);
  });

  it('asks an unproved number for a code where the owner says so: Always, or For new customers', async () => {
    const nadia = await signedInCustomer('Nadia');
    const sessionOf = async () => (await call(sessionRoute, '/api/public/session', { headers: { cookie: nadia.cookie } })).body;
    expect((await sessionOf()).order_code).toBe(false);
    await setOrderCode('new');
    expect((await sessionOf()).order_code).toBe(true);

    const refused = await placeOrder(nadia.cookie, await line(), { contact: '01755000007' });
    expect([refused.status, refused.body.msg]).toEqual([
      403,
      'Confirm your phone number with the code we send to it, then Complete Order.',
    ]);
    // The 'order' code is for signed-in customers only.
    expect((await ask('01755000007', 'order')).status).toBe(401);
    expect((await ask('01755000007', 'order', nadia.cookie)).status).toBe(200);
    const code = await lastCode('+8801755000007');
    const wrong = await placeOrder(nadia.cookie, await line(), {
      contact: '01755000007',
      phone_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    const placed = await placeOrder(nadia.cookie, await line(), { contact: '01755000007', phone_code: code });
    expect(placed.status).toBe(201);
    expect((await stored(placed.body.orderid)).phoneVerified).toBe(true);
    // The number she proved is now her account's.
    expect((await sessionOf()).user.phone).toBe('+8801755000007');

    // Not a new customer any more: another number needs no code under "For new customers", but does under "Always".
    expect((await placeOrder(nadia.cookie, await line(), { contact: '01755000008' })).status).toBe(201);
    await setOrderCode('always');
    expect((await placeOrder(nadia.cookie, await line(), { contact: '01755000008' })).status).toBe(403);
    expect((await placeOrder(nadia.cookie, await line(), { contact: '01755000007' })).status).toBe(201);
  });
});
