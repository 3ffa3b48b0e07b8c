import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { changeStatus } from '@/lib/server/orders/desk';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { statusLabel } from '@/lib/order-status';
import { statusChangeSchema } from '@/lib/validation/admin';

/** Moves an order from the status the staff member saw to the next one; a 409 says why when it cannot. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    const status = await changeStatus(db, staff, await orderNumber(context), validated(statusChangeSchema, body));
    return json({ status: 'success', msg: `The order is now ${statusLabel(status)}`, order_status: status });
  }),
});
