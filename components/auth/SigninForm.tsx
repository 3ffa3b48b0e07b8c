'use client';

import { useState, type FormEvent } from 'react';
import { ShopLink } from '@/components/ui/ShopLink';
import { notify } from '@/components/ui/notify';
import { LOCAL_KEYS, removeLocal, writeLocal } from '@/lib/browser/local-keys';
import { useLocal } from '@/components/ui/useLocal';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { apiMessage } from '@/lib/api-message';
import { useApiCall } from '@/store/useApiCall';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import form from '@/components/ui/Form.module.scss';

/** Sign in; "remember me" keeps the e-mail on this device (never the password). */
export function SigninForm() {
  const dispatch = useAppDispatch();
  const [callApi, isLoading] = useApiCall();
  // A remembered e-mail fills the field and ticks "Remember me" until the shopper changes them.
  const saved = useLocal<{ email: string }>(LOCAL_KEYS.userSaveInfo);
  const remembered = saved?.email;
  const [typedEmail, setEmail] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [rememberChoice, setRemember] = useState<boolean | null>(null);
  const email = typedEmail ?? remembered ?? '';
  const remember = rememberChoice ?? Boolean(remembered);

  async function submit(event: FormEvent) {
    event.preventDefault();
    // The validation library loads on the first submit, not with the page.
    const { signinSchema } = await import('@/lib/validation/auth');
    const parsed = signinSchema.safeParse({ email, password });
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await callApi((api) => api.endpoints.signin.initiate(parsed.data));
    if (!result.data) return notify.error(apiMessage(result, AUTH_MESSAGES.invalidCredentials));
    if (remember) writeLocal(LOCAL_KEYS.userSaveInfo, { email: parsed.data.email });
    else removeLocal(LOCAL_KEYS.userSaveInfo);
    dispatch(sessionActions.signedIn(result.data.user));
    notify.success(AUTH_MESSAGES.signedIn);
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate>
      <div className={form.field}>
        <label htmlFor="signin-email">Email</label>
        <input id="signin-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <div className={form.field}>
        <label htmlFor="signin-password">Password</label>
        <input
          id="signin-password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <label className={form.check}>
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
        Remember me
      </label>
      <button type="submit" className={form.submit} disabled={isLoading}>
        {isLoading ? 'Signing in' : 'Sign In'}
      </button>
      {/* Not fetched ahead: each short address redirects, so a prefetch cost two requests while the page loaded. */}
      <p className={form.note}>
        By signing in, you agree to our{' '}
        <ShopLink href="/terms-condition" prefetch={false}>
          Terms
        </ShopLink>{' '}
        and{' '}
        <ShopLink href="/privacy-policy" prefetch={false}>
          Privacy Policy
        </ShopLink>
        .
      </p>
    </form>
  );
}
