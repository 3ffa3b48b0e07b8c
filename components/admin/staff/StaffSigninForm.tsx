'use client';
import { useRouter } from 'next/navigation';
import type { FormEvent } from 'react';
import { safeNext } from '@/lib/desk/api';
import form from '@/components/ui/Form.module.scss';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';

/** The back office's sign-in: on success, back to the page the visitor was sent away from. */
export function StaffSigninForm({ next }: { next?: string }) {
  const router = useRouter();
  const { run, outcome, pending } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const answer = await run('signin', { email: fields.get('email'), password: fields.get('password') });
    if (answer.ok) router.replace(safeNext(next));
  }

  return (
    <form method="post" className={form.form} onSubmit={submit}>
      <Field id="staff-email" label="Email">
        <input id="staff-email" name="email" type="email" autoComplete="username" required />
      </Field>
      <Field id="staff-password" label="Password">
        <input id="staff-password" name="password" type="password" autoComplete="current-password" required />
      </Field>
      <button type="submit" className={form.submit} disabled={pending}>
        Sign in
      </button>
      <FormOutcome outcome={outcome?.ok ? null : outcome} />
    </form>
  );
}
