import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { reopenOrder } from '@/lib/server/orders/desk';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { statusLabel } from '@/lib/order-status';

/** The owner reopens an order cancelled in the last 24 hours: back to its status, its pieces taken again. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff }, context) => {
    const status = await reopenOrder(db, staff, await orderNumber(context));
    return json({ status: 'success', msg: `Reopened: the order is ${statusLabel(status)} again`, order_status: status });
  }),
});
