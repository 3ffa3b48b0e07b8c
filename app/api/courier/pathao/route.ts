import { methods } from '@/lib/server/routes/http';
import { courierWebhook } from '@/lib/server/routes/courier-webhook';

/** Pathao's webhook: a signal that a parcel changed, read back from Pathao before anything moves. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({ POST: courierWebhook('pathao') });
