import type { ReactNode } from 'react';
import actions from './Actions.module.scss';
import styles from './PageTitle.module.scss';

/** A desk page's title (h1), with what goes `beside` it (its status, a button) and a line under it (`meta`). */
export function PageTitle({ children, beside, meta }: { children: ReactNode; beside?: ReactNode; meta?: ReactNode }) {
  return (
    <>
      {beside ? (
        <div className={actions.row}>
          <h1 className={`${styles.title} ${styles.beside}`}>{children}</h1>
          {beside}
        </div>
      ) : (
        <h1 className={styles.title}>{children}</h1>
      )}
      {meta && <p className={styles.meta}>{meta}</p>}
    </>
  );
}
