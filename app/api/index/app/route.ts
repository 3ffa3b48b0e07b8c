import { getDb } from '@/lib/server/db';
import { handle, json, methods, PUBLIC_CACHE } from '@/lib/server/routes/http';
import { getAppInfo } from '@/lib/server/content/shop-info';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async () => json(await getAppInfo(await getDb()), { cache: PUBLIC_CACHE })),
});
