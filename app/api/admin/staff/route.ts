import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { addStaff, listStaff } from '@/lib/server/staff/desk';
import { staffAddSchema } from '@/lib/validation/admin';

/** The owner's list of staff accounts, and a new one (its one-time password is in this answer only). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db, staff }) => json({ data: await listStaff(db, staff) })),
  POST: handleStaff(async ({ db, staff, body }) => {
    const { member, password } = await addStaff(db, staff, validated(staffAddSchema, body));
    return json({ status: 'success', msg: `${member.name} can now sign in`, staff: member, password }, { status: 201 });
  }),
});
