import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { requestBackInStock } from '@/lib/server/catalog/stock';
import { BACK_IN_STOCK_MESSAGES, backInStockSchema } from '@/lib/validation/back-in-stock';

/** A shopper asks to be told by e-mail when a sold-out size and colour is back. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    await requestBackInStock(await getDb(), await parseBody(backInStockSchema, request));
    return json({ status: 'success', msg: BACK_IN_STOCK_MESSAGES.saved }, { status: 201 });
  }),
});
