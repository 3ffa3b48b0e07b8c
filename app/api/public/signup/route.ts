import { signup } from '@/lib/server/accounts/customers';
import { createSession, sessionCookie } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { signupSchema } from '@/lib/validation/auth';

/** Makes a customer account and signs her in (the session cookie, as sign-in sets it): no second sign-in. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const db = await getDb();
    const user = await signup(db, await parseBody(signupSchema, request));
    const session = await createSession(db, user.id);
    return json(
      { action: true, msg: AUTH_MESSAGES.registered, user },
      { status: 201, headers: { 'Set-Cookie': sessionCookie(request, session.token, session.expiresAt) } },
    );
  }),
});
