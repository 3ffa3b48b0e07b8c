'use client';
import { useState, type FormEvent } from 'react';
import type { Area } from '@/lib/desk/permissions';
import { AreaPicker } from './AreaPicker';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import layout from '../ui/FormLayout.module.scss';
import styles from './AreaPicker.module.scss';

/** Changes the areas of an account, folded under its row until opened. */
export function StaffAreasForm({ id, name, areas: saved }: { id: number; name: string; areas: Area[] }) {
  const { run, outcome, pending } = useAdminAction();
  const [areas, setAreas] = useState<Area[]>(saved);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(`staff/${id}/permissions`, { permissions: areas });
  }

  return (
    <details className={styles.change}>
      <summary>Change areas of {name}</summary>
      <form method="post" className={layout.stack} onSubmit={submit}>
        <AreaPicker id={`staff-${id}-areas`} areas={areas} onChange={setAreas} />
        <button type="submit" className={actions.primary} disabled={pending}>
          Save areas
        </button>
        <FormOutcome outcome={outcome} />
      </form>
    </details>
  );
}
