'use client';

import { useReducer, useState } from 'react';
import type { Swiper as SwiperClass } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { MediaImage } from '@/components/ui/MediaImage';
import { railStart } from './thumb-rail';
import { zoomReducer } from './zoom-state';
import { ZoomModal } from './ZoomModal';
import styles from './ProductGallery.module.scss';

/** Thumbnails: 2 vertical slides at 500 ms beside the image (spec section 9); a row under it on narrow screens. */
const THUMBS = {
  speed: 500,
  direction: 'horizontal',
  slidesPerView: 4,
  spaceBetween: 8,
  breakpoints: { 992: { direction: 'vertical', slidesPerView: 2, spaceBetween: 12 } },
} as const;

/** The product's image (the page's LCP), a thumbnail gallery that picks it, and the zoom modal. */
export function ProductGallery({ images, alt }: { images: string[]; alt: string }) {
  const [selected, setSelected] = useState(0);
  const [zoom, dispatch] = useReducer(zoomReducer, 'unloaded');
  const [thumbs, setThumbs] = useState<SwiperClass | null>(null);

  /** Moves the thumbnail rail just enough to show a thumbnail. */
  function reveal(index: number) {
    if (!thumbs) return;
    // The browser scrolls a focused slide into view inside Swiper's clipped box: let Swiper move instead.
    thumbs.el.scrollTop = thumbs.el.scrollLeft = 0;
    thumbs.slideTo(railStart(index, thumbs.activeIndex, Number(thumbs.params.slidesPerView)));
  }

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
          priority
          className={styles.image}
        />
      </button>
      {images.length > 1 && (
        <Swiper {...THUMBS} className={styles.thumbs} onSwiper={setThumbs}>
          {images.map((file, index) => (
            <SwiperSlide key={file} className={styles.slide}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === selected}
                onClick={() => setSelected(index)}
                onFocus={() => reveal(index)}
              >
                <MediaImage file={file} alt="" width={160} height={200} sizes="96px" />
              </button>
            </SwiperSlide>
          ))}
        </Swiper>
      )}
      {zoom !== 'unloaded' && <ZoomModal file={images[selected]} alt={alt} state={zoom} dispatch={dispatch} />}
    </div>
  );
}
