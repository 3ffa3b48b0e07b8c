import { resetPassword } from '@/lib/server/accounts/password-reset';
import { sessionCookie } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { passwordResetSchema } from '@/lib/validation/auth';

/** A new password from a reset link: every session of the customer ends, and this browser gets a new one. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const form = await parseBody(passwordResetSchema, request);
    const { user, session } = await resetPassword(await getDb(), form);
    return json(
      { auth: true, msg: AUTH_MESSAGES.passwordReset, user },
      { headers: { 'Set-Cookie': sessionCookie(request, session.token, session.expiresAt) } },
    );
  }),
});
