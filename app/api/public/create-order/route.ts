import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { placeOrder } from '@/lib/server/orders/shop';
import { clientAddress } from '@/lib/server/tokens';
import { createOrderSchema } from '@/lib/validation/checkout';

/** Places the signed-in customer's cash-on-delivery order, priced by the server. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(async ({ request, db, user, body }) => {
    const input = validated(createOrderSchema(Boolean(user.contact)), body);
    const order = await placeOrder(db, user, input, clientAddress(request));
    return json({ status: 'success', msg: 'Your order has been placed!', ...order }, { status: 201 });
  }),
});
