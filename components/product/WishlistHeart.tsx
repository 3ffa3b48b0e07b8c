'use client';

import { ADDED_TO_WISHLIST } from '@/lib/cart';
import { imageFor } from '@/lib/product-images';
import type { ProductSummary } from '@/lib/types/catalog';
import { notify } from '@/components/ui/notify';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectInWishlist, wishlistActions } from '@/store/wishlist';
import { useChosenColor } from './useProductPick';
import styles from './WishlistHeart.module.scss';

/** The card's heart: fills once the product is in the wishlist (removal is on the wishlist page). */
export function WishlistHeart({ product }: { product: ProductSummary }) {
  const dispatch = useAppDispatch();
  const saved = useAppSelector((state) => selectInWishlist(state, product.id));
  const color = useChosenColor(product);
  function add() {
    if (saved) return;
    const { id, title_en, slug, price, spacial_price, attribute } = product;
    // Saved with the picture of the colour she has chosen.
    const image = imageFor(product, color);
    dispatch(wishlistActions.added({ id, image, title_en, slug, price, spacial_price, attribute }));
    notify.success(ADDED_TO_WISHLIST);
  }
  return (
    <button
      type="button"
      className={styles.heart}
      onClick={add}
      aria-pressed={saved}
      aria-label={saved ? `${product.title_en} is in your wishlist` : `Add ${product.title_en} to wishlist`}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path
          d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z"
          fill={saved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
        />
      </svg>
    </button>
  );
}
