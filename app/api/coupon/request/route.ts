import { formatPrice } from '@/lib/format';
import { SIGNIN_REQUIRED } from '@/lib/cart/messages';
import { requireUser } from '@/lib/server/auth/session';
import { priceCart } from '@/lib/server/cart-pricing';
import { applyCoupon } from '@/lib/server/coupons';
import { getDb } from '@/lib/server/db';
import { handle, HttpError, json, parseBody } from '@/lib/server/http';
import { couponRequestSchema } from '@/lib/validation/promo';

/** Checks a promo code against the signed-in customer and the cart, priced afresh from the database. */
export const POST = handle(async (request) => {
  const input = await parseBody(couponRequestSchema, request);
  const db = await getDb();
  const user = await requireUser(db, request, input.api_token);
  if (input.userid !== undefined && input.userid !== user.id) throw new HttpError(401, SIGNIN_REQUIRED);
  const { subtotal } = await priceCart(db, input.cart);
  const coupon = await applyCoupon(db, user.id, input.code, subtotal);
  return json({ status: 'success', msg: `Promo code ${coupon.code} applied: ${formatPrice(coupon.value)} off`, coupon });
});
