import type { ProductSummary } from '@/lib/types/catalog';
import { ProductCard } from './ProductCard';
import styles from './ProductGrid.module.scss';

export function ProductGrid({ products, priorityCount = 0 }: { products: ProductSummary[]; priorityCount?: number }) {
  return (
    <div className={styles.grid}>
      {products.map((product, index) => (
        <ProductCard key={product.id} product={product} priority={index < priorityCount} />
      ))}
    </div>
  );
}
