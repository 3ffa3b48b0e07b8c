import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { checkOrderParcel, releaseLostBooking, requestParcelReturn } from '@/lib/server/couriers';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { parcelActionSchema } from '@/lib/validation/couriers';

/**
 * An order's parcel at its courier: `check` reads it back now (the polling does it every half hour); `return` asks
 * the courier to bring it back; `release` frees a lost booking staff did not find in the courier's portal.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    const orderNo = await orderNumber(context);
    const action = validated(parcelActionSchema, body);
    const msg =
      action.action === 'check'
        ? await checkOrderParcel(db, staff, orderNo)
        : action.action === 'return'
          ? await requestParcelReturn(db, staff, orderNo, action.reason)
          : await releaseLostBooking(db, staff, orderNo);
    return json({ status: 'success', msg });
  }),
});
