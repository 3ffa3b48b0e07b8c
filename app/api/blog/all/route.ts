import { z } from 'zod';
import { listBlogPosts } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { handle, json, methods, parseQuery, PUBLIC_CACHE } from '@/lib/server/routes/http';
import { pageNumber } from '@/lib/query-params';

const blogQuery = z.object({ page: pageNumber });

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const { page } = parseQuery(blogQuery, request);
    return json(await listBlogPosts(await getDb(), page), { cache: PUBLIC_CACHE });
  }),
});
