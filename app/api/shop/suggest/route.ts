import { handle, keptJson, methods, parseQuery, PUBLIC_CACHE } from '@/lib/server/routes/http';
import { cachedSuggestions } from '@/lib/server/catalog/listing-cache';
import { suggestQuerySchema } from '@/lib/shop-query';

/** The products and collections the header's search suggests as a shopper types (`search`). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const { search } = parseQuery(suggestQuerySchema, request);
    return keptJson(await cachedSuggestions(search.toLowerCase()), PUBLIC_CACHE);
  }),
});
