import { z } from 'zod';
import { requireUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { errorJson, handle, json, parseBody } from '@/lib/server/http';
import { cancelOrder } from '@/lib/server/orders';

const cancelRequest = z.object({
  id: z.number({ error: 'id must be an order id' }).int().positive(),
  type: z.literal('cancel', { error: "type must be 'cancel'" }),
  status: z.literal(2).optional(),
  api_token: z.string().max(200).optional(),
});

/** Cancels the customer's own pending order. POST only: a link on another site cannot cancel an order. */
export const POST = handle(async (request) => {
  const input = await parseBody(cancelRequest, request);
  const db = await getDb();
  const user = await requireUser(db, request, input.api_token);
  await cancelOrder(db, user.id, input.id);
  return json({ status: 'valid', msg: 'Order has been cancelled' });
});

export const GET = async () => errorJson(405, 'Send a POST to change an order');
