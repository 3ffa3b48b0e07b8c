import { z } from 'zod';
import { savePage } from '@/lib/server/content/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { PAGE_KEYS, pageFormSchema } from '@/lib/validation/content-forms';

type PageContext = { params: Promise<{ keyname: string }> };
const keynameSchema = z.object({ keyname: z.enum(PAGE_KEYS, { error: 'No page has that name' }) });

/** Saves the banner and title of home, shop or clearance (recorded; every page shows it at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<PageContext>(async ({ db, staff, body }, { params }) => {
    const { keyname } = validated(keynameSchema, await params);
    await savePage(db, staff, keyname, validated(pageFormSchema, body));
    return json({ status: 'success', msg: 'Page saved' });
  }),
});
