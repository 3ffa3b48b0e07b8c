import { formatPrice } from '@/lib/format';
import { SIGNIN_REQUIRED } from '@/lib/cart/messages';
import { priceCart } from '@/lib/server/orders/cart-pricing';
import { applyCoupon } from '@/lib/server/coupons/shop';
import { DomainError } from '@/lib/server/errors';
import { handleSignedIn, json, methods, validated } from '@/lib/server/routes/http';
import { couponRequestSchema } from '@/lib/validation/promo';

/** Checks a promo code against the signed-in customer and the cart, priced afresh from the database. */
export const { GET, POST, PUT, PATCH, DELETE } = methods({
  POST: handleSignedIn(async ({ db, user, body }) => {
    const input = validated(couponRequestSchema, body);
    if (input.userid !== undefined && input.userid !== user.id) throw new DomainError('signed-out', SIGNIN_REQUIRED);
    const { subtotal } = await priceCart(db, input.cart);
    const coupon = await applyCoupon(db, user.id, input.code, subtotal);
    return json({ status: 'success', msg: `Promo code ${coupon.code} applied: ${formatPrice(coupon.value)} off`, coupon });
  }),
});
