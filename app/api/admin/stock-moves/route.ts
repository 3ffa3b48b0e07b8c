import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { listStockMoves } from '@/lib/server/catalog/stock-moves';
import { stockMovesQuerySchema } from '@/lib/validation/stock-moves';

/** The stock movement log, newest first, by reason, product or product name, paged. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) =>
    json(await listStockMoves(db, staff, parseQuery(stockMovesQuerySchema, request))),
  ),
});
