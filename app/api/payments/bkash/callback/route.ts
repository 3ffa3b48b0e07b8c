import { z } from 'zod';
import { requestToken, userForToken } from '@/lib/server/accounts/session';
import { getDb } from '@/lib/server/db';
import { bkashReturn, returnPath } from '@/lib/server/payments';
import { handle, methods, parseQuery } from '@/lib/server/routes/http';
import { absoluteUrl } from '@/lib/server/site';

const callback = z.object({
  invoice: z.string().max(40),
  paymentID: z.string().max(100),
  status: z.enum(['success', 'failure', 'cancel']),
});

/** bKash sends the shopper's browser back here (GET, with her session): the payment is executed or read back. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const db = await getDb();
    const customer = await userForToken(db, requestToken(request));
    const { orderNo, outcome } = await bkashReturn(db, parseQuery(callback, request), customer?.id ?? null);
    return Response.redirect(absoluteUrl(returnPath(orderNo, outcome)), 303);
  }),
});
