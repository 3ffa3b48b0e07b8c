'use client';

import { useState, type FormEvent } from 'react';
import { notify } from '@/components/ui/notify';
import {
  CONTACT_FIELDS,
  contactMail,
  contactProblem,
  mailtoUrl,
  WEBMAIL_FROM_WIDTH,
  webmailUrl,
  type ContactForm as Form,
} from '@/lib/browser/contact';
import form from '@/components/ui/Form.module.scss';

const EMPTY: Form = { name: '', email: '', phone: '', comment: '' };
const INPUT = { name: ['text', 'name'], email: ['email', 'email'], phone: ['tel', 'tel'] } as const;

/** Writes the message into the shopper's own mail: web-mail in a popup on wide screens, the mail app on phones. */
export function ContactForm({ to, brand }: { to: string; brand: string }) {
  const [values, setValues] = useState<Form>(EMPTY);

  function submit(event: FormEvent) {
    event.preventDefault();
    const problem = contactProblem(values);
    if (problem) return notify.error(problem);
    const mail = contactMail(values, brand);
    const wide = window.matchMedia(`(min-width: ${WEBMAIL_FROM_WIDTH}px)`).matches;
    // A blocked popup falls back to the mail app, so the message is never lost with the cleared form.
    const popup = wide ? window.open(webmailUrl(to, mail), 'compose-mail', 'popup,width=680,height=720') : null;
    if (!popup) window.open(mailtoUrl(to, mail), '_self');
    setValues(EMPTY);
  }

  return (
    <form method="post" className={form.form} onSubmit={submit} noValidate aria-label="Write to us">
      {CONTACT_FIELDS.map(({ id, label }) => (
        <div key={id} className={form.field}>
          <label htmlFor={`contact-${id}`}>{label}</label>
          {id === 'comment' ? (
            <textarea
              id="contact-comment"
              rows={6}
              required
              maxLength={2000}
              value={values.comment}
              onChange={(e) => setValues({ ...values, comment: e.target.value })}
            />
          ) : (
            <input
              id={`contact-${id}`}
              type={INPUT[id][0]}
              autoComplete={INPUT[id][1]}
              required
              maxLength={200}
              value={values[id]}
              onChange={(e) => setValues({ ...values, [id]: e.target.value })}
            />
          )}
        </div>
      ))}
      <button type="submit" className={form.submit}>
        Send
      </button>
    </form>
  );
}
