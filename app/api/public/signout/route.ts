import { z } from 'zod';
import { signout } from '@/lib/server/accounts/customers';
import { clearedSessionCookie, requestToken } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const { api_token } = await parseBody(z.object({ api_token: z.string().max(200).optional() }), request);
    await signout(await getDb(), requestToken(request, api_token));
    return json({ status: true, msg: AUTH_MESSAGES.signedOut }, { headers: { 'Set-Cookie': clearedSessionCookie } });
  }),
});
