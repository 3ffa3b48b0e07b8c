import type { ProductSummary } from '@/lib/types/catalog';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.scss';

/**
 * Cards in a grid (the listings, the wishlist). No Suspense boundary per card: React streams a large page's
 * boundaries after the shell and reveals them in a batch, so a phone painted an empty grid first and then
 * shifted the page when the cards came in (CLS 0.05 on /shop).
 */
export function ProductGrid({ products }: { products: ProductSummary[] }) {
  return (
    <div className={styles.grid}>
      {products.map((product) => (
        <ProductCard key={product.id} product={product} />
      ))}
    </div>
  );
}
