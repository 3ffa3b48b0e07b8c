import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { setStaffAreas } from '@/lib/server/staff/desk';
import { staffAreasSchema } from '@/lib/validation/admin';

/** Sets the areas a staff account may work in (all of them): the owner's, or an account with Staff within its own. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    await setStaffAreas(db, staff, await routeId(context), validated(staffAreasSchema, body).permissions);
    return json({ status: 'success', msg: 'The areas are saved' });
  }),
});
