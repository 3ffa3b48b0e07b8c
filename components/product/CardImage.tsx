'use client';

import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import { imageFor } from '@/lib/product-images';
import type { ProductSummary } from '@/lib/types/catalog';
import { useChosenColor } from './useProductPick';
import styles from './ProductCard.module.scss';

/** The card's picture: the product in the colour chosen on the card (or in the cart), else its main photo. */
export function CardImage({ product, preload }: { product: ProductSummary; preload: boolean }) {
  const file = imageFor(product, useChosenColor(product));
  return (
    <ShopLink href={`/product/${product.slug}`} tabIndex={-1} aria-hidden>
      <MediaImage
        file={file}
        alt={product.title_en}
        width={400}
        height={500}
        sizes="(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw"
        preload={preload}
        className={styles.image}
      />
    </ShopLink>
  );
}
