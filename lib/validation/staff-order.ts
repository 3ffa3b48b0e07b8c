import { z } from 'zod';
import { DISTRICTS } from '../bangladesh';
import { COUPON_LIMITS, ORDER_CHARGE_MAX } from '../field-limits';
import { SOURCE_VALUES } from '../order-source';
import { CONTROL_CHARACTERS } from '../patterns';
import { noteSchema } from './admin';
import { mobileNumber, unlessEmpty } from './auth';
import { cartItemsSchema } from './cart-items';
import { recordId } from './record-id';

/** GET /api/admin/orders/customer: the customers of a phone, however it is written. */
export const customerLookupSchema = z.object({ phone: mobileNumber('Phone') });

/** GET /api/admin/orders/products: products to add to an order staff take, by a piece of their title. */
export const productChoiceSchema = z.object({
  q: z
    .string({ error: 'Type a few letters of the title' })
    .trim()
    .min(2, { error: 'Type a few letters of the title' })
    .max(100, { error: 'q holds at most 100 characters' }),
});

/** A line of text staff type: required (`message` when empty), one line, at most `max` characters. */
const line = (message: string, max = 300) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `At most ${max} characters` })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: 'Text only, please' });

/**
 * POST /api/admin/orders: an order staff take. The customer is an account found by her phone (`customer_id`), or a
 * new one made from `phone` and `name` (no e-mail needed). Prices, the subtotal, the discount and, unless `charge`
 * is given, the delivery charge are the server's.
 */
export const staffOrderSchema = z
  .object({
    customer_id: recordId('Pick the customer again').optional(),
    /** a new customer's name */
    name: z.string().trim().max(100, { error: 'A name holds at most 100 characters' }).optional(),
    /** her phone: the order's contact, and a new customer's account */
    phone: mobileNumber('Phone'),
    cart_item: cartItemsSchema,
    full_name: line('Receiver’s name must be filled out', 100),
    receiver_phone: unlessEmpty(mobileNumber('Receiver phone')),
    address: line('Address must be filled out'),
    city: z.enum(DISTRICTS, { error: 'Please choose a district of Bangladesh' }),
    post_code: z.string().trim().max(12, { error: 'A post code holds at most 12 characters' }).optional(),
    /** the delivery charge staff set; left out (or null) for the shop's rule */
    charge: z
      .number({ error: 'The delivery charge must be a number' })
      .int({ error: 'The delivery charge must be whole taka' })
      .min(0, { error: 'The delivery charge cannot be below 0' })
      .max(ORDER_CHARGE_MAX, { error: `The delivery charge is at most ${ORDER_CHARGE_MAX}` })
      .nullish(),
    promo_code: z.string().trim().max(COUPON_LIMITS.code, { error: 'No coupon has a code that long' }).nullish(),
    note: unlessEmpty(noteSchema.shape.note),
    source: z.enum(SOURCE_VALUES, { error: 'Choose where the order came from' }),
    /** made once per form, so a double submit places one order */
    order_key: z
      .string({ error: 'order_key is required' })
      .regex(/^[\w-]{8,64}$/, { error: 'order_key must be 8 to 64 letters, digits or dashes' }),
  })
  .refine((order) => order.customer_id !== undefined || order.name, {
    error: 'Write the new customer’s name',
    path: ['name'],
  });

export type StaffOrderInput = z.output<typeof staffOrderSchema>;
