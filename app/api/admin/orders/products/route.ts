import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { productChoices } from '@/lib/server/orders/staff-order';
import { productChoiceSchema } from '@/lib/validation/staff-order';

/** Products to add to an order staff take, by a piece of their title: sizes, colours, prices and pieces left. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(
    async ({ request, db }) => json({ data: await productChoices(db, parseQuery(productChoiceSchema, request).q) }),
    { area: 'orders' },
  ),
});
