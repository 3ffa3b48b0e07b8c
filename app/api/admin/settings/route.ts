import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { getSettingsForm, saveSettings } from '@/lib/server/settings/desk';
import { settingsFormSchema } from '@/lib/validation/settings-form';

/** The store's settings (Settings): read them, or save them (every page of the shop shows them at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db, staff }) => json(await getSettingsForm(db, staff))),
  // An account without Settings is told so before anything about what it sent.
  POST: handleStaff(
    async ({ db, staff, body }) => {
      await saveSettings(db, staff, validated(settingsFormSchema, body));
      return json({ status: 'success', msg: 'Settings saved' });
    },
    { area: 'settings' },
  ),
});
