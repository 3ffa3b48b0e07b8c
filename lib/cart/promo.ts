/** Promo codes: the discount a coupon gives, when an applied one lapses, and the checkout total. */
import type { Voucher } from '../types/cart';

/** What a coupon gives: a percentage (capped by maxDiscount when set) or a fixed amount, in BDT. */
export interface CouponTerms {
  kind: 'percent' | 'fixed';
  amount: number;
  /** cap on a percent discount; null for none */
  maxDiscount: number | null;
}

/** The discount in whole BDT: never negative and never more than the subtotal. */
export function couponDiscount(coupon: CouponTerms, subtotal: number): number {
  const discount =
    coupon.kind === 'percent'
      ? Math.min(Math.round((subtotal * coupon.amount) / 100), coupon.maxDiscount ?? Infinity)
      : Math.round(coupon.amount);
  return Math.max(0, Math.min(discount, subtotal));
}

/** Whether an applied voucher still holds: it lapses once the cart total differs from the total it was applied to. */
export function voucherStillValid(voucher: Voucher | null, cartTotal: number): boolean {
  return voucher !== null && voucher.cartAmountTotal === cartTotal;
}

/** Subtotal plus shipping minus the discount, never below 0. */
export function checkoutTotal(amounts: { subtotal: number; shipping: number; discount: number }): number {
  return Math.max(0, amounts.subtotal + amounts.shipping - amounts.discount);
}
