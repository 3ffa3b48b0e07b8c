import { handleStaff, json, methods, parseQuery, validated } from '@/lib/server/routes/http';
import { listDeskOrders } from '@/lib/server/orders/desk';
import { placeStaffOrder } from '@/lib/server/orders/staff-order';
import { orderDeskQuerySchema } from '@/lib/validation/admin';
import { staffOrderSchema } from '@/lib/validation/staff-order';

/**
 * The order desk: 25 orders a page, newest first, by status, days, search and source; and the count of every status.
 * POST: an order staff take, placed by the shop's own rules.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db }) => json(await listDeskOrders(db, parseQuery(orderDeskQuerySchema, request))), {
    area: 'orders',
  }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const order = await placeStaffOrder(db, staff, validated(staffOrderSchema, body));
    return json({ status: 'success', msg: `Order ${order.orderid} is placed`, ...order }, { status: 201 });
  }),
});
