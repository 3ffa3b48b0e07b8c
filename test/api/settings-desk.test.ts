import { GET as getSettings, POST as saveSettingsRoute } from '@/app/api/admin/settings/route';
import { GET as appInfo } from '@/app/api/index/app/route';
import { getDb } from '@/lib/server/db';
import { listHistory } from '@/lib/server/history';
import PageCache from '@/server/page-cache.mjs';
import type { SettingsDraft } from '@/lib/validation/settings-form';
import { call, postJson } from '../call';
import { withTestDatabase } from '../database';
import { signedInStaff } from '../staff';

withTestDatabase();

const read = async (cookie: string) =>
  (await call(getSettings, '/api/admin/settings', { headers: { cookie } })).body as SettingsDraft;
const save = (cookie: string, body: unknown) => postJson(saveSettingsRoute, '/api/admin/settings', body, cookie);

describe('the store settings', () => {
  it('are the owner’s only', async () => {
    const { cookie } = await signedInStaff('staff');
    expect((await call(getSettings, '/api/admin/settings', { headers: { cookie } })).status).toBe(403);
    const res = await save(cookie, { store_name: 'Mine now' });
    expect([res.status, res.body.msg]).toEqual([403, 'Only the owner can do this']);
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
  ])('refuses %s next to its field', async (_, change, field, msg) => {
    const { cookie } = await signedInStaff('owner');
    const res = await save(cookie, { ...(await read(cookie)), ...change });
    expect([res.status, res.body]).toEqual([400, { status: 'error', msg, field }]);
  });
});
