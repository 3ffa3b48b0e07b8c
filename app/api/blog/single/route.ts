import { z } from 'zod';
import { getBlogPost } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, json, methods, parseQuery, PUBLIC_CACHE } from '@/lib/server/routes/http';
import { slugText } from '@/lib/query-params';

const postQuery = z.object({ slug: slugText('slug') });

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const { slug } = parseQuery(postQuery, request);
    const post = await getBlogPost(await getDb(), slug);
    if (!post) throw new DomainError('not-found', 'No blog post matches that slug');
    return json(post, { cache: PUBLIC_CACHE });
  }),
});
