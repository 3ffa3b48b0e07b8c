import { phoneSignin } from '@/lib/server/accounts/phone-signin';
import { sessionCookie } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { clientAddress } from '@/lib/server/tokens';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { phoneSigninSchema } from '@/lib/validation/auth';

/** Signs in with the code sent to her number (making her account the first time): the cookie, as sign-in sets it. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(
    async (request) => {
      const form = await parseBody(phoneSigninSchema, request);
      const { user, session } = await phoneSignin(await getDb(), { ...form, address: clientAddress(request) });
      return json(
        { auth: true, msg: AUTH_MESSAGES.signedIn, user },
        { headers: { 'Set-Cookie': sessionCookie(request, session.token, session.expiresAt) } },
      );
    },
    { nameField: true },
  ),
});
