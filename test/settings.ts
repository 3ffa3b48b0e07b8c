/** The store's settings as the owner reads and saves them in the back office (GET and POST /api/admin/settings). */
import { GET as getSettings, POST as saveSettingsRoute } from '@/app/api/admin/settings/route';
import type { SettingsDraft } from '@/lib/validation/settings-form';
import { call, postJson } from './call';

export const readSettings = async (cookie: string) =>
  (await call(getSettings, '/api/admin/settings', { headers: { cookie } })).body as SettingsDraft;

export const saveSettings = (cookie: string, body: unknown) => postJson(saveSettingsRoute, '/api/admin/settings', body, cookie);
