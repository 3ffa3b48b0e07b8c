import { requestToken, userForToken } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { handle, json } from '@/lib/server/http';

/** Who the browser's session cookie belongs to, so the client can forget an expired sign-in. */
export const GET = handle(async (request) => {
  const user = await userForToken(await getDb(), requestToken(request));
  return json({ auth: Boolean(user), user });
});
