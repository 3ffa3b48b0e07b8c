'use client';

import dynamic from 'next/dynamic';
import { useReducer, useState } from 'react';
import { MediaImage } from '@/components/ui/MediaImage';
import { galleryFor } from '@/lib/product-images';
import type { Product } from '@/lib/types/catalog';
import { useChosenColor } from './useProductPick';
import { zoomReducer } from './zoom-state';
import styles from './ProductGallery.module.scss';

/**
 * The zoom's code loads when a shopper first opens it, not with the page. Never rendered on the server, so
 * next/dynamic gives it a Suspense boundary of its own: while its code loads, the page around it stays shown.
 */
const ZoomModal = dynamic(() => import('./ZoomModal').then((m) => m.ZoomModal), { ssr: false });

/**
 * The product's photos in the colour chosen (lib/product-images): the image (the page's LCP), a thumbnail rail
 * that picks it, and the zoom modal. The rail shows two thumbnails in a column beside the image from 992 px and
 * four in a row under it below (spec section 9); it is the browser's own scroll, with snapping, swiping and
 * smooth scrolling, so no slider library loads with the page.
 */
export function ProductGallery({ product }: { product: Product }) {
  const color = useChosenColor(product);
  const images = galleryFor(product.images, color, [...new Set([product.image, ...product.gallery])]);
  const alt = product.title_en;
  const [chosen, setChosen] = useState(0);
  const [zoom, dispatch] = useReducer(zoomReducer, 'unloaded');
  // Another colour starts at its own first photo.
  const [shownColor, setShownColor] = useState(color);
  if (color !== shownColor) {
    setShownColor(color);
    setChosen(0);
  }
  const selected = Math.min(chosen, images.length - 1);

  return (
    <div className={styles.gallery}>
      <button
        type="button"
        className={styles.main}
        aria-label="Zoom image"
        aria-haspopup="dialog"
        onClick={() => dispatch('open')}
      >
        <MediaImage
          file={images[selected]}
          alt={alt}
          width={800}
          height={1000}
          sizes="(min-width: 992px) 44vw, 100vw"
          preload
          className={styles.image}
        />
      </button>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Images">
          {images.map((file, index) => (
            <li key={file} className={styles.slide}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setChosen(index)}
              >
                <MediaImage file={file} alt="" width={96} height={120} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {zoom !== 'unloaded' && <ZoomModal file={images[selected]} alt={alt} state={zoom} dispatch={dispatch} />}
    </div>
  );
}
