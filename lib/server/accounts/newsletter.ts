import 'server-only';
import type { z } from 'zod';
import type { Db } from '../db';
import { newsletterSubscriptions } from '../db/schema';
import type { newsletterSchema } from '../../validation/newsletter';

/**
 * Stores a subscription for the channels ticked. 'exist' when that e-mail address or phone number is
 * already subscribed (compared without regard to case for e-mail).
 */
export async function subscribe(db: Db, form: z.output<typeof newsletterSchema>): Promise<'subscribed' | 'exist'> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({
      email: form.update_by_email ? form.email.toLowerCase() : null,
      phone: form.update_by_sms ? form.phone : null,
      countryCode: form.country_code,
      updateByEmail: form.update_by_email,
      updateBySms: form.update_by_sms,
    })
    .onConflictDoNothing()
    .returning({ id: newsletterSubscriptions.id });
  return inserted.length ? 'subscribed' : 'exist';
}
