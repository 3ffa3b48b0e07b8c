import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseQuery } from '@/lib/server/routes/http';
import { stockOf } from '@/lib/server/catalog/stock';
import { stockQuerySchema } from '@/lib/validation/stock-query';

/** Pieces left now per size and colour of some products (a cart's lines); never kept by a cache. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => json({ data: await stockOf(await getDb(), parseQuery(stockQuerySchema, request).ids) })),
});
