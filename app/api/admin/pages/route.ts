import { listPageForms } from '@/lib/server/content/desk';
import { handleStaff, json, methods } from '@/lib/server/routes/http';

/** The banners and titles of home, shop and clearance. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json({ data: await listPageForms(db) }), { area: 'content' }),
});
