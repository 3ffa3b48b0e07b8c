import styles from './Pending.module.scss';

/** Room kept for a screen that waits for the browser's saved state; screen readers hear what is loading. */
export function Pending({ label }: { label: string }) {
  return (
    <div className={styles.pending} role="status" aria-busy="true">
      <span className={styles.label}>{label}</span>
    </div>
  );
}
