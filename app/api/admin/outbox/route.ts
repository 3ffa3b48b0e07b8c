import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { listOutbox } from '@/lib/server/outbox/desk';
import { outboxQuerySchema } from '@/lib/validation/admin';

/** Every e-mail and SMS, newest first, optionally in one state, with the count of each (Settings). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) => json(await listOutbox(db, staff, parseQuery(outboxQuerySchema, request)))),
});
