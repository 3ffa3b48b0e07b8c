import { eq } from 'drizzle-orm';
import { POST as forgot } from '@/app/api/public/forgot-password/route';
import { POST as reset } from '@/app/api/public/reset-password/route';
import { GET as session } from '@/app/api/public/session/route';
import { POST as signin } from '@/app/api/public/signin/route';
import { POST as signup } from '@/app/api/public/signup/route';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { resetLinkWorks } from '@/lib/server/accounts/password-reset';
import { getDb } from '@/lib/server/db';
import { outbox, passwordResets } from '@/lib/server/db/schema';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

let n = 0;
/** Each call its own client address, so that the per-client limit is only met where a test means it. */
const post = (route: Parameters<typeof call>[0], path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(route, path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${++n % 250}`, ...headers },
    body: JSON.stringify(body),
  });
const cookieOf = (res: { headers: Headers }) => res.headers.get('set-cookie')!.split(';')[0];
const signedIn = async (cookie: string) => (await call(session, '/api/public/session', { headers: { cookie } })).body;

async function customer(password = 'old-secret') {
  const email = `reset${++n}@example.com`;
  await post(signup, '/api/public/signup', { fullname: 'Nadia Rahman', email, password });
  const res = await post(signin, '/api/public/signin', { email, password });
  return { email, password, cookie: cookieOf(res) };
}

/** The token of the newest reset e-mail to `email`, as the link in it carries it. */
async function linkToken(email: string): Promise<string> {
  const rows = await (await getDb()).select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
  const row = rows.at(-1)!;
  expect(row).toMatchObject({ topic: 'password-reset', channel: 'email' });
  return /reset-password\?token=([A-Za-z0-9_-]+)/.exec(row.text)![1];
}

const newPassword = (token: string, password = 'new-secret', confirm = password) =>
  post(reset, '/api/public/reset-password', { token, password, confirm_password: confirm });

describe('Forgot password', () => {
  it('answers an unknown address exactly as a known one, and only the known one gets an e-mail', async () => {
    const { email } = await customer();
    const known = await post(forgot, '/api/public/forgot-password', { email: email.toUpperCase() });
    const unknown = await post(forgot, '/api/public/forgot-password', { email: 'nobody-here@example.com' });
    expect(known.status).toBe(200);
    expect([unknown.status, unknown.text]).toEqual([known.status, known.text]);
    expect(known.body.msg).toBe(AUTH_MESSAGES.resetRequested);
    const db = await getDb();
    expect(await db.select().from(outbox).where(eq(outbox.recipient, 'nobody-here@example.com'))).toEqual([]);
    const [mail] = await db.select().from(outbox).where(eq(outbox.recipient, email));
    expect(mail.text).toMatch(/http:\/\/[^/]+\/reset-password\?token=[\w-]{40,}/);
    expect(mail.html).toContain('Choose a new password');
    // Only a hash of the token is kept.
    const token = await linkToken(email);
    const stored = await db.select().from(passwordResets);
    expect(stored.some((row) => row.tokenHash === token)).toBe(false);
  });

  it('refuses a missing or malformed e-mail with the sign-in messages', async () => {
    expect((await post(forgot, '/api/public/forgot-password', {})).body.msg).toBe(AUTH_MESSAGES.signinEmail);
    expect((await post(forgot, '/api/public/forgot-password', { email: 'not-an-address' })).body.msg).toBe(
      AUTH_MESSAGES.emailInvalid,
    );
  });

  it('is limited per address asked for and per client, the same for known and unknown addresses', async () => {
    const { email } = await customer();
    const ask = (address: string, client?: string) =>
      post(forgot, '/api/public/forgot-password', { email: address }, client ? { 'x-forwarded-for': client } : {});
    for (const address of [email, 'ghost@example.com']) {
      for (let i = 0; i < 3; i++) expect((await ask(address)).status).toBe(200);
      const refused = await ask(address);
      expect([refused.status, refused.body.msg]).toEqual([429, AUTH_MESSAGES.resetTooMany]);
    }
    for (let i = 0; i < 10; i++) expect((await ask(`many${i}@example.com`, '10.9.9.9')).status).toBe(200);
    expect((await ask('one-more@example.com', '10.9.9.9')).status).toBe(429);
  });
});

describe('the reset link', () => {
  it('sets the new password, ends every old session, signs her in, and works once', async () => {
    const { email, password, cookie: phone } = await customer();
    const laptop = cookieOf(await post(signin, '/api/public/signin', { email, password }));
    await post(forgot, '/api/public/forgot-password', { email });
    const token = await linkToken(email);
    expect(await resetLinkWorks(await getDb(), token)).toBe(true);
    const res = await newPassword(token);
    expect(res.status).toBe(200);
    expect(await resetLinkWorks(await getDb(), token)).toBe(false);
    expect(await resetLinkWorks(await getDb(), 'x'.repeat(500))).toBe(false);
    expect(res.body).toEqual({ auth: true, msg: AUTH_MESSAGES.passwordReset, user: expect.objectContaining({ email }) });
    expect(res.body.user.password_hash).toBeUndefined();
    expect((await signedIn(cookieOf(res))).auth).toBe(true);
    expect((await signedIn(phone)).auth).toBe(false);
    expect((await signedIn(laptop)).auth).toBe(false);
    expect((await post(signin, '/api/public/signin', { email, password })).status).toBe(401);
    expect((await post(signin, '/api/public/signin', { email, password: 'new-secret' })).status).toBe(200);

    const again = await newPassword(token, 'third-secret');
    expect([again.status, again.body.msg]).toEqual([400, AUTH_MESSAGES.resetLinkInvalid]);
    expect((await post(signin, '/api/public/signin', { email, password: 'new-secret' })).status).toBe(200);
  });

  it('stops working after 30 minutes', async () => {
    const { email, password } = await customer();
    await post(forgot, '/api/public/forgot-password', { email });
    const token = await linkToken(email);
    const [row] = await (
      await getDb()
    )
      .select()
      .from(passwordResets)
      .orderBy(passwordResets.id)
      .then((rows) => rows.slice(-1));
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 30 * 60_000)).toBeLessThan(5_000);
    await (
      await getDb()
    )
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.id, row.id));
    const late = await newPassword(token);
    expect([late.status, late.body.msg]).toEqual([400, AUTH_MESSAGES.resetLinkInvalid]);
    expect((await post(signin, '/api/public/signin', { email, password })).status).toBe(200);
  });

  it('changes only the account it was sent to; an older link stops working once a newer one is used', async () => {
    const a = await customer('a-secret');
    const b = await customer('b-secret');
    await post(forgot, '/api/public/forgot-password', { email: a.email });
    const older = await linkToken(a.email);
    await post(forgot, '/api/public/forgot-password', { email: a.email });
    const newer = await linkToken(a.email);
    expect(newer).not.toBe(older);
    const res = await newPassword(newer, 'changed-1');
    expect(res.body.user.email).toBe(a.email);
    expect((await signedIn(b.cookie)).auth).toBe(true);
    expect((await post(signin, '/api/public/signin', { email: b.email, password: 'b-secret' })).status).toBe(200);
    expect((await post(signin, '/api/public/signin', { email: b.email, password: 'changed-1' })).status).toBe(401);
    expect((await newPassword(older, 'changed-2')).status).toBe(400);
  });

  it('asks for the password twice under the sign-up rules, and refuses an invented token', async () => {
    const { email } = await customer();
    await post(forgot, '/api/public/forgot-password', { email });
    const token = await linkToken(email);
    expect((await newPassword(token, 'short')).body.msg).toBe(AUTH_MESSAGES.passwordShort);
    expect((await newPassword(token, 'long-enough', 'long-enougH')).body.msg).toBe(AUTH_MESSAGES.passwordsDiffer);
    expect((await newPassword('invented-token')).body.msg).toBe(AUTH_MESSAGES.resetLinkInvalid);
    expect((await newPassword('x'.repeat(201))).status).toBe(400);
    // The refusals above did not use the link up.
    expect((await newPassword(token)).status).toBe(200);
  });
});
