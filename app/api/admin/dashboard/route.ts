import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { dashboard } from '@/lib/server/orders/desk';

/** Orders today and in the last 7 and 30 days, the queue; revenue and the 10 newest for the accounts that may see them. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db, staff }) => json(await dashboard(db, staff))),
});
