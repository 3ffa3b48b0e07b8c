'use client';

import dynamic from 'next/dynamic';
import { useEffect, useReducer, useRef, useState } from 'react';
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
 * that picks it, and the zoom modal. Below 992 px the photos are a row the shopper swipes through, with four
 * thumbnails in a row under it; from 992 px one photo shows, with every thumbnail in a column beside it (spec
 * section 9). Both are the browser's own scroll, with snapping, so no slider library loads with the page.
 * Only the photo shown is offered to a screen reader; the others are a swipe or a thumbnail away.
 */
export function ProductGallery({ product }: { product: Product }) {
  const color = useChosenColor(product, true);
  const images = galleryFor(product.images, color, [...new Set([product.image, ...product.gallery])]);
  const alt = product.title_en;
  const [chosen, setChosen] = useState(0);
  const [zoom, dispatch] = useReducer(zoomReducer, 'unloaded');
  const slides = useRef<HTMLDivElement>(null);
  // Another colour starts at its own first photo.
  const [shownColor, setShownColor] = useState(color);
  if (color !== shownColor) {
    setShownColor(color);
    setChosen(0);
  }
  useEffect(() => {
    slides.current?.scrollTo({ left: 0 }); // (a block: scrollTo may answer a promise, and an effect's answer is its cleanup)
  }, [color]);
  const selected = Math.min(chosen, images.length - 1);
  const show = (index: number) => {
    setChosen(index);
    slides.current?.scrollTo({ left: index * slides.current.clientWidth });
  };

  return (
    <div className={images.length > 1 ? styles.gallery : `${styles.gallery} ${styles.single}`}>
      <div
        ref={slides}
        className={styles.slides}
        onScroll={(event) => {
          const { scrollLeft, clientWidth } = event.currentTarget;
          const index = Math.round(scrollLeft / clientWidth);
          if (index !== selected && index < images.length) setChosen(index);
        }}
      >
        {images.map((file, index) => (
          <button
            key={file}
            type="button"
            className={index === selected ? `${styles.main} ${styles.shown}` : styles.main}
            aria-label="Zoom image"
            aria-haspopup="dialog"
            aria-hidden={index !== selected}
            tabIndex={index === selected ? 0 : -1}
            onClick={() => dispatch('open')}
          >
            <MediaImage
              file={file}
              alt={alt}
              width={800}
              height={1000}
              sizes="(min-width: 992px) 44vw, 100vw"
              preload={index === 0}
              className={styles.image}
            />
          </button>
        ))}
      </div>
      {images.length > 1 && (
        <ul className={styles.thumbs} aria-label="Images">
          {images.map((file, index) => (
            <li key={file} className={styles.slide}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => show(index)}
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
