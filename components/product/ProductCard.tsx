import Link from 'next/link';
import { MediaImage } from '@/components/ui/MediaImage';
import type { ProductSummary } from '@/lib/types/catalog';
import { Price } from './Price';
import styles from './ProductCard.module.scss';

export function ProductCard({ product, priority = false }: { product: ProductSummary; priority?: boolean }) {
  return (
    <article className={styles.card} data-testid="product-card">
      <Link href={`/product/${product.slug}`} className={styles.link}>
        <MediaImage
          file={product.image}
          alt={product.title_en}
          width={400}
          height={500}
          sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
          priority={priority}
          className={styles.image}
        />
        <h3 className={styles.title}>{product.title_en}</h3>
      </Link>
      <Price product={product} />
    </article>
  );
}
