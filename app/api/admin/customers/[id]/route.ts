import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { getCustomer } from '@/lib/server/customers/desk';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { customerPageQuerySchema } from '@/lib/validation/customer-desk';

/** One customer: her account, counts, money collected, a page of her orders, her blocked phones and staff notes. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(
    async ({ request, db, staff }, context) => {
      const { page } = parseQuery(customerPageQuerySchema, request);
      return json(await getCustomer(db, staff, await routeId(context), page));
    },
    { area: 'customers' },
  ),
});
