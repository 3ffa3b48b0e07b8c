import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { makeExchange } from '@/lib/server/orders/exchange';
import { orderNumber, type OrderContext } from '@/lib/server/orders/number';
import { exchangeSchema } from '@/lib/validation/returns';

/** Exchanges lines of a delivered order for another size or colour: a new linked order, its pieces taken from stock. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<OrderContext>(async ({ db, staff, body }, context) => {
    const orderNo = await makeExchange(db, staff, await orderNumber(context), validated(exchangeSchema, body));
    return json({ status: 'success', msg: `Exchange order ${orderNo} is placed`, order_no: orderNo }, { status: 201 });
  }),
});
