import Link from 'next/link';
import { Stars } from '@/components/reviews/Stars';
import { formatDateTime, mediaUrl } from '@/lib/format';
import { FITS } from '@/lib/reviews';
import type { DeskReview } from '@/lib/types/review';
import { ReviewActions } from './ReviewActions';
import styles from './Reviews.module.scss';

/** The desk's reviews: what she wrote of which product and order, and the owner's actions on each. */
export function ReviewList({ reviews }: { reviews: DeskReview[] }) {
  if (!reviews.length) return <p>No review here.</p>;
  return (
    <ul className={styles.list}>
      {reviews.map((review) => (
        <li key={review.id} className={styles.review}>
          <article aria-labelledby={`review-${review.id}`}>
            <h2 id={`review-${review.id}`} className={styles.product}>
              <Link href={`/product/${review.slug}`}>{review.title_en}</Link>
            </h2>
            <p className={styles.line}>
              <Stars value={review.stars} /> <strong>{FITS[review.fit]}</strong>
              {review.size && ` · Size ${review.size}`}
            </p>
            <p className={styles.meta}>
              {review.customer} · Order <Link href={`/admin/orders/${review.order_no}`}>{review.order_no}</Link> ·{' '}
              {formatDateTime(review.created_at)}
            </p>
            {review.body && <p className={styles.body}>{review.body}</p>}
            {review.photos.length > 0 && (
              <p className={styles.photos}>
                {review.photos.map((file, index) => (
                  <a key={file} href={mediaUrl(file)} target="_blank" rel="noopener">
                    Photo {index + 1}
                  </a>
                ))}
              </p>
            )}
            <ReviewActions review={review} />
          </article>
        </li>
      ))}
    </ul>
  );
}
