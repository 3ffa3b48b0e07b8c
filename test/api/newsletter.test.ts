import { sql } from 'drizzle-orm';
import { POST as newsletter } from '@/app/api/subscription/newsletter/route';
import { getDb } from '@/lib/server/db';
import { newsletterSubscriptions } from '@/lib/server/db/schema';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const post = (body: unknown) =>
  call(newsletter, '/api/subscription/newsletter', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('POST /api/subscription/newsletter', () => {
  it('stores a subscription, and answers exist for the same address in any case', async () => {
    const first = await post({ email: 'Nadia@Example.com', update_by_email: true, country_code: '+88' });
    expect(first.body).toEqual({ status: 'success', msg: 'Thank you for staying with us.' });
    const again = await post({ email: 'nadia@example.com', update_by_email: true });
    expect(again.body).toEqual({ status: 'exist', msg: 'You are already subscribed.' });
    const db = await getDb();
    const rows = await db
      .select()
      .from(newsletterSubscriptions)
      .where(sql`lower(${newsletterSubscriptions.email}) = 'nadia@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ updateByEmail: true, updateBySms: false, phone: null, countryCode: '+88' });
  });

  it('stores a phone number for SMS updates', async () => {
    expect((await post({ phone: '01712345678', update_by_sms: true })).body.status).toBe('success');
    expect((await post({ phone: '01712345678', update_by_sms: true })).body.status).toBe('exist');
  });

  it.each([
    [{ update_by_email: true, email: '' }, 'Email must be filled out'],
    [{ update_by_sms: true, phone: '' }, 'Phone must be filled out'],
    [{ update_by_email: true, update_by_sms: true, email: 'a@b.co', phone: '' }, 'Phone must be filled out'],
    [{ email: 'a@b.co', phone: '01712345678' }, 'Email or Phone must be filled out'],
    [{ update_by_email: true, email: 'not-an-address' }, 'Please enter a valid email address'],
    [{ update_by_sms: true, phone: '12345' }, 'Phone must be a Bangladeshi mobile number, e.g. 01712-345678'],
    [{ update_by_email: true, email: 'a@b.co', country_code: '+1' }, 'The country code must be +88'],
  ])('answers %j with a 400: %s', async (body, msg) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', msg });
  });
});
