import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { mergeCustomers } from '@/lib/server/customers/merge';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { mergeCustomerSchema } from '@/lib/validation/customer-desk';

/** The owner merges another account of the same person into this one, which keeps every order. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    const id = await routeId(context);
    const { orders } = await mergeCustomers(db, staff, id, validated(mergeCustomerSchema, body).other);
    return json({ status: 'success', msg: `Accounts merged: ${orders} ${orders === 1 ? 'order' : 'orders'} moved here` });
  }),
});
