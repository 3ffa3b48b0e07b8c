'use client';
import type { FormEvent } from 'react';
import form from '@/components/ui/Form.module.scss';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import styles from '../ui/Admin.module.scss';

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
    <form className={styles.stack} onSubmit={submit}>
      <div className={form.field}>
        <label htmlFor="current-password">Current password</label>
        <input id="current-password" name="current" type="password" autoComplete="current-password" required />
      </div>
      <div className={form.field}>
        <label htmlFor="new-password">New password</label>
        <input id="new-password" name="password" type="password" autoComplete="new-password" minLength={6} required />
      </div>
      <button type="submit" className={styles.primary} disabled={pending}>
        Change password
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
