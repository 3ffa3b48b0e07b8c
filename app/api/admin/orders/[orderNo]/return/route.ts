import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { confirmReturn } from '@/lib/server/couriers';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { returnSchema } from '@/lib/validation/couriers';

/** A Returned parcel is back in the shop: its pieces go back to stock, once, with the courier's return fee. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    await confirmReturn(db, staff, await orderNumber(context), validated(returnSchema, body).return_fee);
    return json({ status: 'success', msg: 'Back in stock' });
  }),
});
