'use client';

import dynamic from 'next/dynamic';
import { useEffect } from 'react';
import { useShopperStarted } from '@/components/ui/useShopperStarted';
import { rememberViewed, type ViewedProduct } from '@/lib/browser/recently-viewed';

/** Its code loads once the shopper uses the page (it reads the device's storage, so it is never rendered on the server). */
const RecentlyViewed = dynamic(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed), { ssr: false });

/**
 * Where Recently viewed goes on a product page: the product is remembered as the page starts (at idle, a product
 * looked at for a moment before the next was missed); the row, at the page's foot, comes once the shopper starts
 * using the page. Afresh for each product (another product's page starts its own).
 */
export function RecentlyViewedSlot({ product }: { product: ViewedProduct }) {
  const started = useShopperStarted();
  useEffect(() => rememberViewed(product), [product]);
  return started && <RecentlyViewed key={product.slug} product={product} />;
}
