'use client';

import { useId, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { phoneField } from '@/lib/browser/phone-field';
import { COUNTRY_CODE, NEWSLETTER_MESSAGES } from '@/lib/newsletter';
import type { NewsletterForm as Form } from '@/lib/validation/newsletter';
import { apiMessage } from '@/lib/api-message';
import { useApiCall } from '@/store/useApiCall';
import fields from '@/components/ui/Form.module.scss';
import { NewsletterGift } from './NewsletterGift';
import styles from './NewsletterForm.module.scss';

const EMPTY: Required<Form> = { email: '', phone: '', country_code: COUNTRY_CODE, update_by_email: true, update_by_sms: false };

/**
 * Newsletter sign-up: cleared on success, kept filled when the address is already subscribed. A new subscriber
 * also sees her welcome code under the form (NewsletterGift).
 */
export function NewsletterForm() {
  const id = useId();
  const [form, setForm] = useState(EMPTY);
  const [subscribed, setSubscribed] = useState(false);
  const [callApi, isLoading] = useApiCall();
  const set = <K extends keyof Form>(key: K, value: Required<Form>[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The validation library loads on the first submit, not with every page.
    const { newsletterSchema } = await import('@/lib/validation/newsletter');
    const parsed = newsletterSchema.safeParse(form);
    if (!parsed.success) return notify.error(parsed.error.issues[0]?.message ?? NEWSLETTER_MESSAGES.oneRequired);
    const result = await callApi((api) => api.endpoints.subscribeNewsletter.initiate(parsed.data));
    if (result.data?.status === 'success') {
      notify.success(NEWSLETTER_MESSAGES.subscribed);
      setForm(EMPTY);
      setSubscribed(true);
    } else if (result.data?.status === 'exist') notify.error(NEWSLETTER_MESSAGES.exists);
    else notify.error(apiMessage(result));
  }

  return (
    <form method="post" className={styles.form} onSubmit={submit} noValidate>
      <div className={fields.field}>
        <label htmlFor={`${id}-email`}>Email</label>
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={(e) => set('email', e.target.value)}
          placeholder="you@example.com"
        />
      </div>
      <div className={fields.field}>
        <label htmlFor={`${id}-phone`}>Phone</label>
        <div className={styles.phone}>
          <select
            aria-label="Country code"
            value={form.country_code}
            onChange={(e) => set('country_code', e.target.value as typeof COUNTRY_CODE)}
          >
            <option value={COUNTRY_CODE}>{COUNTRY_CODE}</option>
          </select>
          <input
            id={`${id}-phone`}
            value={form.phone}
            {...phoneField((phone) => set('phone', phone))}
            placeholder="01712345678"
          />
        </div>
      </div>
      <div className={styles.choices}>
        <label className={fields.check}>
          <input type="checkbox" checked={form.update_by_email} onChange={(e) => set('update_by_email', e.target.checked)} />
          Updates by email
        </label>
        <label className={fields.check}>
          <input type="checkbox" checked={form.update_by_sms} onChange={(e) => set('update_by_sms', e.target.checked)} />
          Updates by SMS
        </label>
      </div>
      <button type="submit" className={`${fields.submit} ${styles.submit}`} disabled={isLoading}>
        {isLoading ? 'Loading' : 'Subscribe'}
      </button>
      {subscribed && <NewsletterGift />}
    </form>
  );
}
