import { listCategories } from '@/lib/server/catalog/products';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, PUBLIC_CACHE } from '@/lib/server/routes/http';

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async () => json(await listCategories(await getDb()), { cache: PUBLIC_CACHE })),
});
