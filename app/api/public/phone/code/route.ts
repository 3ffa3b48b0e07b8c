import { CODE_MESSAGES, sendCode } from '@/lib/server/accounts/phone-codes';
import { requestToken, requireUser } from '@/lib/server/accounts/session';
import { clientAddress } from '@/lib/server/tokens';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { phoneCodeSchema } from '@/lib/validation/auth';

/** Sends a one-time code by SMS; a code to prove a number for an account, or for an order, only to a customer. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const form = await parseBody(phoneCodeSchema, request);
    const db = await getDb();
    // A code to prove a number for an account or an order is bound to the customer who asks for it.
    const userId = form.purpose === 'signin' ? undefined : (await requireUser(db, requestToken(request))).id;
    const { phone, retryAfter } = await sendCode(db, { ...form, userId, address: clientAddress(request) });
    return json({ status: 'success', msg: CODE_MESSAGES.sent(phone), retry_after: retryAfter });
  }),
});
