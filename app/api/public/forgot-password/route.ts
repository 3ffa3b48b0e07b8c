import { countResetRequest, sendResetLink } from '@/lib/server/accounts/password-reset';
import { clientAddress } from '@/lib/server/tokens';
import { getDb } from '@/lib/server/db';
import { afterAnswer, handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { resetRequestSchema } from '@/lib/validation/auth';

/**
 * The Forgot password tab: one answer, as fast, whether or not the address has an account (the link is looked up
 * and written after answering); a known one gets a link by e-mail.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const { email } = await parseBody(resetRequestSchema, request);
    const db = await getDb();
    await countResetRequest(db, email, clientAddress(request));
    await afterAnswer(() => sendResetLink(db, email));
    return json({ status: 'success', msg: AUTH_MESSAGES.resetRequested });
  }),
});
