import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseBody } from '@/lib/server/routes/http';
import { subscribe } from '@/lib/server/accounts/newsletter';
import { NEWSLETTER_MESSAGES } from '@/lib/newsletter';
import { newsletterSchema } from '@/lib/validation/newsletter';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const form = await parseBody(newsletterSchema, request);
    const outcome = await subscribe(await getDb(), form);
    return outcome === 'exist'
      ? json({ status: 'exist', msg: NEWSLETTER_MESSAGES.exists })
      : json({ status: 'success', msg: NEWSLETTER_MESSAGES.subscribed });
  }),
});
