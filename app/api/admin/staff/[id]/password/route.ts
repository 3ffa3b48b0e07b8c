import { handleStaff, json, methods } from '@/lib/server/http';
import { resetStaffPassword } from '@/lib/server/staff';
import { staffId, type StaffContext } from '@/lib/server/staff-id';

/** The owner gives an account a new one-time password (in this answer only); its sessions end. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<StaffContext>(async ({ db, staff }, context) => {
    const password = await resetStaffPassword(db, staff, await staffId(context));
    return json({ status: 'success', msg: 'A new password is set: hand it over now', password });
  }),
});
