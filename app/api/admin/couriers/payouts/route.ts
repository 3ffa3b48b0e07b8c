import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { addPayout } from '@/lib/server/couriers';
import { payoutSchema } from '@/lib/validation/couriers';

/** The owner records money a courier paid out (its date and reference), once per reference. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(async ({ db, staff, body }) => {
    await addPayout(db, staff, validated(payoutSchema, body));
    return json({ status: 'success', msg: 'Payout recorded' }, { status: 201 });
  }),
});
