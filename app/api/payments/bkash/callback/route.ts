import { z } from 'zod';
import { getDb } from '@/lib/server/db';
import { bkashReturn, returnPath } from '@/lib/server/payments';
import { handle, methods, parseQuery } from '@/lib/server/routes/http';
import { absoluteUrl } from '@/lib/server/site';

const callback = z.object({
  invoice: z.string().max(40),
  paymentID: z.string().max(100),
  status: z.enum(['success', 'failure', 'cancel']),
});

/** bKash sends the shopper's browser back here (GET): the payment is executed or read back, then she moves on. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const { orderNo, outcome } = await bkashReturn(await getDb(), parseQuery(callback, request));
    return Response.redirect(absoluteUrl(returnPath(orderNo, outcome)), 303);
  }),
});
