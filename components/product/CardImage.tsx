'use client';

import { ShopLink } from '@/components/ui/ShopLink';
import { MediaImage } from '@/components/ui/MediaImage';
import { imageFor } from '@/lib/product-images';
import type { ProductSummary } from '@/lib/types/catalog';
import { useChosenColor } from './useProductPick';
import styles from './ProductCard.module.scss';

/** A card's width in a listing's grid: 2, 3 and 4 columns from 0, 768 and 1024 px. */
const GRID_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/**
 * The card's picture: the product in the colour chosen on the card (or in the cart), else its main photo, at the
 * width the card is shown (`sizes`, a grid's by default).
 */
export function CardImage({ product, sizes = GRID_SIZES }: { product: ProductSummary; sizes?: string }) {
  const file = imageFor(product, useChosenColor(product));
  return (
    <ShopLink href={`/product/${product.slug}`} tabIndex={-1} aria-hidden>
      <MediaImage file={file} alt={product.title_en} width={400} height={500} sizes={sizes} className={styles.image} />
    </ShopLink>
  );
}
