'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { apiMessage } from '@/lib/api-message';
import { useAppSelector } from '@/store/hooks';
import { selectSession } from '@/store/session';
import { useApiCall } from '@/store/useApiCall';
import form from '@/components/ui/Form.module.scss';

/**
 * Forgot password: asks for the account's e-mail and sends it a link to choose a new password. The answer is the
 * same whether or not the address has an account; it stays on the tab, so she knows to look in her mail.
 */
export function ForgotPasswordForm() {
  const [callApi, isLoading] = useApiCall();
  const signedInEmail = useAppSelector(selectSession).user?.email;
  const [typed, setEmail] = useState<string | null>(null);
  const [answer, setAnswer] = useState('');
  const email = typed ?? signedInEmail ?? '';

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The validation library loads on the first submit, not with the page.
    const { resetRequestSchema } = await import('@/lib/validation/auth');
    const parsed = resetRequestSchema.safeParse({ email });
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await callApi((api) => api.endpoints.forgotPassword.initiate(parsed.data));
    if (!result.data) return notify.error(apiMessage(result));
    setAnswer(result.data.msg);
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate>
      <p className={form.note}>Enter the e-mail of your account: we will send it a link to choose a new password.</p>
      <div className={form.field}>
        <label htmlFor="forgot-email">Email</label>
        <input id="forgot-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <button type="submit" className={form.submit} disabled={isLoading}>
        {isLoading ? 'Sending' : 'Send me a link'}
      </button>
      <p role="status" className={form.note}>
        {answer}
      </p>
    </form>
  );
}
