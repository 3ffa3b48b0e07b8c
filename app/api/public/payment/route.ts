import { z } from 'zod';
import { DISTRICTS } from '@/lib/bangladesh';
import { checkoutPayment, orderPayment } from '@/lib/server/payments';
import { DomainError } from '@/lib/server/errors';
import { getStoreSettings } from '@/lib/server/settings';
import { handleSignedIn, json, methods, parseQuery } from '@/lib/server/routes/http';

const query = z.object({
  /** checkout's district: what the Payment step offers her there */
  city: z.enum(DISTRICTS).optional(),
  /** one of her orders: what was paid ahead and what is left in cash */
  orderid: z.string().max(20).optional(),
});

/** The signed-in shopper's ways to pay at checkout, or the payment of one of her orders. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleSignedIn(async ({ request, db, user }) => {
    const { city, orderid } = parseQuery(query, request);
    if (orderid) {
      const payment = await orderPayment(db, user.id, orderid);
      if (!payment) throw new DomainError('not-found', 'No such order of yours');
      return json(payment);
    }
    const settings = await getStoreSettings(db);
    return json(
      await checkoutPayment(db, settings, { userId: user.id, district: city ?? '', phones: [user.contact, user.phone] }),
    );
  }),
});
