import { z } from 'zod';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { fetchPayouts } from '@/lib/server/couriers';
import { bookingSchema } from '@/lib/validation/couriers';

const fetchSchema = z.object({ courier: bookingSchema.shape.courier });

/** Reads the payouts a courier reports (Steadfast's payments) into the shop's, each once. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(async ({ db, staff, body }) => {
    const added = await fetchPayouts(db, staff, validated(fetchSchema, body).courier);
    return json({ status: 'success', msg: added ? `${added} new ${added === 1 ? 'payout' : 'payouts'}` : 'No new payouts' });
  }),
});
