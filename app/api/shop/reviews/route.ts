import { getDb } from '@/lib/server/db';
import { REVIEW_MESSAGES } from '@/lib/reviews';
import { getReviewPage, submitReview } from '@/lib/server/reviews/shop';
import { handle, handleSignedIn, json, methods, parseQuery, PUBLIC_CACHE, validated } from '@/lib/server/routes/http';
import { reviewPageQuerySchema, reviewSchema } from '@/lib/validation/reviews';

/** A page of a product's published reviews (the product page's "More reviews"); or her review of a delivered line. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handle(async (request) => {
    const { product, page } = parseQuery(reviewPageQuerySchema, request);
    return json(await getReviewPage(await getDb(), product, page), { cache: PUBLIC_CACHE });
  }),
  POST: handleSignedIn(async ({ db, user, body }) => {
    const review = await submitReview(db, user, validated(reviewSchema, body));
    return json({ status: 'success', msg: REVIEW_MESSAGES.sent, id: review.id }, { status: 201 });
  }),
});
