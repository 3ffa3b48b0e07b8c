'use client';

import { useCallback, useEffect, useState } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductSummary } from '@/lib/types/catalog';
import { useApiCall } from '@/store/useApiCall';
import { CarouselTrack } from './CarouselTrack';
import styles from './BestsellerCarousel.module.scss';

/** Runs `start` once the browser is idle after the first paint (or after half a second where it cannot tell). */
function useWhenIdle(start: () => void) {
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = requestIdleCallback(start, { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, [start]);
}

/**
 * The bestsellers. The server's HTML holds the first view (four cards, the most a screen shows at once); once
 * the page is idle the carousel asks the API for all `count` and Swiper sets them in motion. Until then, or if
 * that call fails, the first view stays as it is.
 */
export function BestsellerCarousel({ firstView, count }: { firstView: ProductSummary[]; count: number }) {
  const [callApi] = useApiCall();
  const [all, setAll] = useState<ProductSummary[] | null>(null);
  useWhenIdle(
    useCallback(() => {
      void callApi((api) => api.endpoints.bestsellers.initiate(count)).then(({ data }) => data && setAll(data.data));
    }, [callApi, count]),
  );
  return (
    <div className={styles.carousel}>
      <CarouselTrack
        moving={all !== null}
        slides={(all ?? firstView).map((product, index) => (
          <ProductCard key={product.id} product={product} preload={index === 0} />
        ))}
      />
    </div>
  );
}
