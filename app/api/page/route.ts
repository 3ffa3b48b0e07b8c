import { z } from 'zod';
import { getPage } from '@/lib/server/content/shop';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, json, methods, parseQuery, PUBLIC_CACHE } from '@/lib/server/routes/http';

const pageQuery = z.object({
  keyname: z.string({ error: 'keyname is required' }).regex(/^[a-z0-9-]{1,64}$/, { error: 'keyname must be a page key' }),
});

export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const { keyname } = parseQuery(pageQuery, request);
    const page = await getPage(await getDb(), keyname);
    if (!page) throw new DomainError('not-found', 'No page has that keyname');
    return json(page, { cache: PUBLIC_CACHE });
  }),
});
