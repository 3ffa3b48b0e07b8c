import { z } from 'zod';
import { COUPON_CODE_REQUIRED } from '../cart/messages';
import { COUPON_LIMITS } from '../field-limits';
import { cartItemsSchema } from './cart-items';
import { recordId } from './record-id';

/** A promo code as typed: trimmed, required (the form and the API give the same message). */
export const promoCodeSchema = z
  .string({ error: COUPON_CODE_REQUIRED })
  .trim()
  .min(1, { error: COUPON_CODE_REQUIRED })
  .max(COUPON_LIMITS.code, { error: 'That promo code is too long' });

export const couponRequestSchema = z.object({
  code: promoCodeSchema,
  cart: cartItemsSchema,
  api_token: z.string().max(200).optional(),
  userid: recordId('userid must be a customer id').optional(),
});
