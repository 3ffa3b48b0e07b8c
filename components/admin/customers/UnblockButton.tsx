'use client';
import { displayPhone } from '@/lib/phone';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';

/** Unblocks a phone: its next orders are Pending again. */
export function UnblockButton({ phone }: { phone: string }) {
  const { run, outcome, pending } = useAdminAction();
  return (
    <>
      <button
        type="button"
        className={actions.secondary}
        disabled={pending}
        aria-label={`Unblock ${displayPhone(phone)}`}
        onClick={() => run('blocked-phones/unblock', { phone })}
      >
        Unblock
      </button>
      {outcome?.ok === false && <FormOutcome outcome={outcome} />}
    </>
  );
}
