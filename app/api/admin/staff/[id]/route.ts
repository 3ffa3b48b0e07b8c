import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { setStaffActive } from '@/lib/server/staff/desk';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { staffActiveSchema } from '@/lib/validation/admin';

/** Disables a staff account (its sessions end at once) or enables it again. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    const id = await routeId(context);
    const { active } = validated(staffActiveSchema, body);
    await setStaffActive(db, staff, id, active);
    return json({ status: 'success', msg: active ? 'The account is enabled' : 'The account is disabled' });
  }),
});
