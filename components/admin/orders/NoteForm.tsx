'use client';
import type { FormEvent } from 'react';
import { ORDER_NOTE_MAX } from '@/lib/field-limits';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';

/**
 * A dated note for the staff (never shown to the customer), posted to `path`: an order's or a customer's notes.
 */
export function NoteForm({ path, placeholder = 'e.g. called, confirmed for Friday' }: { path: string; placeholder?: string }) {
  const { run, outcome, pending } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const answer = await run(path, { note: new FormData(target).get('note') });
    if (answer.ok) target.reset();
  }

  return (
    <form method="post" className={layout.stack} onSubmit={submit}>
      <Field id="order-note" label="Note">
        <textarea id="order-note" name="note" rows={3} maxLength={ORDER_NOTE_MAX} required placeholder={placeholder} />
      </Field>
      <button type="submit" className={actions.secondary} disabled={pending}>
        Add note
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
