/** The coupons' door: what other rooms of lib/server use of them. */
export { applyCoupon } from './shop';
