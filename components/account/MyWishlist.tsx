'use client';

import { ShopLink } from '@/components/ui/ShopLink';
import { ColorSwatch } from '@/components/ui/ColorSwatch';
import { EmptyState } from '@/components/ui/EmptyState';
import { MediaImage } from '@/components/ui/MediaImage';
import { notify } from '@/components/ui/notify';
import { groupValues, ITEM_REMOVED } from '@/lib/cart';
import { formatPrice } from '@/lib/format';
import { effectivePrice } from '@/lib/pricing';
import { useAppDispatch, useAppSelector } from '@/store/hooks';
import { selectWishlist, wishlistActions } from '@/store/wishlist';
import styles from './MyWishlist.module.scss';

/** My Wishlist: what the shopper saved with a heart, each with its sizes, colours, price and 'Remove?'. */
export function MyWishlist() {
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectWishlist);
  if (!items.length) return <EmptyState title="No item in Wishlist" link={{ href: '/shop', label: 'Back to shop' }} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const sizes = groupValues(item, 'Size');
        const colors = groupValues(item, 'Color');
        return (
          <li key={item.id} className={styles.row} data-testid="wishlist-item">
            <ShopLink href={`/product/${item.slug}`} className={styles.image} tabIndex={-1} aria-hidden>
              <MediaImage file={item.image} alt="" width={80} height={100} />
            </ShopLink>
            <div className={styles.info}>
              <ShopLink href={`/product/${item.slug}`} className={styles.title}>
                {item.title_en}
              </ShopLink>
              {sizes.length > 0 && <p>Sizes: {sizes.map((size) => size.title).join(', ')}</p>}
              {colors.length > 0 && (
                <p className={styles.colors}>
                  Colours:{' '}
                  {colors.map((color) => (
                    <ColorSwatch key={color.id} color={color} />
                  ))}
                </p>
              )}
            </div>
            <p className={styles.price}>{formatPrice(effectivePrice(item))}</p>
            <button
              type="button"
              className={styles.remove}
              onClick={() => {
                dispatch(wishlistActions.removed(item.id));
                notify.success(ITEM_REMOVED);
              }}
            >
              Remove?<span className={styles.hidden}> {item.title_en}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
