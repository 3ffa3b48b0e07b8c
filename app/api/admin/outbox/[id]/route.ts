import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { retryMessage } from '@/lib/server/outbox/desk';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';

/** Retry: a failed message is sent again from its first attempt (Settings). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff }, context) => {
    await retryMessage(db, staff, await routeId(context));
    return json({ status: 'success', msg: 'The message will be sent again' });
  }),
});
