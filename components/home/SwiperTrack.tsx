'use client';

import type { ReactElement } from 'react';
import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';

/** Spec section 9: autoplay every 3.5 s (kept after interaction), 20 px apart, 1/2/4 slides from 320/768/1024 px. */
const BREAKPOINTS = { 320: { slidesPerView: 1 }, 768: { slidesPerView: 2 }, 1024: { slidesPerView: 4 } };

export default function SwiperTrack({ slides }: { slides: ReactElement[] }) {
  return (
    <Swiper
      modules={[Autoplay, Navigation, A11y]}
      autoplay={{ delay: 3500, disableOnInteraction: false, pauseOnMouseEnter: true }}
      spaceBetween={20}
      slidesPerView={1}
      breakpoints={BREAKPOINTS}
      navigation
      loop={slides.length > 4}
      a11y={{ prevSlideMessage: 'Previous products', nextSlideMessage: 'Next products' }}
    >
      {slides.map((slide) => (
        <SwiperSlide key={slide.key}>{slide}</SwiperSlide>
      ))}
    </Swiper>
  );
}
