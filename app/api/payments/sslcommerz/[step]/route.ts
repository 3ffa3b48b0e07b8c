import { z } from 'zod';
import { getDb } from '@/lib/server/db';
import { returnPath, sslcommerzReturn } from '@/lib/server/payments';
import { handle, methods, readGatewayForm, validated } from '@/lib/server/routes/http';
import { absoluteUrl } from '@/lib/server/site';

const step = z.enum(['success', 'fail', 'cancel']);
const posted = z.object({ tran_id: z.string().max(40).optional(), val_id: z.string().max(100).optional() });

/**
 * SSLCommerz posts the shopper's browser back here from its page (success, fail or cancel): a cross-site POST without
 * her session. The attempt is validated with SSLCommerz by its ids, then a 303 sends her to a page of this shop.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request, { params }: { params: Promise<{ step: string }> }) => {
    const which = validated(step, (await params).step);
    const fields = validated(posted, await readGatewayForm(request));
    const { orderNo, outcome } = await sslcommerzReturn(await getDb(), which, fields);
    return Response.redirect(absoluteUrl(returnPath(orderNo, outcome)), 303);
  }),
});
