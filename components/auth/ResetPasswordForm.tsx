'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { ShopLink } from '@/components/ui/ShopLink';
import { notify } from '@/components/ui/notify';
import { ACCOUNT_PATHS, FORGOT_PASSWORD_PATH } from '@/lib/account-pages';
import { apiMessage } from '@/lib/api-message';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import { useApiCall } from '@/store/useApiCall';
import form from '@/components/ui/Form.module.scss';
import { NewPasswordField } from './NewPasswordField';

/**
 * A new password from a reset link, typed twice under the sign-up rules (`token` is empty for a link that no longer
 * works: the page then says so, with the way to a new one). On success every other session of the
 * account has ended, this browser is signed in and goes to the account.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const [callApi, isLoading] = useApiCall();
  const [fields, setFields] = useState({ password: '', confirm_password: '' });
  const [problem, setProblem] = useState(token ? '' : AUTH_MESSAGES.resetLinkInvalid);
  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The validation library loads on the first submit, not with the page.
    const { passwordResetSchema } = await import('@/lib/validation/auth');
    const parsed = passwordResetSchema.safeParse({ token, ...fields });
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await callApi((api) => api.endpoints.resetPassword.initiate(parsed.data));
    if (!result.data) {
      const message = apiMessage(result);
      // A link that no longer works is said on the page, with the way to a new one.
      return message === AUTH_MESSAGES.resetLinkInvalid ? setProblem(message) : notify.error(message);
    }
    dispatch(sessionActions.signedIn(result.data.user));
    notify.success(AUTH_MESSAGES.passwordReset);
    router.replace(ACCOUNT_PATHS.account);
  }

  if (problem)
    return (
      <div className={form.form}>
        <p role="alert">{problem}</p>
        <ShopLink href={FORGOT_PASSWORD_PATH} className={form.submit}>
          Ask for a new link
        </ShopLink>
      </div>
    );

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate>
      <NewPasswordField id="reset-password" label="New password" value={fields.password} onChange={set('password')} />
      <div className={form.field}>
        <label htmlFor="reset-confirm">New password again</label>
        <input
          id="reset-confirm"
          type="password"
          autoComplete="new-password"
          value={fields.confirm_password}
          onChange={set('confirm_password')}
        />
      </div>
      <button type="submit" className={form.submit} disabled={isLoading}>
        {isLoading ? 'Saving' : 'Save and sign in'}
      </button>
    </form>
  );
}
