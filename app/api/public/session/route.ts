import { requestToken, userForToken } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods } from '@/lib/server/routes/http';
import { isFirstOrder } from '@/lib/server/live-orders';
import { orderCodeNeeded } from '@/lib/server/accounts';
import { getStoreSettings } from '@/lib/server/settings';

/**
 * Who the browser's session cookie belongs to (so the client can forget an expired sign-in), whether their next
 * order is their first (its shipping may be free), and whether it needs a code from an unproved number.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const db = await getDb();
    const user = await userForToken(db, requestToken(request));
    if (!user) return json({ auth: false, user, first_order: false, order_code: false });
    const [firstOrder, settings] = await Promise.all([isFirstOrder(db, user.id), getStoreSettings(db)]);
    const orderCode = await orderCodeNeeded(db, user.id, settings, firstOrder);
    return json({ auth: true, user, first_order: firstOrder, order_code: orderCode });
  }),
});
