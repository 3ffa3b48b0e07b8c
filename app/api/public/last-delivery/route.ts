import { handleSignedIn, json, methods } from '@/lib/server/routes/http';
import { lastDelivery } from '@/lib/server/orders/shop';

/** The signed-in customer's delivery details from her latest order (null before her first), for her next checkout. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleSignedIn(async ({ db, user }) => json({ delivery: await lastDelivery(db, user.id) })),
});
