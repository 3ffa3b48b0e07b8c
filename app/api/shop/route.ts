import { getProduct, listBestsellers } from '@/lib/server/catalog/products';
import { getDb } from '@/lib/server/db';
import { DomainError } from '@/lib/server/errors';
import { handle, json, keptJson, methods, parseQuery, PUBLIC_CACHE } from '@/lib/server/routes/http';
import { cachedListing } from '@/lib/server/catalog/listing-cache';
import { shopQuerySchema } from '@/lib/shop-query';

/** One product (slug), the bestsellers (limit), or a page of the filtered listing. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const query = parseQuery(shopQuerySchema, request);
    const db = await getDb();
    if (query.slug !== undefined) {
      const product = await getProduct(db, query.slug);
      if (!product) throw new DomainError('not-found', 'No product matches that slug');
      return json(product, { cache: PUBLIC_CACHE });
    }
    if (query.limit !== undefined) {
      return json({ data: await listBestsellers(db, query.limit) }, { cache: PUBLIC_CACHE });
    }
    return keptJson(await cachedListing(query), PUBLIC_CACHE);
  }),
});
