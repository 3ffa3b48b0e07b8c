import { createCoupon, listCoupons } from '@/lib/server/coupons/desk';
import { handleStaff, json, methods, validated } from '@/lib/server/routes/http';
import { couponFormSchema } from '@/lib/validation/coupon-form';

/** The shop's coupons with their uses so far, newest first; or a new one. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  GET: handleStaff(async ({ db }) => json({ data: await listCoupons(db) }), { area: 'coupons' }),
  POST: handleStaff(async ({ db, staff, body }) => {
    const id = await createCoupon(db, staff, validated(couponFormSchema, body));
    return json({ status: 'success', msg: 'Coupon added', id }, { status: 201 });
  }),
});
