import { Pending } from '@/components/ui/Pending';
import { EmptyCart } from './EmptyCart';
import styles from './CartUnknown.module.scss';

/**
 * The cart before the browser's saved state is read: the empty cart, or room for the lines when the saved state
 * holds some (components/layout/SavedStateHint.tsx marks the page before it is painted).
 */
export function CartUnknown() {
  return (
    <>
      <div className={styles.ifEmpty}>
        <EmptyCart />
      </div>
      <div className={styles.ifFilled}>
        <Pending label="Loading your cart" />
      </div>
    </>
  );
}
