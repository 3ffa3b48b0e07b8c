import { actOnReview } from '@/lib/server/reviews/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { reviewActionSchema } from '@/lib/validation/reviews';

/** The owner approves, hides or replies to a review. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    const msg = await actOnReview(db, staff, await routeId(context), validated(reviewActionSchema, body));
    return json({ status: 'success', msg });
  }),
});
