import { methods } from '@/lib/server/routes/http';
import { courierWebhook } from '@/lib/server/routes/courier-webhook';

/** Steadfast's webhook: a signal that a parcel changed, read back from Steadfast before anything moves. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: courierWebhook('steadfast') });
