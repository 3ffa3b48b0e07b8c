import type { CartItemInput } from '../validation/cart-items';

/** POST /api/coupon/request (spec section 7): the code and the cart it should apply to. */
export interface CouponRequest {
  code: string;
  cart: CartItemInput[];
  /** for clients without the session cookie */
  api_token?: string;
  userid?: number;
}

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
