import { formatPrice } from '@/lib/format';
import type { BundleSummary } from '@/lib/types/bundle';
import styles from './BundlePrice.module.scss';

/** A bundle's one price, with what its pieces cost one by one struck through when that is more. */
export function BundlePrice({ bundle }: { bundle: Pick<BundleSummary, 'price' | 'value'> }) {
  return (
    <p className={styles.price}>
      <span data-testid="bundle-price">{formatPrice(bundle.price)}</span>
      {bundle.value > bundle.price && (
        <del>
          <span className={styles.hidden}>Bought one by one: </span>
          {formatPrice(bundle.value)}
        </del>
      )}
    </p>
  );
}
