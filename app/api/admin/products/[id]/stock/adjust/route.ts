import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { adjustStock } from '@/lib/server/catalog/stock-moves';
import { stockAdjustSchema } from '@/lib/validation/stock-moves';

/** One size and colour moved by a quantity with a reason (logged, and on the shop at once); answers the new grid. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    const grid = await adjustStock(db, staff, await routeId(context), validated(stockAdjustSchema, body));
    return json({ status: 'success', msg: 'Stock adjusted', grid });
  }),
});
