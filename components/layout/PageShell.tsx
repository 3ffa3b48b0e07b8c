import type { ReactNode } from 'react';
import styles from './PageShell.module.scss';

/** A page's frame: its one h1 and the content width. */
export function PageShell({ title, before, children }: { title: string; before?: ReactNode; children: ReactNode }) {
  return (
    <div className={styles.shell}>
      {before}
      <h1>{title}</h1>
      {children}
    </div>
  );
}
