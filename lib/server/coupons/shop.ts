import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import { couponDiscount } from '../../cart';
import { formatPrice } from '../../format';
import type { AppliedCoupon } from '../../types/coupon';
import type { Db } from '../db';
import { coupons, orders } from '../db/schema';
import { DomainError } from '../errors';
import { countOrders, isFirstOrder, liveOrder } from '../live-orders';

/**
 * Checks a code for a customer and a cart subtotal the server computed, and gives the discount. Called inside
 * the order's transaction when an order is placed, so that usage limits hold under concurrent orders.
 * Refusals are 422s whose message the shopper sees.
 * For an order edited at the desk (`edited`), its own use is not counted and "first order" means hers placed
 * before it; a code it already holds keeps working after it was switched off or its dates passed (it was valid
 * when the order was placed), while its minimum is checked on the new subtotal.
 */
export async function applyCoupon(
  db: Db,
  userId: number,
  code: string,
  subtotal: number,
  edited?: { id: number; promoCode: string | null },
): Promise<AppliedCoupon> {
  const [coupon] = await db
    .select()
    .from(coupons)
    .where(sql`lower(${coupons.code}) = lower(${code})`)
    .limit(1);
  const now = new Date();
  const held = coupon && edited?.promoCode === coupon.code;
  if (!coupon || (!coupon.active && !held)) throw new DomainError('unprocessable', 'This promo code is not valid');
  if (!held && coupon.startsAt && coupon.startsAt > now) {
    throw new DomainError('unprocessable', 'This promo code is not active yet');
  }
  if (!held && coupon.expiresAt && coupon.expiresAt < now) {
    throw new DomainError('unprocessable', 'This promo code has expired');
  }
  if (subtotal < coupon.minCartValue) {
    throw new DomainError('unprocessable', `This promo code needs a cart of ${formatPrice(coupon.minCartValue)} or more`);
  }
  const codeUsed = and(eq(orders.promoCode, coupon.code), liveOrder, edited && ne(orders.id, edited.id));
  // Inside an order's transaction, orders with a limited code wait for each other here, so the count holds.
  if (coupon.usageLimit !== null)
    await db.select({ id: coupons.id }).from(coupons).where(eq(coupons.id, coupon.id)).for('update');
  if (coupon.usageLimit !== null && (await countOrders(db, codeUsed)) >= coupon.usageLimit) {
    throw new DomainError('unprocessable', 'This promo code has been fully used');
  }
  if (coupon.perUserLimit !== null && (await countOrders(db, and(codeUsed, eq(orders.userId, userId)))) >= coupon.perUserLimit) {
    throw new DomainError('unprocessable', 'You have already used this promo code');
  }
  if (coupon.firstOrderOnly && !(await isFirstOrder(db, userId, edited))) {
    throw new DomainError('unprocessable', 'This promo code is for your first order only');
  }
  const kind = coupon.kind === 'fixed' ? 'fixed' : 'percent';
  return {
    code: coupon.code,
    value: couponDiscount({ kind, amount: coupon.amount, maxDiscount: coupon.maxDiscount }, subtotal),
    kind,
    amount: coupon.amount,
    cartAmountTotal: subtotal,
  };
}
