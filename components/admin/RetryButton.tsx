'use client';
import { FormOutcome } from './FormOutcome';
import { useAdminAction } from './useAdminAction';
import styles from './Admin.module.scss';

/** Sends a failed message again from its first attempt. */
export function RetryButton({ id, recipient }: { id: number; recipient: string }) {
  const { run, outcome, pending } = useAdminAction();
  return (
    <>
      <button
        type="button"
        className={styles.secondary}
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
