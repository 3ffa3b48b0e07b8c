'use client';

import Link from 'next/link';
import { useEffect, useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { LOCAL_KEYS, readLocal, writeLocal } from '@/lib/local-keys';
import { AUTH_MESSAGES, signinSchema } from '@/lib/validation/auth';
import { apiMessage, useSigninMutation } from '@/store/api';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import form from '@/components/ui/Form.module.scss';

/** Sign in; "remember me" keeps the e-mail on this device (never the password). */
export function SigninForm({ initialEmail = '' }: { initialEmail?: string }) {
  const dispatch = useAppDispatch();
  const [signin, { isLoading }] = useSigninMutation();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);

  useEffect(() => {
    const saved = readLocal<{ email: string }>(LOCAL_KEYS.userSaveInfo);
    if (saved?.email && !initialEmail) {
      setEmail(saved.email);
      setRemember(true);
    }
  }, [initialEmail]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signinSchema.safeParse({ email, password });
    if (!parsed.success) return notify.error(parsed.error.issues[0].message);
    const result = await signin(parsed.data);
    if (!result.data) return notify.error(apiMessage(result, AUTH_MESSAGES.invalidCredentials));
    if (remember) writeLocal(LOCAL_KEYS.userSaveInfo, { email: parsed.data.email });
    else localStorage.removeItem(LOCAL_KEYS.userSaveInfo);
    dispatch(sessionActions.signedIn(result.data.user));
    notify.success(AUTH_MESSAGES.signedIn);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate>
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
      <p className={form.note}>
        By signing in you agree to our <Link href="/terms-condition">Terms</Link> and{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
    </form>
  );
}
