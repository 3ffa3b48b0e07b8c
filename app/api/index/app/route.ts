import { getDb } from '@/lib/server/db';
import { handle, json, methods, PUBLIC_CACHE } from '@/lib/server/http';
import { getAppInfo } from '@/lib/server/store';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async () => json(await getAppInfo(await getDb()), { cache: PUBLIC_CACHE })),
});
