import { signup } from '@/lib/server/auth/accounts';
import { getDb } from '@/lib/server/db';
import { handle, json, parseBody } from '@/lib/server/http';
import { AUTH_MESSAGES, signupSchema } from '@/lib/validation/auth';

export const POST = handle(async (request) => {
  const user = await signup(await getDb(), await parseBody(signupSchema, request));
  return json({ action: true, msg: AUTH_MESSAGES.registered, user }, { status: 201 });
});
