import { signin } from '@/lib/server/accounts/customers';
import { sessionCookie } from '@/lib/server/accounts/session';
import { clientAddress } from '@/lib/server/tokens';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { signinSchema } from '@/lib/validation/auth';

/** Starts a session: the token goes into an httpOnly cookie, and into the user (spec: User) only when asked for. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const form = await parseBody(signinSchema, request);
    const { user, session } = await signin(await getDb(), form, clientAddress(request));
    return json(
      { auth: true, msg: AUTH_MESSAGES.signedIn, user: form.issue_token ? { ...user, api_token: session.token } : user },
      { headers: { 'Set-Cookie': sessionCookie(request, session.token, session.expiresAt) } },
    );
  }),
});
