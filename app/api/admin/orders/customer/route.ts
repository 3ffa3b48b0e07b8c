import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { findCustomers } from '@/lib/server/orders/staff-order';
import { customerLookupSchema } from '@/lib/validation/staff-order';

/** The customers of a phone, for an order staff take: her name, her orders and her last delivery. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(
    async ({ request, db }) => {
      const { phone } = parseQuery(customerLookupSchema, request);
      return json({ phone, customers: await findCustomers(db, phone) });
    },
    { area: 'orders' },
  ),
});
