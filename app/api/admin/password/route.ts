import { clientAddress } from '@/lib/server/tokens';
import { staffCookie } from '@/lib/server/staff/session';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { changeOwnPassword } from '@/lib/server/staff/desk';
import { staffPasswordSchema } from '@/lib/validation/admin';

/** A staff member's own new password; this session stays, every other one of the account ends. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff(async ({ request, db, staff, body }) => {
    await changeOwnPassword(db, staff, validated(staffPasswordSchema, body), {
      keepToken: staffCookie.read(request.headers.get('cookie'))!,
      address: clientAddress(request),
    });
    return json({ status: 'success', msg: 'Your password is changed' });
  }),
});
