import { Stars } from '@/components/reviews/Stars';
import { ShopLink } from '@/components/ui/ShopLink';
import type { ProductSummary } from '@/lib/types/catalog';
import { CardImage } from './CardImage';
import { CardPurchase } from './CardPurchase';
import { MinimumNote } from './MinimumNote';
import { Price } from './Price';
import { WishlistHeart } from './WishlistHeart';
import styles from './ProductCard.module.scss';

/**
 * A product in a grid or carousel: picture, title and price link to it; quick add and the heart act here.
 * `sizes`: the card's width on each screen, where it is not a listing grid's.
 */
export function ProductCard({ product, sizes }: { product: ProductSummary; sizes?: string }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <div className={styles.media}>
        <CardImage product={product} sizes={sizes} />
        <WishlistHeart product={product} />
      </div>
      <div>
        <h3 className={styles.title}>
          <ShopLink href={`/product/${product.slug}`}>{product.title_en}</ShopLink>
        </h3>
        {product.rating && (
          <p className={styles.rating}>
            <Stars value={product.rating.average} />
            <span>({product.rating.count})</span>
          </p>
        )}
      </div>
      <Price product={product}>
        <MinimumNote product={product} />
      </Price>
      <CardPurchase product={product} />
    </article>
  );
}
