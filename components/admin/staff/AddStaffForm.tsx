'use client';
import { useState, type FormEvent } from 'react';
import { STAFF_NAME_MAX } from '@/lib/field-limits';
import { PRESETS, type Area } from '@/lib/desk/permissions';
import type { StaffRole } from '@/lib/validation/admin';
import { AreaPicker } from './AreaPicker';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import { Field } from '../ui/Field';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';
import styles from './StaffAccounts.module.scss';

type Added = { staff: { name: string; email: string }; password: string };

/** A new account; its one-time password is shown here once, for the owner to hand over. */
export function AddStaffForm() {
  const { run, outcome, pending } = useAdminAction();
  const [added, setAdded] = useState<Added | null>(null);
  const [role, setRole] = useState<StaffRole>('staff');
  const [areas, setAreas] = useState<Area[]>([...PRESETS[0].areas]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const target = event.currentTarget;
    const data = new FormData(target);
    const fields = { name: data.get('name'), email: data.get('email'), role, ...(role === 'staff' && { permissions: areas }) };
    await run<Added>('staff', fields, (answer) => {
      setAdded(answer.ok ? answer.body : null);
      if (answer.ok) target.reset();
    });
  }

  return (
    <form method="post" className={layout.stack} onSubmit={submit}>
      <Field id="staff-name" label="Name">
        <input id="staff-name" name="name" required maxLength={STAFF_NAME_MAX} autoComplete="off" />
      </Field>
      <Field id="staff-new-email" label="Email">
        <input id="staff-new-email" name="email" type="email" required autoComplete="off" />
      </Field>
      <Field id="staff-role" label="Role">
        <select id="staff-role" name="role" value={role} onChange={(event) => setRole(event.target.value as StaffRole)}>
          <option value="staff">Staff (the areas ticked)</option>
          <option value="owner">Owner (everything, including staff)</option>
        </select>
      </Field>
      {role === 'staff' && <AreaPicker id="staff-new-areas" areas={areas} onChange={setAreas} />}
      <button type="submit" className={actions.primary} disabled={pending}>
        Add staff
      </button>
      <FormOutcome outcome={outcome} />
      {added && (
        <p className={styles.secret} data-testid="one-time-password">
          {added.staff.name} signs in as {added.staff.email} with the password <code>{added.password}</code>. It is shown this
          once: hand it over now.
        </p>
      )}
    </form>
  );
}
