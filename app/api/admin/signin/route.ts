import { clientAddress } from '@/lib/server/tokens';
import { staffCookie, staffSignin } from '@/lib/server/staff/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { staffSigninSchema } from '@/lib/validation/admin';

/** Starts a back-office session: its token goes into the back office's own cookie only. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const form = await parseBody(staffSigninSchema, request);
    const { member, token, expiresAt } = await staffSignin(await getDb(), form, clientAddress(request));
    return json(
      { status: 'success', msg: AUTH_MESSAGES.signedIn, staff: member },
      { headers: { 'Set-Cookie': staffCookie.set(request, token, expiresAt) } },
    );
  }),
});
