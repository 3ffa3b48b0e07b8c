'use client';

import { useState, type FormEvent } from 'react';
import { CodeField } from '@/components/auth/CodeField';
import { useCodeSender } from '@/components/auth/useCodeSender';
import { notify } from '@/components/ui/notify';
import { apiMessage } from '@/lib/api-message';
import { phoneField } from '@/lib/browser/phone-field';
import type { SessionUser } from '@/lib/types/user';
import { useApiCall } from '@/store/useApiCall';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import form from '@/components/ui/Form.module.scss';

/** Adds a phone to her account: the number, the code sent to it, and it is hers (one account's only). */
export function PhoneVerify({ user, onDone }: { user: SessionUser; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const [callApi, verifying] = useApiCall();
  const sender = useCodeSender('verify');
  const [phone, setPhone] = useState(user.contact ?? '');
  const [code, setCode] = useState('');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!sender.sent) return sender.send(phone);
    const result = await callApi((api) => api.endpoints.phoneVerify.initiate({ phone, code }));
    if (!result.data) return notify.error(apiMessage(result));
    dispatch(sessionActions.signedIn({ ...user, phone: result.data.phone }));
    notify.success(result.data.msg);
    onDone();
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-label="Add a phone">
      <div className={form.field}>
        <label htmlFor="verify-phone">Mobile number</label>
        <input id="verify-phone" value={phone} readOnly={sender.sent} {...phoneField(setPhone)} placeholder="01712-345678" />
      </div>
      {sender.sent && <CodeField id="verify-code" value={code} onChange={setCode} sender={sender} phone={phone} />}
      <button type="submit" className={form.secondary} disabled={sender.sent ? verifying : sender.idle}>
        {sender.sent ? 'Verify' : sender.label}
      </button>
    </form>
  );
}
