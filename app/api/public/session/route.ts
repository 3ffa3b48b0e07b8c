import { requestToken, userForToken } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods } from '@/lib/server/routes/http';
import { isFirstOrder } from '@/lib/server/live-orders';

/**
 * Who the browser's session cookie belongs to (so the client can forget an expired sign-in), and whether
 * their next order is their first (its shipping may be free).
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const db = await getDb();
    const user = await userForToken(db, requestToken(request));
    return json({ auth: Boolean(user), user, first_order: user ? await isFirstOrder(db, user.id) : false });
  }),
});
