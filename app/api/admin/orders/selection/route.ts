import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { selectMatching } from '@/lib/server/orders/bulk';
import { orderDeskQuerySchema } from '@/lib/validation/admin';

/** The numbers of the orders the desk's filters hold, newest first (500 at most), and how many match in all. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) =>
    json(await selectMatching(db, staff, parseQuery(orderDeskQuerySchema, request))),
  ),
});
