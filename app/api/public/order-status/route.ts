import { z } from 'zod';
import { ORDER_STATUS } from '@/lib/order-status';
import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { cancelOrder } from '@/lib/server/orders/shop';
import { recordId } from '@/lib/validation/record-id';

const cancelRequest = z.object({
  id: recordId('id must be an order id'),
  type: z.literal('cancel', { error: "type must be 'cancel'" }),
  status: z.literal(ORDER_STATUS.canceled).optional(),
});

/** Cancels the customer's own pending order. POST only: a link on another site cannot cancel an order. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(async ({ db, user, body }) => {
    const input = validated(cancelRequest, body);
    await cancelOrder(db, user.id, input.id);
    return json({ status: 'valid', msg: 'Order has been cancelled' });
  }),
});
