import type { CouponFormInput } from '../validation/coupon-form';

/** A coupon as the back office's form edits it (moments in Dhaka time), with its id and how often it was used. */
export type CouponFormValues = Required<CouponFormInput> & { id: number; uses: number };
