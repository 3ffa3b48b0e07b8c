import { z } from 'zod';
import { ownerHistory } from '@/lib/server/history';
import { handleStaff, json, methods, parseQuery } from '@/lib/server/routes/http';
import { pageNumber } from '@/lib/query-params';

/** Every change made in the back office, newest first (Settings). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ request, db, staff }) =>
    json(await ownerHistory(db, staff, parseQuery(z.object({ page: pageNumber }), request).page)),
  ),
});
