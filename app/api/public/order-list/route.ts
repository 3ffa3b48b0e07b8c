import { z } from 'zod';
import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { listOrders } from '@/lib/server/orders/shop';
import { pageNumber } from '@/lib/query-params';

const orderListQuery = z.object({ page: pageNumber });

/**
 * The signed-in customer's own orders, newest first. The session comes from the cookie or an
 * `Authorization: Bearer` header, never the query string; a customer_id there is neither needed nor trusted.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleSignedIn(async ({ db, user, request }) => {
    const { page } = validated(orderListQuery, Object.fromEntries(new URL(request.url).searchParams));
    return json({ orders: await listOrders(db, user.id, page) });
  }),
});
