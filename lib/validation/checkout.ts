import { z } from 'zod';
import { COUNTRY, DISTRICTS } from '../bangladesh';
import { COUPON_LIMITS } from '../field-limits';
import { isGateway } from '../payment-plan';
import { localOrTyped } from '../phone';
import { cartItemsSchema } from './cart-items';
import { contactSchema, mobileNumber, smsCode } from './auth';

/** The checkout messages of spec section 5, in the order they are checked. */
const CHECKOUT_MESSAGES = {
  contact: 'Contact must be filled out',
  country: 'Country/Region must be filled out',
  fullName: 'Full Name must be filled out',
  address: 'Address must be filled out',
  city: 'City must be filled out',
  method: 'Payment Method must have selected',
  online: 'Online payment is currently disabled',
  district: 'Please choose a district of Bangladesh',
} as const;

const text = z.string().trim().max(300).optional().default('');
/** A phone field: kept in its 11 local digits when it is a mobile number, as typed otherwise (the rules say why). */
const phoneText = text.transform(localOrTyped);

const checkoutFields = z.object({
  contact: phoneText,
  country: text,
  full_name: text,
  address: text,
  city: text,
  post_code: z.string().trim().max(12).optional().default(''),
  receiver_phone: phoneText,
  method: text,
  billing_address: z.literal('same').optional().default('same'),
});

type CheckoutFields = z.output<typeof checkoutFields>;

/** The spec's checks in its order; the contact is required only of a customer with none stored. */
const checkoutRules = (hasStoredContact: boolean) => (form: CheckoutFields, ctx: z.RefinementCtx) => {
  // Each problem names its field, which the page marks and focuses.
  const problem = (field: keyof CheckoutFields, message: string) => ctx.addIssue({ code: 'custom', message, path: [field] });
  if (!hasStoredContact && !form.contact) return problem('contact', CHECKOUT_MESSAGES.contact);
  const contact = form.contact ? contactSchema.safeParse(form.contact) : undefined;
  if (contact && !contact.success) return problem('contact', contact.error.issues[0].message);
  if (!form.country) return problem('country', CHECKOUT_MESSAGES.country);
  if (form.country !== COUNTRY) return problem('country', `We deliver to ${COUNTRY} only`);
  if (!form.full_name) return problem('full_name', CHECKOUT_MESSAGES.fullName);
  if (!form.address) return problem('address', CHECKOUT_MESSAGES.address);
  if (!form.city) return problem('city', CHECKOUT_MESSAGES.city);
  if (!(DISTRICTS as readonly string[]).includes(form.city)) return problem('city', CHECKOUT_MESSAGES.district);
  if (!form.method) return problem('method', CHECKOUT_MESSAGES.method);
  if (form.method === 'Online') return problem('method', CHECKOUT_MESSAGES.online);
  if (form.method !== 'COD' && !isGateway(form.method)) return problem('method', CHECKOUT_MESSAGES.method);
  const receiverPhone = form.receiver_phone ? mobileNumber('Receiver phone').safeParse(form.receiver_phone) : undefined;
  if (receiverPhone && !receiverPhone.success) return problem('receiver_phone', receiverPhone.error.issues[0].message);
};

/** The checkout form as the page checks it. */
export const checkoutFormSchema = (hasStoredContact: boolean) => checkoutFields.superRefine(checkoutRules(hasStoredContact));

export type CheckoutForm = z.input<typeof checkoutFields>;

/**
 * POST /public/create-order: the form's fields, the cart (ids, counts, picks), an optional promo code
 * and a key. Prices, totals, shipping and discounts a client sends are ignored: the server computes them.
 */
export const createOrderSchema = (hasStoredContact: boolean) =>
  checkoutFields
    .extend({
      cart_item: cartItemsSchema,
      promo_code: z.string().trim().max(COUPON_LIMITS.code).nullish(),
      /** a key the browser makes once per checkout, so a double submit places one order */
      order_key: z
        .string({ error: 'order_key is required' })
        .regex(/^[\w-]{8,64}$/, { error: 'order_key must be 8 to 64 letters, digits or dashes' }),
      /** the 'order' code sent to the contact number, where the shop asks for one (lib/server/orders/phone-proof.ts) */
      phone_code: smsCode().nullish(),
    })
    .superRefine(checkoutRules(hasStoredContact));
