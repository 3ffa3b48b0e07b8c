'use client';

import { useState } from 'react';
import type { ReviewPage, ReviewView } from '@/lib/types/review';
import { ReviewItem } from './ReviewItem';
import styles from './MoreReviews.module.scss';

/** The reviews after the first page, a page at a time, asked of the public API when she wants more. */
export function MoreReviews({ productId, lastPage }: { productId: number; lastPage: number }) {
  const [shown, setShown] = useState<ReviewView[]>([]);
  const [page, setPage] = useState(1);
  const [state, setState] = useState<'idle' | 'loading' | 'failed'>('idle');

  async function more() {
    setState('loading');
    const response = await fetch(`/api/shop/reviews?product=${productId}&page=${page + 1}`).catch(() => null);
    if (!response?.ok) return setState('failed');
    const next = (await response.json()) as ReviewPage;
    setShown((list) => [...list, ...next.data]);
    setPage(next.current_page);
    setState('idle');
  }

  return (
    <>
      {shown.map((review) => (
        <ReviewItem key={review.id} review={review} />
      ))}
      {page < lastPage && (
        <li className={styles.more}>
          <button type="button" className={styles.button} onClick={more} disabled={state === 'loading'}>
            More reviews
          </button>
          {state === 'failed' && <p role="alert">The reviews could not be loaded. Please try again.</p>}
        </li>
      )}
    </>
  );
}
