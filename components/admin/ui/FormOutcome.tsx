import type { Outcome } from './useAdminAction';
import styles from './FormOutcome.module.scss';

/** What a back-office form's last try said: read out as it appears, in red when it was refused. */
export function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <p role="status" className={outcome?.ok === false ? styles.refused : styles.done}>
      {outcome?.msg}
    </p>
  );
}
