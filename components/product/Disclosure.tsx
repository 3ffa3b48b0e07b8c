'use client';

import { useId, useState, type ReactNode } from 'react';
import styles from './Disclosure.module.scss';

/** A titled section that opens and closes under its button (a disclosure: aria-expanded, aria-controls). */
export function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const panel = useId();
  return (
    <section className={styles.disclosure}>
      <h2 className={styles.heading}>
        <button type="button" aria-expanded={open} aria-controls={panel} onClick={() => setOpen(!open)}>
          {title}
          <span className={styles.sign} aria-hidden="true" />
        </button>
      </h2>
      <div id={panel} className={styles.panel} hidden={!open}>
        {children}
      </div>
    </section>
  );
}
