import { Field } from './Field';

/** A period's first and last day (Dhaka days, both included), as a filter form's From and To. */
export function DayRange({ id, from, to, required }: { id: string; from?: string; to?: string; required?: boolean }) {
  return (
    <>
      <Field id={`${id}-from`} label="From">
        <input id={`${id}-from`} name="from" type="date" defaultValue={from} required={required} />
      </Field>
      <Field id={`${id}-to`} label="To">
        <input id={`${id}-to`} name="to" type="date" defaultValue={to} required={required} />
      </Field>
    </>
  );
}
