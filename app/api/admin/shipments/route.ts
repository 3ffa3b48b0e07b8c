import { errorJson, handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { bookParcels } from '@/lib/server/couriers';
import { bookingSchema } from '@/lib/validation/couriers';

/** Books Processing orders with a courier, one or the desk's selection; each order's result is in `data`. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(async ({ db, staff, body }) => {
    const { courier, orders, note } = validated(bookingSchema, body);
    const data = await bookParcels(db, staff, courier, orders, note);
    // One order (its own page) is told its own result; a refused one as a refusal.
    if (data.length === 1 && data[0].result === 'failed') return errorJson(422, data[0].msg);
    const booked = data.filter((outcome) => outcome.result !== 'failed').length;
    return json({ status: 'success', msg: data.length === 1 ? data[0].msg : `${booked} of ${data.length} booked`, data });
  }),
});
