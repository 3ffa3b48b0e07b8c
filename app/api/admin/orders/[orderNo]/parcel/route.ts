import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { checkOrderParcel } from '@/lib/server/couriers';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';

/** Reads an order's parcel back from its courier now (the polling does it every half hour). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff }, context) =>
    json({ status: 'success', msg: await checkOrderParcel(db, staff, await orderNumber(context)) }),
  ),
});
