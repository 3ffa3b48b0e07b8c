import { getShopAttributes } from '@/lib/server/catalog';
import { getDb } from '@/lib/server/db';
import { handle, json, PUBLIC_CACHE } from '@/lib/server/http';

export const GET = handle(async () => json(await getShopAttributes(await getDb()), { cache: PUBLIC_CACHE }));
