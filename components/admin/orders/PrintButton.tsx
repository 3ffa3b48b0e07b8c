'use client';
import styles from '../ui/Admin.module.scss';

export function PrintButton() {
  return (
    <button type="button" className={styles.primary} onClick={() => window.print()}>
      Print
    </button>
  );
}
