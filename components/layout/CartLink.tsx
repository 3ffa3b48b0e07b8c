'use client';

import { ShopLink } from '@/components/ui/ShopLink';
import { selectCartSummary } from '@/store/cart';
import { useAppSelector } from '@/store/hooks';
import styles from './CartLink.module.scss';

/** The header's cart icon: a badge with the number of lines when there are any. */
export function CartLink() {
  const { count } = useAppSelector(selectCartSummary);
  return (
    <ShopLink
      href="/cart"
      className={styles.cart}
      aria-label={count ? `Cart, ${count} ${count === 1 ? 'item' : 'items'}` : 'Cart'}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <path
          d="M6 7h12l-1 13H7L6 7Zm3 0a3 3 0 0 1 6 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
          strokeLinejoin="round"
        />
      </svg>
      {count > 0 && (
        <span className={styles.badge} data-testid="cart-badge">
          {count}
        </span>
      )}
    </ShopLink>
  );
}
