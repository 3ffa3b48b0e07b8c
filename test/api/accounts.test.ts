import { eq, sql } from 'drizzle-orm';
import { POST as customer } from '@/app/api/public/customer/route';
import { GET as session } from '@/app/api/public/session/route';
import { POST as signin } from '@/app/api/public/signin/route';
import { POST as signout } from '@/app/api/public/signout/route';
import { POST as signup } from '@/app/api/public/signup/route';
import { getDb } from '@/lib/server/db';
import { users } from '@/lib/server/db/schema';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const post = (route: Parameters<typeof call>[0], path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(route, path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });

let n = 0;
const newEmail = () => `shopper${++n}@example.com`;
const cookieOf = (res: { headers: Headers }) => res.headers.get('set-cookie')!.split(';')[0];

async function registered(password = 'secret-1') {
  const email = newEmail();
  await post(signup, '/api/public/signup', { fullname: 'Nadia Rahman', email, password });
  const res = await post(signin, '/api/public/signin', { email, password }, { 'x-forwarded-for': `10.0.0.${n}` });
  return { email, password, cookie: cookieOf(res), user: res.body.user };
}

describe('sign up', () => {
  it('creates a customer with a slow hash of the password, and never answers with it', async () => {
    const email = newEmail();
    const res = await post(signup, '/api/public/signup', {
      fullname: ' Nadia Rahman ',
      email: email.toUpperCase(),
      password: 'secret-1',
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      action: true,
      msg: 'Registration success',
      user: { id: expect.any(Number), name: 'Nadia Rahman', email, contact: null, phone: null },
    });
    expect(res.text).not.toMatch(/secret-1|scrypt/);
    const [row] = await (await getDb()).select().from(users).where(eq(users.email, email));
    expect(row.passwordHash).toMatch(/^scrypt\$32768\$8\$1\$/);
    // Signed in at once: the cookie is a live session of hers.
    expect(res.headers.get('set-cookie')).toMatch(/^session=[^;]+; Path=\/; HttpOnly; SameSite=Lax/);
    const me = await call(session, '/api/public/session', { headers: { cookie: cookieOf(res) } });
    expect(me.body).toMatchObject({ auth: true, user: { email } });
  });

  it('refuses an e-mail already registered, in any case', async () => {
    const email = newEmail();
    await post(signup, '/api/public/signup', { fullname: 'A', email, password: 'secret-1' });
    const again = await post(signup, '/api/public/signup', { fullname: 'B', email: email.toUpperCase(), password: 'secret-2' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ status: 'error', msg: 'Email already exist' });
  });

  it.each([
    [{ email: 'a@b.co', password: 'secret-1' }, 'Name must be filled out'],
    [{ fullname: 'A', email: '', password: 'secret-1' }, 'Email must be filled out'],
    [{ fullname: 'A', email: 'nope', password: 'secret-1' }, 'Please enter a valid email address'],
    [{ fullname: 'A', email: 'a@b.co', password: '12345' }, 'Password must be at least 6 characters'],
  ])('refuses %j: %s', async (body, msg) => {
    const res = await post(signup, '/api/public/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(msg);
  });
});

describe('sign in and out', () => {
  it('starts a session in an httpOnly, SameSite=Lax cookie and answers the user without secrets', async () => {
    const email = newEmail();
    await post(signup, '/api/public/signup', { fullname: 'Nadia', email, password: 'secret-1' });
    const res = await post(signin, '/api/public/signin', { email, password: 'secret-1' });
    expect(res.body).toEqual({
      auth: true,
      msg: 'Signin success',
      user: { id: expect.any(Number), name: 'Nadia', email, contact: null, phone: null },
    });
    expect(res.headers.get('set-cookie')).toMatch(/^session=[\w-]{40,}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    const me = await call(session, '/api/public/session', { headers: { cookie: cookieOf(res) } });
    expect(me.body).toEqual({ auth: true, user: res.body.user, first_order: true, order_code: false });
  });

  it('hands a non-browser client its api_token only when asked, and accepts it', async () => {
    const { email, password } = await registered();
    const res = await post(signin, '/api/public/signin', { email, password, issue_token: true });
    // spec section 3: User is id, api_token, name, email, contact (and, beside them, the verified phone)
    expect(res.body.user).toEqual({
      id: expect.any(Number),
      name: 'Nadia Rahman',
      email,
      contact: null,
      phone: null,
      api_token: expect.any(String),
    });
    expect(res.body.user.api_token).toMatch(/^[\w-]{40,}$/);
    expect(res.body.api_token).toBeUndefined();
    const named = await post(customer, '/api/public/customer', { api_token: res.body.user.api_token, name: 'Via Token' });
    expect(named.body.user.name).toBe('Via Token');
    const bearer = await post(
      customer,
      '/api/public/customer',
      { name: 'Via Bearer' },
      { authorization: `Bearer ${res.body.user.api_token}` },
    );
    expect(bearer.body.user.name).toBe('Via Bearer');
    const browser = await post(signin, '/api/public/signin', { email, password });
    expect(browser.body.user.api_token).toBeUndefined();
  });

  it.each([
    [{ email: '', password: 'x' }, 400, 'Email must have filled out'],
    [{ email: 'a@b.co', password: '' }, 400, 'Password must have filled out'],
    [{ email: 'nobody@example.com', password: 'secret-1' }, 401, 'Invalid email or password'],
  ])('refuses %j', async (body, status, msg) => {
    const res = await post(signin, '/api/public/signin', body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ status: 'error', msg });
  });

  it('locks an account for a while after five wrong passwords, even against the right one', async () => {
    const { email, password } = await registered();
    for (let i = 0; i < 5; i++) {
      const res = await post(
        signin,
        '/api/public/signin',
        { email, password: `wrong-${i}` },
        { 'x-forwarded-for': `10.1.0.${i}` },
      );
      expect(res.body.msg).toBe('Invalid email or password');
    }
    const locked = await post(signin, '/api/public/signin', { email, password }, { 'x-forwarded-for': '10.1.1.1' });
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });

  it('slows down one address trying many accounts', async () => {
    for (let i = 0; i < 20; i++)
      await post(
        signin,
        '/api/public/signin',
        { email: `guess${i}@example.com`, password: 'x' },
        { 'x-forwarded-for': '10.9.9.9' },
      );
    const { email, password } = await registered();
    const res = await post(signin, '/api/public/signin', { email, password }, { 'x-forwarded-for': '10.9.9.9' });
    expect(res.status).toBe(429);
  });

  it('signs out: the session no longer works and the cookie is cleared', async () => {
    const { cookie } = await registered();
    const res = await post(signout, '/api/public/signout', {}, { cookie });
    expect(res.body).toEqual({ status: true, msg: 'You are signed out' });
    expect(res.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await call(session, '/api/public/session', { headers: { cookie } })).body).toEqual({
      auth: false,
      user: null,
      first_order: false,
      order_code: false,
    });
  });
});

