import { getCouponForm, updateCoupon } from '@/lib/server/coupons/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { routeId, type IdContext } from '@/lib/server/routes/route-id';
import { couponFormSchema } from '@/lib/validation/coupon-form';

/** One coupon as the back office edits it: read its form, or save it (recorded; shoppers see it at once). */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff<IdContext>(async ({ db }, context) => json(await getCouponForm(db, await routeId(context))), {
    area: 'coupons',
  }),
  POST: handleStaff<IdContext>(async ({ db, staff, body }, context) => {
    await updateCoupon(db, staff, await routeId(context), validated(couponFormSchema, body));
    return json({ status: 'success', msg: 'Coupon saved' });
  }),
});
