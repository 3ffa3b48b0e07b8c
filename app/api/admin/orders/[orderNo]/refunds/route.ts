import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { refundPayment } from '@/lib/server/payments';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { refundSchema } from '@/lib/validation/payments';

/** Money paid ahead goes back through the gateway it came by: whole or in part, never above what is left. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(
    async ({ db, staff, body }, context) => {
      const msg = await refundPayment(db, staff, await orderNumber(context), validated(refundSchema, body));
      return json({ status: 'success', msg }, { status: 201 });
    },
    { area: 'couriers' },
  ),
});
