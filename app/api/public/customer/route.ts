import { updateCustomer } from '@/lib/server/accounts/customers';
import { DomainError } from '@/lib/server/errors';
import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { customerUpdateSchema } from '@/lib/validation/auth';

/** The signed-in customer edits their name, contact or password, or adds an e-mail (only their own account). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(async ({ db, user: current, token, body }) => {
    const changes = validated(customerUpdateSchema, body);
    if (changes.id !== undefined && changes.id !== current.id)
      throw new DomainError('forbidden', 'You can only edit your own account');
    const user = await updateCustomer(db, current.id, changes, token);
    const msg = changes.email ? AUTH_MESSAGES.emailLinkSent(changes.email) : AUTH_MESSAGES.saved;
    return json({ status: true, msg, user });
  }),
});