describe('POST /api/public/customer', () => {
  it('keeps the current name and contact for fields sent empty (spec: they fall back to current values)', async () => {
    const { cookie, user } = await registered();
    await post(customer, '/api/public/customer', { contact: '01712345678' }, { cookie });
    const res = await post(customer, '/api/public/customer', { name: '', contact: '', password: null }, { cookie });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('No item was editable');
    const renamed = await post(customer, '/api/public/customer', { name: 'Nadia R.', contact: '' }, { cookie });
    expect(renamed.body.user).toEqual({ ...user, name: 'Nadia R.', contact: '01712345678' });
  });

  it('changes a password only with the current one, and counts wrong ones as failed sign-ins', async () => {
    const { email, password, cookie } = await registered();
    const without = await post(customer, '/api/public/customer', { password: 'new-secret' }, { cookie });
    expect(without.status).toBe(403);
    expect(without.body.msg).toBe('Your current password is not correct');
    for (let i = 0; i < 4; i++) {
      await post(customer, '/api/public/customer', { password: 'new-secret', current_password: `guess-${i}` }, { cookie });
    }
    const locked = await post(
      customer,
      '/api/public/customer',
      { password: 'new-secret', current_password: password },
      { cookie },
    );
    expect(locked.status).toBe(429);
    expect((await post(signin, '/api/public/signin', { email, password }, { 'x-forwarded-for': '10.7.7.7' })).status).toBe(429);
  });

  it('refuses a save with nothing edited, and a visitor', async () => {
    const { cookie } = await registered();
    const none = await post(customer, '/api/public/customer', { name: null, contact: null, password: null }, { cookie });
    expect(none.status).toBe(422);
    expect(none.body.msg).toBe('No item was editable');
    expect((await post(customer, '/api/public/customer', { name: 'X' })).body.msg).toBe('Signin your account please!');
  });

  it('updates name and contact of the signed-in customer only', async () => {
    const { cookie, user } = await registered();
    const res = await post(
      customer,
      '/api/public/customer',
      { id: user.id, name: 'Nadia R.', contact: '01712345678' },
      { cookie },
    );
    expect(res.body).toEqual({
      status: true,
      msg: 'Your account has been updated',
      user: { ...user, name: 'Nadia R.', contact: '01712345678' },
    });
    const other = await post(customer, '/api/public/customer', { id: user.id + 1, name: 'Mallory' }, { cookie });
    expect(other.status).toBe(403);
    expect((await post(customer, '/api/public/customer', { contact: '12345' }, { cookie })).status).toBe(400);
  });

  it('changes the password: the old one stops working, other sessions end, this one stays', async () => {
    const { email, password, cookie } = await registered();
    const elsewhere = cookieOf(await post(signin, '/api/public/signin', { email, password }));
    const changed = await post(
      customer,
      '/api/public/customer',
      { password: 'new-secret', current_password: password },
      { cookie },
    );
    expect(changed.body.msg).toBe('Your account has been updated');
    expect((await post(signin, '/api/public/signin', { email, password })).status).toBe(401);
    expect((await post(signin, '/api/public/signin', { email, password: 'new-secret' })).status).toBe(200);
    expect((await call(session, '/api/public/session', { headers: { cookie } })).body.auth).toBe(true);
    expect((await call(session, '/api/public/session', { headers: { cookie: elsewhere } })).body.auth).toBe(false);
    const db = await getDb();
    const [{ hashes }] = await db
      .select({ hashes: sql<number>`count(*)::int` })
      .from(users)
      .where(sql`${users.passwordHash} like '%new-secret%'`);
    expect(hashes).toBe(0);
  });
});
