import { requestPasswordReset } from '@/lib/server/auth/password-reset';
import { clientAddress } from '@/lib/server/auth/session';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { resetRequestSchema } from '@/lib/validation/auth';

/** The Forgot password tab: one answer whether or not the address has an account; a known one gets a link by e-mail. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const { email } = await parseBody(resetRequestSchema, request);
    await requestPasswordReset(await getDb(), email, clientAddress(request));
    return json({ status: 'success', msg: AUTH_MESSAGES.resetRequested });
  }),
});
