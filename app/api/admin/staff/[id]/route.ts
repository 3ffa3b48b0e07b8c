import { handleStaff, json, methods, validated } from '@/lib/server/http';
import { setStaffActive } from '@/lib/server/staff';
import { staffId, type StaffContext } from '@/lib/server/staff-id';
import { staffActiveSchema } from '@/lib/validation/admin';

/** Disables a staff account (its sessions end at once) or enables it again. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<StaffContext>(async ({ db, staff, body }, context) => {
    const id = await staffId(context);
    const { active } = validated(staffActiveSchema, body);
    await setStaffActive(db, staff, id, active);
    return json({ status: 'success', msg: active ? 'The account is enabled' : 'The account is disabled' });
  }),
});
