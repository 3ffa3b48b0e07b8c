import { listDeskReviews, setReviewsOn } from '@/lib/server/reviews/desk';
import { handleStaff, json, methods, parseQuery, parseBody } from '@/lib/server/routes/http';
import { deskReviewQuerySchema, reviewsOnSchema } from '@/lib/validation/reviews';

/** The reviews in one state (`?status=`, pending first), a page at a time; PUT turns reviews on or off (owner). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db, request }) => {
    const { status, page } = parseQuery(deskReviewQuerySchema, request);
    return json(await listDeskReviews(db, status, page));
  }),
  PUT: handleStaff(async ({ db, staff, request }) => {
    const { on } = await parseBody(reviewsOnSchema, request);
    await setReviewsOn(db, staff, on);
    return json({ status: 'success', msg: on ? 'Reviews are on' : 'Reviews are off' });
  }),
});
