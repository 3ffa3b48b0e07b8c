import Link from 'next/link';
import styles from './EmptyCart.module.scss';

/** The empty cart's message (spec: Cart), on the cart page and at checkout. */
export function EmptyCart() {
  return (
    <div className={styles.empty}>
      <h2>No item in your cart</h2>
      <p>Back to shop page then add to the cart any item.</p>
      <Link href="/shop" className={styles.shop}>
        Back to shop
      </Link>
    </div>
  );
}
