import { listDeskReviews, setReviewsOn } from '@/lib/server/reviews/desk';
import { handleStaff, json, methods, parseQuery, validated } from '@/lib/server/routes/http';
import { deskReviewQuerySchema, reviewsOnSchema } from '@/lib/validation/reviews';

/** The reviews in one state (`?status=`, pending first), a page at a time; POST turns reviews on or off (Content). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db, staff, request }) => {
    const { status, page } = parseQuery(deskReviewQuerySchema, request);
    return json(await listDeskReviews(db, staff, status, page));
  }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const { on } = validated(reviewsOnSchema, body);
    await setReviewsOn(db, staff, on);
    return json({ status: 'success', msg: on ? 'Reviews are on' : 'Reviews are off' });
  }),
});
