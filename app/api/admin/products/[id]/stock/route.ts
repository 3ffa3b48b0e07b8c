import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { getStockGrid, setStock } from '@/lib/server/catalog/stock';
import { stockChangeSchema } from '@/lib/validation/catalog-desk';

/** A product's stock per size and colour: read it, or set some counts (recorded, and on the shop at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(async ({ db }, context) => json(await getStockGrid(db, await routeId(context))), {
    area: 'catalogue',
  }),
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    const { stock } = validated(stockChangeSchema, body);
    const grid = await setStock(db, staff, await routeId(context), stock);
    return json({ status: 'success', msg: stock.length ? 'Stock saved' : 'Nothing was changed', grid });
  }),
});
