'use client';
import type { FormEvent } from 'react';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';

/** A staff member's own password: the current one, then the new one (the account's other sessions end). */
export function ChangePasswordForm() {
  const { run, outcome, pending } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const fields = new FormData(target);
    const answer = await run('password', { current_password: fields.get('current'), password: fields.get('password') });
    if (answer.ok) target.reset();
  }

  return (
    <form method="post" className={layout.stack} onSubmit={submit}>
      <Field id="current-password" label="Current password">
        <input id="current-password" name="current" type="password" autoComplete="current-password" required />
      </Field>
      <Field id="new-password" label="New password">
        <input id="new-password" name="password" type="password" autoComplete="new-password" minLength={6} required />
      </Field>
      <button type="submit" className={actions.primary} disabled={pending}>
        Change password
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
