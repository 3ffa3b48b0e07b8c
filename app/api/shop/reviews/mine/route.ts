import { myReviews } from '@/lib/server/reviews/shop';
import { handleSignedIn, json, methods, parseQuery } from '@/lib/server/routes/http';
import { myReviewsQuerySchema } from '@/lib/validation/reviews';

/**
 * Her reviews and the delivered lines she may still review (of `?product=`, or all): personal, so never kept by a
 * cache; the cached product page asks it only when she opens the review form.
 */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleSignedIn(async ({ db, user, request }) => {
    const { product } = parseQuery(myReviewsQuerySchema, request);
    return json(await myReviews(db, user, product));
  }),
});
