'use client';

import { useEffect, useState } from 'react';
import { ProductCard } from '@/components/product/ProductCard';
import type { ProductSummary } from '@/lib/types/catalog';
import { useShopperStarted } from '@/components/ui/useShopperStarted';
import { useApiCall } from '@/store/useApiCall';
import { CarouselTrack } from './CarouselTrack';
import styles from './BestsellerCarousel.module.scss';

/**
 * A slide's width: 1, 2 and 4 to a view from 0, 768 and 1024 px (spec section 9). Its picture is not loaded ahead
 * of the page's others: the banner above it is what a phone shows first.
 */
const SLIDE_SIZES = '(min-width: 1024px) 25vw, (min-width: 768px) 50vw, 100vw';

/**
 * The bestsellers. The server's HTML holds the first view (four cards, the most a screen shows at once); once
 * the shopper starts using the page the carousel asks the API for all `count` and Swiper sets them in motion.
 * Until then, or if that call fails, the first view stays as it is.
 */
export function BestsellerCarousel({ firstView, count }: { firstView: ProductSummary[]; count: number }) {
  const [callApi] = useApiCall();
  const [all, setAll] = useState<ProductSummary[] | null>(null);
  // On a phone, fetching the other cards and starting Swiper right after the page held the main thread while the
  // page was still loading.
  const started = useShopperStarted();
  useEffect(() => {
    if (started) void callApi((api) => api.endpoints.bestsellers.initiate(count)).then(({ data }) => data && setAll(data.data));
  }, [started, callApi, count]);
  return (
    <div className={styles.carousel}>
      <CarouselTrack
        moving={all !== null}
        slides={(all ?? firstView).map((product) => (
          <ProductCard key={product.id} product={product} sizes={SLIDE_SIZES} />
        ))}
      />
    </div>
  );
}
