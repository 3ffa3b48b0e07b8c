'use client';
import type { FormEvent } from 'react';
import { BLOCK_REASON_MAX } from '@/lib/field-limits';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';

/** Blocks a phone, typed or hers (`phone`), with why: its next orders wait on Hold for a call. */
export function BlockForm({ phone }: { phone?: string }) {
  const { run, outcome, pending } = useAdminAction();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const answer = await run('blocked-phones', Object.fromEntries(new FormData(target)));
    if (answer.ok) target.reset();
  }

  return (
    <form method="post" className={layout.stack} onSubmit={submit}>
      <Field id="block-phone" label="Phone">
        <input id="block-phone" name="phone" type="tel" inputMode="tel" required defaultValue={phone} autoComplete="off" />
      </Field>
      <Field id="block-reason" label="Why" hint="Her new orders go to Hold: call first.">
        <input
          id="block-reason"
          name="reason"
          required
          maxLength={BLOCK_REASON_MAX}
          placeholder="e.g. refused three parcels"
          autoComplete="off"
        />
      </Field>
      <button type="submit" className={actions.secondary} disabled={pending}>
        Block
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
