import { MediaImage } from '@/components/ui/MediaImage';
import { formatDate, mediaUrl } from '@/lib/format';
import { FITS } from '@/lib/reviews';
import type { ReviewView } from '@/lib/types/review';
import { Stars } from './Stars';
import styles from './ReviewItem.module.scss';

/** One published review: her stars, fit and size, what she wrote and showed, and the shop's reply under it. */
export function ReviewItem({ review }: { review: ReviewView }) {
  return (
    <li className={styles.review}>
      <div className={styles.head}>
        <Stars value={review.stars} />
        <span className={styles.fit}>{FITS[review.fit]}</span>
      </div>
      <p className={styles.meta}>
        {review.author} · Verified buyer{review.size && ` · Size bought: ${review.size}`} · {formatDate(review.created_at)}
      </p>
      {review.body && <p className={styles.body}>{review.body}</p>}
      {review.photos.length > 0 && (
        <ul className={styles.photos} aria-label="Her photos">
          {review.photos.map((file, index) => (
            <li key={file}>
              <a href={mediaUrl(file)} target="_blank" rel="noopener">
                <MediaImage
                  file={file}
                  alt={`Photo ${index + 1} of ${review.author}'s review`}
                  width={96}
                  height={96}
                  sizes="96px"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.reply && (
        <div className={styles.reply}>
          <p className={styles.replyBy}>The shop replied</p>
          <p>{review.reply}</p>
        </div>
      )}
    </li>
  );
}
