import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { pickableProducts } from '@/lib/server/catalog/desk';
import { productPickQuerySchema } from '@/lib/validation/catalog-desk';

/** Products on sale whose title holds `q`, to put in an order: today's price, sizes, colours and stock of each pair. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(
    async ({ request, db }) => json({ data: await pickableProducts(db, parseQuery(productPickQuerySchema, request).q) }),
    { area: 'orders' },
  ),
});
