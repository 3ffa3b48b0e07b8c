import { updateCustomer } from '@/lib/server/auth/accounts';
import { requestToken, requireUser } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { handle, HttpError, json, parseBody } from '@/lib/server/http';
import { AUTH_MESSAGES, customerUpdateSchema } from '@/lib/validation/auth';

/** The signed-in customer edits their name, contact or password (only their own account). */
export const POST = handle(async (request) => {
  const changes = await parseBody(customerUpdateSchema, request);
  const db = await getDb();
  const token = requestToken(request, changes.api_token);
  const current = await requireUser(db, request, changes.api_token);
  if (changes.id !== undefined && changes.id !== current.id) throw new HttpError(403, 'You can only edit your own account');
  const user = await updateCustomer(db, current.id, changes, token);
  return json({ status: true, msg: AUTH_MESSAGES.saved, user });
});
