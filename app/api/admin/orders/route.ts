import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { listDeskOrders } from '@/lib/server/orders/desk';
import { orderDeskQuerySchema } from '@/lib/validation/admin';

/** The order desk: 25 orders a page, newest first, by status, days and search; and the count of every status. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db }) => json(await listDeskOrders(db, parseQuery(orderDeskQuerySchema, request)))),
});
