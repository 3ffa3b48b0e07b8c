import type { ReactNode } from 'react';
import styles from './PageShell.module.scss';

/** A page's frame: its one h1 and the content width. */
export function PageShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
