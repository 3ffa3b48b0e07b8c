import { z } from 'zod';
import { requireUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { handle, json, parseQuery } from '@/lib/server/http';
import { listOrders } from '@/lib/server/orders';
import { pageNumber } from '@/lib/query-params';

const orderListQuery = z.object({ page: pageNumber, api_token: z.string().max(200).optional() });

/** The signed-in customer's own orders, newest first (customer_id in the query is not needed nor trusted). */
export const GET = handle(async (request) => {
  const { page, api_token } = parseQuery(orderListQuery, request);
  const db = await getDb();
  const user = await requireUser(db, request, api_token);
  return json({ orders: await listOrders(db, user.id, page) });
});
