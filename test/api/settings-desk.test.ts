import { GET as getSettings } from '@/app/api/admin/settings/route';
import { GET as appInfo } from '@/app/api/index/app/route';
import { GET as session } from '@/app/api/public/session/route';
import { getDb } from '@/lib/server/db';
import { storeSettings } from '@/lib/server/db/schema';
import { listHistory } from '@/lib/server/history';
import PageCache from '@/server/page-cache.mjs';
import { call } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { readSettings as read, saveSettings as save } from '../settings';
import { signedInStaff } from '../staff';

withTestDatabase();

describe('the store settings', () => {
  it('are for the owner and the accounts with Settings only', async () => {
    const { cookie } = await signedInStaff('staff');
    expect((await call(getSettings, '/api/admin/settings', { headers: { cookie } })).status).toBe(403);
    const res = await save(cookie, { store_name: 'Mine now' });
    expect([res.status, res.body.msg]).toEqual([403, 'Your account has no access to Settings']);
  });

  it('saves contact, social links and charges; the shop quotes them at once, every page is renewed, and it is recorded', async () => {
    const { cookie } = await signedInStaff('owner');
    const before = await read(cookie);
    const cache = new PageCache();
    await cache.set(
      '/terms-and-conditions',
      { kind: 'APP_PAGE', html: 'old' },
      { tags: ['_N_T_/layout', '_N_T_/terms-and-conditions'] },
    );
    const res = await save(cookie, {
      ...before,
      phone: '+880 1711-000000',
      instagram: '',
      shipping_status: 'Custom',
      tiers: [
        { greater_value: 3000, charge: 0 },
        { greater_value: 1000, charge: 50 },
      ],
      min_charge: 120,
    });
    expect([res.status, res.body.msg]).toEqual([200, 'Settings saved']);
    const info = (await call(appInfo, '/api/index/app')).body;
    expect(info.company.phone).toBe('+880 1711-000000');
    expect(info.store.social.instagram).toBeUndefined();
    expect(info.store.social.facebook).toBe(before.facebook);
    expect(info.store).toMatchObject({
      shipping_status: 'Custom',
      min_charge: 120,
      custom_rate: [
        { greater_value: 1000, charge: 50 },
        { greater_value: 3000, charge: 0 },
      ],
    });
    expect(await cache.get('/terms-and-conditions', { kind: 'APP_PAGE' })).toBeNull();
    const history = await listHistory(await getDb(), { subject: 'settings' });
    expect(history.data[0]).toMatchObject({ subject_name: 'Store settings', action: 'edited' });
    expect(history.data[0].after).toMatchObject({
      Phone: '+880 1711-000000',
      Instagram: '',
      Shipping: 'Custom',
      'Below every tier': 120,
    });
    await save(cookie, before);
  });

  it('saves when to ask for an order code and the SMS language, read back as saved and recorded in words', async () => {
    const { cookie } = await signedInStaff('owner');
    const before = await read(cookie);
    expect(before).toMatchObject({ order_code: 'off', sms_language: 'en' });
    for (const [order_code, sms_language] of [
      ['new', 'bn'],
      ['always', 'en'],
    ]) {
      const res = await save(cookie, { ...before, order_code, sms_language });
      expect([res.status, res.body.msg]).toEqual([200, 'Settings saved']);
      expect(await read(cookie)).toEqual({ ...before, order_code, sms_language });
    }
    const [store] = await (await getDb()).select().from(storeSettings);
    expect([store.orderCode, store.smsLanguage]).toEqual(['always', 'en']);
    // Checkout reads the same setting: a shopper is now asked for a code.
    const shopper = await signedInCustomer();
    expect((await call(session, '/api/public/session', { headers: { cookie: shopper.cookie } })).body.order_code).toBe(true);
    const history = await listHistory(await getDb(), { subject: 'settings' });
    expect(history.data.slice(0, 2).map((entry) => [entry.before, entry.after])).toEqual([
      [
        { 'Ask for a code before a cash-on-delivery order': 'For new customers', 'SMS language': 'Bangla' },
        { 'Ask for a code before a cash-on-delivery order': 'Always', 'SMS language': 'English' },
      ],
      [
        { 'Ask for a code before a cash-on-delivery order': 'Off', 'SMS language': 'English' },
        { 'Ask for a code before a cash-on-delivery order': 'For new customers', 'SMS language': 'Bangla' },
      ],
    ]);
    await save(cookie, before);
  });

  it.each([
    ['an e-mail without @', { email: 'support.shop.bd' }, 'email', 'Enter a valid email address'],
    [
      'a link that is not a web address',
      { facebook: 'javascript:alert(1)' },
      'facebook',
      'Facebook must be a web address starting with https://',
    ],
    ['no store name', { store_name: ' ' }, 'store_name', 'Enter the store name'],
    ['tiers without any', { shipping_status: 'Custom', tiers: [] }, 'tiers', 'Add a tier, or choose another way to charge'],
    [
      'two tiers from one value',
      {
        tiers: [
          { greater_value: 10, charge: 1 },
          { greater_value: 10, charge: 2 },
        ],
      },
      'tiers',
      'Two tiers start at the same cart value',
    ],
    ['a charge in words', { charge_in_city: 'sixty' }, 'charge_in_city', 'Enter the inside dhaka as a number'],
    ['a suburbs charge over 5,000', { suburbs_charge: 5001 }, 'suburbs_charge', 'Dhaka suburbs must be at most 5,000'],
    ['a suburbs charge in paisa', { suburbs_charge: 80.5 }, 'suburbs_charge', 'Dhaka suburbs must be a whole number'],
    ['a charge per kg below 0', { charge_per_kg: -1 }, 'charge_per_kg', 'Charge per kg must be at least 0'],
    ['no charge per kg (an older client)', { charge_per_kg: undefined }, 'charge_per_kg', 'Enter the charge per kg as a number'],
  ])('refuses %s next to its field', async (_, change, field, msg) => {
    const { cookie } = await signedInStaff('owner');
    const res = await save(cookie, { ...(await read(cookie)), ...change });
    expect([res.status, res.body]).toEqual([400, { status: 'error', msg, field }]);
  });

  // Missing (an older client), empty, in other words, inherited by every object, or not text at all.
  const odd = [undefined, null, '', 'On', 'Always', 'toString', 1, ['off']];
  it.each([
    ...odd.map((value) => ['order_code', value, 'Ask for a code before a cash-on-delivery order must be off, new or always']),
    ...odd.map((value) => ['sms_language', value, 'SMS language must be en or bn']),
  ])('refuses %s %j next to its field', async (field, value, msg) => {
    const { cookie } = await signedInStaff('owner');
    const res = await save(cookie, { ...(await read(cookie)), [field as string]: value });
    expect([res.status, res.body]).toEqual([400, { status: 'error', msg, field }]);
  });
});
