import { z } from 'zod';
import { DISTRICTS } from '../bangladesh';
import { COUPON_LIMITS, ORDER_EDIT_LIMITS } from '../field-limits';
import { INTEGER_MAX } from '../patterns';
import { mobileNumber } from './auth';
import { cartItemSchema } from './cart-items';

const required = (label: string, max: number) =>
  z
    .string({ error: `${label} must be filled out` })
    .trim()
    .min(1, { error: `${label} must be filled out` })
    .max(max, { error: `${label} holds at most ${max} characters` });

const money = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be whole taka` })
    .min(0, { error: `${name} cannot be below 0` })
    .max(ORDER_EDIT_LIMITS.money, { error: `${name} is at most ${ORDER_EDIT_LIMITS.money.toLocaleString('en')}` });

/**
 * POST /api/admin/orders/{order number}/edit: the order as staff want it, from the version they loaded. The lines
 * name products, sizes and colours by id (prices are the server's); the phones follow the shop's one rule
 * (lib/phone.ts); `charge` null is the shop's own rule; `discount` is staff's own, in taka, beside any promo code.
 * `preview` prices it without saving.
 */
export const orderEditSchema = z.object({
  version: z
    .number({ error: 'version must be the version of the order you loaded' })
    .int({ error: 'version must be a whole number' })
    .min(0, { error: 'version must be 0 or more' })
    .max(INTEGER_MAX, { error: 'version is too large' }),
  lines: z
    .array(cartItemSchema, { error: 'lines must be a list' })
    .min(1, { error: 'An order keeps at least one line: cancel it instead' })
    .max(100, { error: 'An order holds at most 100 lines' }),
  name: required('Name', ORDER_EDIT_LIMITS.name),
  contact: mobileNumber('Contact'),
  receiver_phone: z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    mobileNumber('Receiver phone').nullish(),
  ),
  address: required('Address', ORDER_EDIT_LIMITS.address),
  district: z.enum(DISTRICTS, { error: 'Please choose a district of Bangladesh' }),
  charge: money('The delivery charge').nullable().default(null),
  promo_code: z
    .string({ error: 'The promo code must be text' })
    .trim()
    .max(COUPON_LIMITS.code, { error: `A promo code holds at most ${COUPON_LIMITS.code} characters` })
    .nullish()
    .transform((code) => code || null),
  discount: money('The discount').default(0),
  /** whether the customer is sent the new total when it changed */
  tell_customer: z.boolean({ error: 'tell_customer must be true or false' }).default(true),
  preview: z.boolean({ error: 'preview must be true or false' }).default(false),
});

export type OrderEdit = z.output<typeof orderEditSchema>;
export type OrderEditRequest = z.input<typeof orderEditSchema>;
