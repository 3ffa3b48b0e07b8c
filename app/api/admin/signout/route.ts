import { staffCookie, staffSignout } from '@/lib/server/staff/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { z } from 'zod';

/** Ends the back-office session of this browser. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    await parseBody(z.object({}), request);
    await staffSignout(await getDb(), staffCookie.read(request.headers.get('cookie')));
    return json({ status: 'success', msg: AUTH_MESSAGES.signedOut }, { headers: { 'Set-Cookie': staffCookie.cleared } });
  }),
});
