import type { z } from 'zod';
import type { couponRequestSchema } from '../validation/promo';

/** POST /api/coupon/request (spec section 7): the code and the cart it should apply to. */
export type CouponRequest = z.input<typeof couponRequestSchema>;

export interface AppliedCoupon {
  code: string;
  /** the discount in whole BDT on this cart */
  value: number;
  kind: 'percent' | 'fixed';
  amount: number;
  /** the cart total the discount was computed for */
  cartAmountTotal: number;
}

export interface CouponResponse {
  status: 'success' | 'error';
  msg: string;
  coupon?: AppliedCoupon;
}
