'use client';
import { useRouter } from 'next/navigation';
import { useRef, useState, type ReactNode } from 'react';
import form from '@/components/ui/Form.module.scss';
import { useAdminAction } from './useAdminAction';
import { describedBy, Field, FieldError } from './Field';
import { useUnsavedChanges } from './useUnsavedChanges';
import { WholeInput } from './WholeInput';

/**
 * A back-office form checked field by field: the same rules as the server (`problemsOf`), each message shown next
 * to its field and the first problem focused; a refusal the server names a field for (a code or slug in use)
 * comes back to that field too. `fields` maps the API's names to the labels the form shows. Given `formRef` on its
 * form, leaving the page with edits not saved asks first (useUnsavedChanges).
 */
export function useFieldForm<F extends string>(
  prefix: string,
  fields: Record<F, string>,
  problemsOf: (draft: unknown) => Partial<Record<F, string>>,
) {
  const router = useRouter();
  const { run, outcome, pending } = useAdminAction();
  const [problems, setProblems] = useState<Partial<Record<F, string>>>({});
  const fieldId = (name: F) => `${prefix}-${name}`;
  const formRef = useRef<HTMLFormElement>(null);
  const unsaved = useUnsavedChanges(formRef);

  function show(found: Partial<Record<F, string>>) {
    setProblems(found);
    const first = (Object.keys(fields) as F[]).find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
  }

  /** Sends a draft that passes the rules; `after` hears the server's answer. */
  async function save<T>(path: string, draft: unknown, after?: (answer: { ok: boolean; body: T }) => void) {
    const found = problemsOf(draft);
    show(found);
    if (Object.keys(found).length) return;
    await run<T & { field?: string }>(path, draft, (answer) => {
      const field = answer.body.field;
      if (field && field in fields) show({ [field]: answer.msg } as Partial<Record<F, string>>);
      // Saved: what the fields hold is now what leaving would keep, so leaving asks no more.
      if (answer.ok) unsaved.saved();
      after?.(answer);
    });
  }

  /**
   * Saves a record's draft: at `{api}/{id}` when it exists, else at `api`, after which the new record's own page
   * (`{page}/{its id}`) opens.
   */
  async function saveRecord(api: string, id: number | undefined, draft: unknown, page: string) {
    await save<{ id?: number }>(id ? `${api}/${id}` : api, draft, (answer) => {
      if (answer.ok && !id && answer.body.id) router.push(`${page}/${answer.body.id}`);
    });
  }

  /** A labelled input with its hint and its message (keyed by its name, so that a list of fields can be mapped). */
  const field = (name: F, input: (props: Record<string, unknown>) => ReactNode, hint?: string) => {
    const id = fieldId(name);
    return (
      <Field key={id} id={id} label={fields[name]} hint={hint} error={problems[name]}>
        {input({ id, name, ...describedBy(id, problems[name]) })}
      </Field>
    );
  };

  /** A whole number (a price, a count), empty when it has none, at least `min`. */
  const whole = (name: F, value: number | null, hint?: string, min = 0) =>
    field(name, (props) => <WholeInput {...props} min={min} defaultValue={value ?? ''} />, hint);

  /** A date and time (Dhaka time, as the form's rules read it), empty when it has none. */
  const moment = (name: F, value: string | null, hint?: string) =>
    field(name, (props) => <input {...props} type="datetime-local" defaultValue={value ?? ''} />, hint);

  /** A checkbox with its label and its message. */
  const check = (name: F, checked: boolean) => (
    <>
      <label className={form.check}>
        <input
          type="checkbox"
          id={fieldId(name)}
          name={name}
          defaultChecked={checked}
          {...describedBy(fieldId(name), problems[name])}
        />
        {fields[name]}
      </label>
      <FieldError id={fieldId(name)} message={problems[name]} />
    </>
  );

  return { formRef, save, saveRecord, field, whole, moment, check, fieldId, problems, outcome, pending };
}
