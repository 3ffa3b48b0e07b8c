'use client';

import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import styles from './WriteReview.module.scss';

// The form, and whether she may review, load only when she opens it: the cached page carries neither.
const ReviewForm = lazy(() => import('./ReviewForm').then((m) => ({ default: m.ReviewForm })));

/** The address My Reviews links to: the product page with its review form open. */
export const WRITE_REVIEW_HASH = '#write-review';

function onHashChange(changed: () => void) {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

/** "Write a review": opens the review form in place (also when the page is opened at #write-review). */
export function WriteReview({ productId }: { productId: number }) {
  const [opened, setOpen] = useState(false);
  const atHash = useSyncExternalStore(
    onHashChange,
    () => window.location.hash === WRITE_REVIEW_HASH,
    () => false,
  );
  if (!opened && !atHash)
    return (
      <p>
        <button type="button" className={styles.button} onClick={() => setOpen(true)}>
          Write a review
        </button>
      </p>
    );
  return (
    <Suspense fallback={<p aria-busy="true">Loading the review form</p>}>
      <ReviewForm productId={productId} />
    </Suspense>
  );
}
