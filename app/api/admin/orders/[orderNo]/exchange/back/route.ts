import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { exchangeBack } from '@/lib/server/orders/returns';
import { piecesText } from '@/lib/order-returns';

/** The pieces a customer sent back for an exchange are in the shop: back to stock, once. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(
    async ({ db, staff }, context) => {
      const pieces = await exchangeBack(db, staff, await orderNumber(context));
      return json({ status: 'success', msg: `${piecesText(pieces)} back in stock` });
    },
    { json: false },
  ),
});
