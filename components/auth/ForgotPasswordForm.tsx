'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { selectAppInfo } from '@/store/app';
import { useAppSelector } from '@/store/hooks';
import form from '@/components/ui/Form.module.scss';

/**
 * The spec wires no call to this form: it tells the shopper how our support team resets a password,
 * instead of pretending an e-mail was sent.
 */
export function ForgotPasswordForm() {
  const support = useAppSelector(selectAppInfo)?.company.email;
  const [email, setEmail] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    notify.info(
      `Please write to ${support ?? 'our support team'} from ${email || 'your account e-mail'}: we reply within 24-48 hours and will help you set a new password.`,
    );
  }
  return (
    <form className={form.form} onSubmit={submit} noValidate>
      <p className={form.note}>Enter the e-mail of your account and we will tell you how to reset your password.</p>
      <div className={form.field}>
        <label htmlFor="forgot-email">Email</label>
        <input id="forgot-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <button type="submit" className={form.submit}>
        Reset password
      </button>
    </form>
  );
}
