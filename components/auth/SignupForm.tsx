'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { apiMessage } from '@/lib/api-message';
import { useApiCall } from '@/store/useApiCall';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import form from '@/components/ui/Form.module.scss';
import { NewPasswordField } from './NewPasswordField';

/** Sign up: on success she is signed in (the server set the session), and the screen moves on as after Sign In. */
export function SignupForm() {
  const dispatch = useAppDispatch();
  const [callApi, isLoading] = useApiCall();
  const [fields, setFields] = useState({ fullname: '', email: '', password: '' });
  const set = (key: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [key]: e.target.value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The validation library loads on the first submit, not with the page.
    const { signupSchema } = await import('@/lib/validation/auth');
    const parsed = signupSchema.safeParse(fields);
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await callApi((api) => api.endpoints.signup.initiate(parsed.data));
    if (!result.data) return notify.error(apiMessage(result));
    dispatch(sessionActions.signedIn(result.data.user));
    notify.success(AUTH_MESSAGES.registered);
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label htmlFor="signup-name">Name</label>
        <input id="signup-name" autoComplete="name" value={fields.fullname} onChange={set('fullname')} />
      </div>
      <div className={form.field}>
        <label htmlFor="signup-email">Email</label>
        <input id="signup-email" type="email" autoComplete="email" value={fields.email} onChange={set('email')} />
      </div>
      <NewPasswordField id="signup-password" label="Password" value={fields.password} onChange={set('password')} />
      <button type="submit" className={form.submit} disabled={isLoading}>
        {isLoading ? 'Creating account' : 'Sign Up'}
      </button>
    </form>
  );
}
