import { listDeskProducts } from '@/lib/server/catalog-desk';
import { handleStaff, json, methods, parseQuery } from '@/lib/server/http';
import { productDeskQuerySchema } from '@/lib/validation/catalog-desk';

/** The back office's products: 25 a page, newest first, by search, collection, published and low stock. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db }) => json(await listDeskProducts(db, parseQuery(productDeskQuerySchema, request)))),
});
