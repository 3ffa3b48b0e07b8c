import { ProductCard } from '@/components/product/ProductCard';
import type { ProductSummary } from '@/lib/types/catalog';
import { IdleCarousel } from './IdleCarousel';
import styles from './BestsellerCarousel.module.scss';

/** The bestsellers: cards rendered on the server, set in motion by Swiper once the page is idle. */
export function BestsellerCarousel({ products }: { products: ProductSummary[] }) {
  return (
    <div className={styles.carousel}>
      <IdleCarousel
        slides={products.map((product, index) => (
          <ProductCard key={product.id} product={product} preload={index === 0} />
        ))}
      />
    </div>
  );
}
