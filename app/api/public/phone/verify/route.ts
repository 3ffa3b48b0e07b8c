import { CODE_MESSAGES, verifyPhone } from '@/lib/server/accounts/phone-codes';
import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { phoneVerifySchema } from '@/lib/validation/auth';
import { clientAddress } from '@/lib/server/tokens';

/** A signed-in customer proves her number with the code sent to it: it becomes her account's phone. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(async ({ request, db, user, body }) => {
    const form = { ...validated(phoneVerifySchema, body), address: clientAddress(request) };
    return json({ status: 'success', msg: CODE_MESSAGES.verified, phone: await verifyPhone(db, user.id, form) });
  }),
});
