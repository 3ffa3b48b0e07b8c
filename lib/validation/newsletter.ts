import { z } from 'zod';

export const NEWSLETTER_MESSAGES = {
  emailRequired: 'Email must be filled out',
  phoneRequired: 'Phone must be filled out',
  oneRequired: 'Email or Phone must be filled out',
  emailInvalid: 'Please enter a valid email address',
  phoneInvalid: 'Please enter an 11-digit mobile number, e.g. 01712345678',
  subscribed: 'Thank you for staying with us.',
  exists: 'You are already subscribed.',
} as const;

/** The only country code offered (spec): Bangladesh. */
export const COUNTRY_CODE = '+88';

const text = z.string().trim().max(200).optional().default('');

/**
 * The newsletter form (spec section 5), for the form and the API alike: the channels ticked decide
 * which fields are required, checked in the spec's order.
 */
export const newsletterSchema = z
  .object({
    email: text,
    phone: text,
    country_code: z.literal(COUNTRY_CODE, { error: `The country code must be ${COUNTRY_CODE}` }).default(COUNTRY_CODE),
    update_by_email: z.boolean().default(false),
    update_by_sms: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (form.update_by_email && !form.email) return problem(NEWSLETTER_MESSAGES.emailRequired);
    if (form.update_by_sms && !form.phone) return problem(NEWSLETTER_MESSAGES.phoneRequired);
    if (!form.update_by_email && !form.update_by_sms) return problem(NEWSLETTER_MESSAGES.oneRequired);
    if (form.update_by_email && !z.email().safeParse(form.email).success) return problem(NEWSLETTER_MESSAGES.emailInvalid);
    if (form.update_by_sms && !/^01\d{9}$/.test(form.phone)) return problem(NEWSLETTER_MESSAGES.phoneInvalid);
  });

export type NewsletterForm = z.input<typeof newsletterSchema>;
