import { z } from 'zod';
import { COUNTRY_CODE, NEWSLETTER_MESSAGES } from '../newsletter';
import { isEmail } from '../patterns';
import { localOrTyped, parsePhone } from '../phone';

const text = z.string().trim().max(200).optional().default('');

/**
 * The newsletter form (spec section 5), for the form and the API alike: the channels ticked decide
 * which fields are required, checked in the spec's order.
 */
export const newsletterSchema = z
  .object({
    email: text,
    phone: text.transform(localOrTyped),
    country_code: z.literal(COUNTRY_CODE, { error: `The country code must be ${COUNTRY_CODE}` }).default(COUNTRY_CODE),
    update_by_email: z.boolean().default(false),
    update_by_sms: z.boolean().default(false),
  })
  .superRefine((form, ctx) => {
    const problem = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (form.update_by_email && !form.email) return problem(NEWSLETTER_MESSAGES.emailRequired);
    if (form.update_by_sms && !form.phone) return problem(NEWSLETTER_MESSAGES.phoneRequired);
    if (!form.update_by_email && !form.update_by_sms) return problem(NEWSLETTER_MESSAGES.oneRequired);
    if (form.update_by_email && !isEmail(form.email)) return problem(NEWSLETTER_MESSAGES.emailInvalid);
    const phone = form.update_by_sms ? parsePhone(form.phone) : undefined;
    if (phone && 'problem' in phone) return problem(phone.problem);
  });

export type NewsletterForm = z.input<typeof newsletterSchema>;
