import { formatStars } from '@/lib/reviews';
import styles from './Stars.module.scss';

/** Stars filled to the rating (five drawn, filled by width), read out as "4.5 out of 5 stars". */
export function Stars({ value, className }: { value: number; className?: string }) {
  return (
    <span className={`${styles.stars} ${className ?? ''}`} role="img" aria-label={`${formatStars(value)} out of 5 stars`}>
      <span className={styles.filled} style={{ width: `${(value / 5) * 100}%` }} aria-hidden="true">
        ★★★★★
      </span>
      <span aria-hidden="true">★★★★★</span>
    </span>
  );
}
