import { handleStaff, json, methods } from '@/lib/server/routes/http';
import { resetStaffPassword } from '@/lib/server/staff/desk';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';

/** The owner gives an account a new one-time password (in this answer only); its sessions end. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff }, context) => {
    const password = await resetStaffPassword(db, staff, await routeId(context));
    return json({ status: 'success', msg: 'A new password is set: hand it over now', password });
  }),
});
