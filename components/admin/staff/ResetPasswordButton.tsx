'use client';
import { useState } from 'react';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import styles from './StaffAccounts.module.scss';

/** Gives an account a new one-time password (a forgotten one), shown here once for the owner to hand over. */
export function ResetPasswordButton({ id, name }: { id: number; name: string }) {
  const { run, outcome, pending } = useAdminAction();
  const [password, setPassword] = useState<string | null>(null);
  return (
    <>
      <button
        type="button"
        className={actions.secondary}
        disabled={pending}
        aria-label={`Reset the password of ${name}`}
        onClick={() =>
          run<{ password?: string }>(`staff/${id}/password`, {}, (answer) => setPassword(answer.body.password ?? null))
        }
      >
        Reset password
      </button>
      {password ? (
        <p className={styles.secret}>
          {name}&apos;s new password: <code>{password}</code>
        </p>
      ) : (
        outcome?.ok === false && <FormOutcome outcome={outcome} />
      )}
    </>
  );
}
