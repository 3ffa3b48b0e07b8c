'use client';

import { lazy, Suspense, useEffect, useState, type ReactElement } from 'react';

const SwiperTrack = lazy(() => import('./SwiperTrack'));

/**
 * Slides laid out as Swiper lays them out (see the module's styles), and Swiper itself (its 28 KB) loaded once
 * the browser is idle after the first paint: the page shows and answers without waiting for the carousel.
 */
export function IdleCarousel({ slides }: { slides: ReactElement[] }) {
  const [moving, setMoving] = useState(false);
  useEffect(() => {
    const start = () => setMoving(true);
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, []);
  const still = (
    <div className="swiper">
      <div className="swiper-wrapper">
        {slides.map((slide) => (
          <div className="swiper-slide" key={slide.key}>
            {slide}
          </div>
        ))}
      </div>
    </div>
  );
  return moving ? (
    <Suspense fallback={still}>
      <SwiperTrack slides={slides} />
    </Suspense>
  ) : (
    still
  );
}
