import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { dashboard } from '@/lib/server/orders/desk';

/** Orders today and in the last 7 and 30 days, revenue delivered and expected, the queue, the 10 newest. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json(await dashboard(db))),
});
