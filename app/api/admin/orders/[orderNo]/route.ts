import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { getDeskOrder } from '@/lib/server/orders/desk';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';

/** One order as the back office sees it: items, address, totals, the customer's record and its history. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<OrderContext>(async ({ db }, context) => json(await getDeskOrder(db, await orderNumber(context))), {
    area: 'orders',
  }),
});
