'use client';

import { lazy, Suspense, type ReactElement } from 'react';

const SwiperTrack = lazy(() => import('./SwiperTrack'));

/**
 * Slides laid out as Swiper lays them out (see the carousel's styles), then, once `moving`, Swiper itself (its
 * code): the page shows and answers without waiting for the carousel's code.
 */
export function CarouselTrack({ slides, moving }: { slides: ReactElement[]; moving: boolean }) {
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
