import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { keepPieces } from '@/lib/server/orders/returns';
import { keptSchema } from '@/lib/validation/returns';

/** What the customer of an order a courier reported Partial Delivered kept, and the cash the rider took. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    await keepPieces(db, staff, await orderNumber(context), validated(keptSchema, body));
    return json({ status: 'success', msg: 'Kept pieces saved: the rest comes back with the parcel' });
  }),
});
