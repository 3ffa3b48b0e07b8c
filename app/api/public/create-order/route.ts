import { requireUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { handle, json, parseBody } from '@/lib/server/http';
import { placeOrder } from '@/lib/server/orders';
import { createOrderSchema } from '@/lib/validation/checkout';

/** Places the signed-in customer's cash-on-delivery order, priced by the server. */
export const POST = handle(async (request) => {
  const db = await getDb();
  const user = await requireUser(db, request);
  const input = await parseBody(createOrderSchema(Boolean(user.contact)), request);
  const order = await placeOrder(db, user, input);
  return json({ status: 'success', msg: 'Your order has been placed!', ...order }, { status: 201 });
});
