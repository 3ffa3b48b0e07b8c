import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { listCustomers } from '@/lib/server/customers/desk';
import { customerDeskQuerySchema } from '@/lib/validation/customer-desk';

/** The customers: 25 a page, newest first, by phone (however written), name or e-mail. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db }) => json(await listCustomers(db, parseQuery(customerDeskQuerySchema, request))), {
    area: 'customers',
  }),
});
