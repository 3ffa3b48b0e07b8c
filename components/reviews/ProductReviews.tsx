import { fitSummary, formatStars } from '@/lib/reviews';
import type { ReviewPage } from '@/lib/types/review';
import { MoreReviews } from './MoreReviews';
import { ReviewItem } from './ReviewItem';
import { Stars } from './Stars';
import { WriteReview } from './WriteReview';
import styles from './ProductReviews.module.scss';

/**
 * The product page's reviews, rendered with the page (kept in its cache, so nothing personal): the average, the
 * count, the fit most reviews name and the newest reviews; more come a page at a time, and the form when she opens it.
 */
export function ProductReviews({ productId, reviews }: { productId: number; reviews: ReviewPage }) {
  const { summary } = reviews;
  const fit = fitSummary(summary.fits);
  return (
    <section className={styles.section} id="reviews" aria-labelledby="reviews-title">
      <h2 id="reviews-title" className={styles.title}>
        Reviews
      </h2>
      {summary.count ? (
        <div className={styles.summary}>
          <p className={styles.average}>
            <span className={styles.figure}>{formatStars(summary.average)}</span>
            <Stars value={summary.average} />
            <span>
              {summary.count} {summary.count === 1 ? 'review' : 'reviews'}
            </span>
          </p>
          {fit && <p className={styles.fit}>{fit}</p>}
        </div>
      ) : (
        <p>No reviews yet.</p>
      )}
      <WriteReview productId={productId} />
      {summary.count > 0 && (
        <ul className={styles.list}>
          {reviews.data.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
          <MoreReviews productId={productId} lastPage={reviews.last_page} />
        </ul>
      )}
    </section>
  );
}
