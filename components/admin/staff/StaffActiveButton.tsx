'use client';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';

/** Disables an account (its sessions end at once) or enables it again. */
export function StaffActiveButton({ id, name, active }: { id: number; name: string; active: boolean }) {
  const { run, outcome, pending } = useAdminAction();
  return (
    <div className={actions.row}>
      <span>{active ? 'Active' : 'Disabled'}</span>
      <button
        type="button"
        className={actions.secondary}
        disabled={pending}
        aria-label={`${active ? 'Disable' : 'Enable'} ${name}`}
        onClick={() => run(`staff/${id}`, { active: !active })}
      >
        {active ? 'Disable' : 'Enable'}
      </button>
      {outcome?.ok === false && <FormOutcome outcome={outcome} />}
    </div>
  );
}
