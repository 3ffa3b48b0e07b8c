import { signup } from '@/lib/server/accounts/customers';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { signupSchema } from '@/lib/validation/auth';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const user = await signup(await getDb(), await parseBody(signupSchema, request));
    return json({ action: true, msg: AUTH_MESSAGES.registered, user }, { status: 201 });
  }),
});
