import { z } from 'zod';
import { getDb } from '@/lib/server/db';
import { sslcommerzNotice, sslcommerzSigned } from '@/lib/server/payments';
import { errorJson, handle, json, methods, readGatewayForm, validated } from '@/lib/server/routes/http';

const posted = z.object({ tran_id: z.string().max(40).optional(), val_id: z.string().max(100).optional() });

/** SSLCommerz's IPN: its signature checked (401 without it), then validated with SSLCommerz and settled. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handle(async (request) => {
    const form = await readGatewayForm(request);
    if (!sslcommerzSigned(form)) return errorJson(401, 'Unauthorized');
    await sslcommerzNotice(await getDb(), validated(posted, form));
    return json({ status: 'success' });
  }),
});
