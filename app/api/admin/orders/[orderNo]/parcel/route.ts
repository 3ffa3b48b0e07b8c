import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { checkOrderParcel, requestParcelReturn } from '@/lib/server/couriers';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { parcelActionSchema } from '@/lib/validation/couriers';

/**
 * An order's parcel at its courier: `check` reads it back now (the polling does it every half hour); `return` asks
 * the courier to bring it back.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    const orderNo = await orderNumber(context);
    const action = validated(parcelActionSchema, body);
    const msg =
      action.action === 'check'
        ? await checkOrderParcel(db, staff, orderNo)
        : await requestParcelReturn(db, staff, orderNo, action.reason);
    return json({ status: 'success', msg });
  }),
});
