import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db';
import { handle, json, methods } from '@/lib/server/routes/http';

/** For load balancers and the server's own start: 200 once the database answers. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async () => {
    await (await getDb()).execute(sql`select 1`);
    return json({ status: 'ok' });
  }),
});
