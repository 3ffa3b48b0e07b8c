'use client';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';

/** Sends a failed message again from its first attempt. */
export function RetryButton({ id, recipient }: { id: number; recipient: string }) {
  const { run, outcome, pending } = useAdminAction();
  return (
    <>
      <button
        type="button"
        className={actions.secondary}
        disabled={pending}
        aria-label={`Retry the message to ${recipient}`}
        onClick={() => run(`outbox/${id}`, {})}
      >
        Retry
      </button>
      {outcome && <FormOutcome outcome={outcome} />}
    </>
  );
}
