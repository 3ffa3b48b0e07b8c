import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { placeOrder } from '@/lib/server/orders/shop';
import { createOrderSchema } from '@/lib/validation/checkout';

/** Places the signed-in customer's cash-on-delivery order, priced by the server. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(async ({ db, user, body }) => {
    const input = validated(createOrderSchema(Boolean(user.contact)), body);
    const order = await placeOrder(db, user, input);
    return json({ status: 'success', msg: 'Your order has been placed!', ...order }, { status: 201 });
  }),
});
