import { z } from 'zod';
import { COUPON_LIMITS } from '../field-limits';
import { CURRENCY } from '../format';
import { fieldProblems, moment, text, whole } from './form-fields';

/** The coupon form's fields, by the names the API takes, with the labels the form shows. */
export const COUPON_FIELDS = {
  code: 'Code',
  kind: 'Kind',
  amount: 'Value',
  max_discount: 'Cap',
  min_cart_value: 'Minimum cart',
  starts_at: 'Starts',
  ends_at: 'Ends',
  usage_limit: 'Total uses',
  per_user_limit: 'Uses per customer',
  first_order_only: 'First order only',
  active: 'Active',
  description: 'Note',
} as const;
export type CouponField = keyof typeof COUPON_FIELDS;

export const COUPON_KINDS = { percent: 'Percent off', fixed: `Amount off (${CURRENCY})` } as const;

const MONEY_MAX = 1_000_000;

/** A coupon as the back office saves it (POST /api/admin/coupons and /api/admin/coupons/{id}). */
export const couponFormSchema = z
  .object({
    code: text(COUPON_FIELDS.code, COUPON_LIMITS.code)
      .toUpperCase()
      .regex(new RegExp(`^[A-Z0-9][A-Z0-9_-]{2,${COUPON_LIMITS.code - 1}}$`), {
        error: `A code holds 3 to ${COUPON_LIMITS.code} letters, digits, hyphens or underscores`,
      }),
    kind: z.enum(['percent', 'fixed'], { error: 'Kind must be percent or amount off' }),
    amount: whole(COUPON_FIELDS.amount, 1, MONEY_MAX),
    max_discount: whole(COUPON_FIELDS.max_discount, 1, MONEY_MAX).nullable(),
    min_cart_value: whole(COUPON_FIELDS.min_cart_value, 0, MONEY_MAX),
    starts_at: moment(COUPON_FIELDS.starts_at).nullable(),
    ends_at: moment(COUPON_FIELDS.ends_at).nullable(),
    usage_limit: whole(COUPON_FIELDS.usage_limit, 1, MONEY_MAX).nullable(),
    per_user_limit: whole(COUPON_FIELDS.per_user_limit, 1, 1000).nullable(),
    first_order_only: z.boolean({ error: 'First order only must be yes or no' }),
    active: z.boolean({ error: 'Active must be yes or no' }),
    description: text(COUPON_FIELDS.description, COUPON_LIMITS.description),
  })
  .superRefine((c, context) => {
    const refuse = (path: CouponField, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (c.kind === 'percent' && c.amount > 100) refuse('amount', 'A percent off is at most 100');
    if (c.kind === 'fixed' && c.max_discount !== null) refuse('max_discount', 'A cap is for a percent off only');
    if (c.starts_at && c.ends_at && c.ends_at <= c.starts_at) refuse('ends_at', 'The coupon cannot end before it starts');
    if (c.usage_limit !== null && c.per_user_limit !== null && c.per_user_limit > c.usage_limit)
      refuse('per_user_limit', 'Uses per customer cannot be more than the total uses');
  });

export type CouponFormInput = z.input<typeof couponFormSchema>;
export type CouponDraft = z.output<typeof couponFormSchema>;

/** Every problem of a coupon form, one message per field, for the form to show next to each. */
export const couponFormProblems = (input: unknown) => fieldProblems(couponFormSchema, COUPON_FIELDS, input);
