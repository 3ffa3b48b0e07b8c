import { getDb } from '@/lib/server/db';
import { handle, json, PUBLIC_CACHE } from '@/lib/server/http';
import { getAppInfo } from '@/lib/server/store';

export const GET = handle(async () => json(await getAppInfo(await getDb()), { cache: PUBLIC_CACHE }));
