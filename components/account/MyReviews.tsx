'use client';

import { useEffect, useState } from 'react';
import { EmptyState } from '@/components/ui/EmptyState';
import { MediaImage } from '@/components/ui/MediaImage';
import { ShopLink } from '@/components/ui/ShopLink';
import { Stars } from '@/components/reviews/Stars';
import { WRITE_REVIEW_HASH } from '@/components/reviews/WriteReview';
import { FITS, REVIEW_STATUSES } from '@/lib/reviews';
import type { MyReviews as Mine } from '@/lib/types/review';
import { useAppDispatch } from '@/store/hooks';
import { sessionActions } from '@/store/session';
import styles from './MyReviews.module.scss';

/** My Reviews (with reviews on): the pieces she may still review, and her reviews with what the shop did with them. */
export function MyReviews() {
  const dispatch = useAppDispatch();
  const [mine, setMine] = useState<Mine | 'failed' | null>(null);

  useEffect(() => {
    fetch('/api/shop/reviews/mine', { cache: 'no-store' })
      .then(async (response) => {
        if (response.status === 401) dispatch(sessionActions.signedOut());
        return response.ok ? ((await response.json()) as Mine) : 'failed';
      })
      .catch(() => 'failed' as const)
      .then(setMine);
  }, [dispatch]);

  if (mine === 'failed') return <p role="alert">Your reviews could not be loaded. Please try again.</p>;
  if (!mine) return <p aria-busy="true">Loading</p>;
  if (!mine.reviews.length && !mine.reviewable.length)
    return <EmptyState title="No review yet." text="Once an order is delivered, you can review its pieces here." />;
  return (
    <div className={styles.mine}>
      {mine.reviewable.length > 0 && (
        <section aria-labelledby="to-review">
          <h2 id="to-review">To review</h2>
          <ul className={styles.list}>
            {mine.reviewable.map((line) => (
              <li key={line.order_item_id} className={styles.row}>
                <MediaImage file={line.image} alt="" width={64} height={80} />
                <div>
                  <p>{line.title_en}</p>
                  <p className={styles.meta}>
                    Order {line.order_no}
                    {line.size && ` · Size ${line.size}`}
                  </p>
                </div>
                <ShopLink href={`/product/${line.slug}${WRITE_REVIEW_HASH}`} className={styles.action}>
                  Write a review<span className={styles.hidden}> of {line.title_en}</span>
                </ShopLink>
              </li>
            ))}
          </ul>
        </section>
      )}
      {mine.reviews.length > 0 && (
        <section aria-labelledby="your-reviews">
          <h2 id="your-reviews">Your reviews</h2>
          <ul className={styles.list}>
            {mine.reviews.map((review) => (
              <li key={review.id} className={styles.review}>
                <ShopLink href={`/product/${review.slug}`}>{review.title_en}</ShopLink>
                <p>
                  <Stars value={review.stars} /> {FITS[review.fit]}
                  {review.size && ` · Size ${review.size}`}
                </p>
                {review.body && <p>{review.body}</p>}
                <p className={styles.meta}>{REVIEW_STATUSES[review.status]}</p>
                {review.reply && <p className={styles.reply}>The shop replied: {review.reply}</p>}
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
