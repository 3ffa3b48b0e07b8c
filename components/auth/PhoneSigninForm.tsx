'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import { AUTH_MESSAGES } from '@/lib/auth-messages';
import { apiField, apiMessage } from '@/lib/api-message';
import { phoneField } from '@/lib/browser/phone-field';
import { useApiCall } from '@/store/useApiCall';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import form from '@/components/ui/Form.module.scss';
import { CodeField } from './CodeField';
import { useCodeSender } from './useCodeSender';

/**
 * Continue with phone: her number, then the code sent to it, and she is signed in. A number new to the shop is
 * asked only her name (the server asks, once the code is right), and her account is made.
 */
export function PhoneSigninForm() {
  const dispatch = useAppDispatch();
  const [callApi, signingIn] = useApiCall();
  const sender = useCodeSender('signin');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  // null until the server asks for her name: a new number.
  const [name, setName] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sender.sent) return sender.send(phone);
    const result = await callApi((api) => api.endpoints.phoneSignin.initiate({ phone, code, name }));
    if (!result.data) {
      if (apiField(result) === 'name') setName((typed) => typed ?? '');
      return notify.error(apiMessage(result));
    }
    dispatch(sessionActions.signedIn(result.data.user));
    notify.success(AUTH_MESSAGES.signedIn);
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-label="Continue with phone">
      <div className={form.field}>
        <label htmlFor="phone-signin-phone">Mobile number</label>
        <input
          id="phone-signin-phone"
          placeholder="01712-345678"
          value={phone}
          readOnly={sender.sent}
          {...phoneField(setPhone)}
        />
      </div>
      {sender.sent && (
        <>
          <CodeField id="phone-signin-code" value={code} onChange={setCode} sender={sender} phone={phone} />
          {name !== null && (
            <div className={form.field}>
              <label htmlFor="phone-signin-name">Your name</label>
              <input id="phone-signin-name" autoComplete="name" value={name} onChange={(e) => setName(e.target.value)} />
            </div>
          )}
        </>
      )}
      <button type="submit" className={form.submit} disabled={sender.sent ? signingIn : sender.idle}>
        {!sender.sent ? sender.label : name === null ? 'Sign In' : 'Create my account'}
      </button>
      {sender.sent && (
        <button
          type="button"
          className={form.link}
          onClick={() => {
            sender.reset();
            setCode('');
            setName(null);
          }}
        >
          Change number
        </button>
      )}
      <p className={form.note}>We send a 6-digit code by SMS. No password needed.</p>
    </form>
  );
}
