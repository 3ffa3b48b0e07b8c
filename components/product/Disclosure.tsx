import type { ReactNode } from 'react';
import styles from './Disclosure.module.scss';

/**
 * A titled section that opens and closes under its title: the browser's own disclosure (details and summary), so it
 * works before and without the page's script, with the keyboard, and costs the page no code.
 */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.summary}>
        <h2>{title}</h2>
        <span className={styles.sign} aria-hidden="true" />
      </summary>
      <div className={styles.panel}>{children}</div>
    </details>
  );
}
