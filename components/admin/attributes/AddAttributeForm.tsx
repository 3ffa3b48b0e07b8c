'use client';
import type { FormEvent } from 'react';
import type { AttributeKind } from '@/lib/validation/attributes';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import styles from './AttributesDesk.module.scss';

/** A new size (of its group), colour (with its swatch) or style, added at the end of its list. */
export function AddAttributeForm({
  kind,
  heading,
  group,
}: {
  kind: AttributeKind;
  heading: string;
  group?: 'letter' | 'band_cup';
}) {
  const { run, outcome, pending } = useAdminAction();
  const id = `add-${kind}-${group ?? 'all'}`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const fields = { ...Object.fromEntries(new FormData(target)), ...(group && { group }) };
    await run(`attributes/${kind}`, fields, (answer) => {
      if (answer.ok) target.reset();
    });
  }

  return (
    <form method="post" className={styles.add} onSubmit={submit}>
      <Field id={`${id}-title`} label={`New to ${heading}`}>
        <input
          id={`${id}-title`}
          name="title"
          required
          maxLength={40}
          autoComplete="off"
          placeholder={group === 'band_cup' ? '36C' : undefined}
        />
      </Field>
      {kind === 'colors' && (
        <Field id={`${id}-value`} label="Swatch">
          <input id={`${id}-value`} name="value" type="color" defaultValue="#1d1a1c" />
        </Field>
      )}
      <button type="submit" className={actions.primary} disabled={pending}>
        Add
      </button>
      <FormOutcome outcome={outcome} />
    </form>
  );
}
