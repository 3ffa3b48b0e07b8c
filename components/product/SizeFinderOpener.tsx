'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { SizeFinderProps } from './SizeFinder';
import styles from './SizeFinder.module.scss';

/** The finder's code (and the size chart) load when she opens it, not with the page. */
const SizeFinder = dynamic(() => import('./SizeFinder').then((m) => m.SizeFinder), { ssr: false });

/** "Find your size" under a band-and-cup product's sizes: opens the size finder. */
export function SizeFinderOpener(props: SizeFinderProps) {
  const [open, setOpen] = useState(false);
  return (
    <div className={styles.opener}>
      <button type="button" className={styles.open} aria-expanded={open} onClick={() => setOpen(!open)}>
        Find your size
      </button>
      {open && <SizeFinder {...props} />}
    </div>
  );
}
