'use client';

import dynamic from 'next/dynamic';
import type { ViewedProduct } from '@/lib/recently-viewed';

/** Its code loads after the page's (it reads the device's storage, so it is never rendered on the server). */
const RecentlyViewed = dynamic(() => import('./RecentlyViewed').then((m) => m.RecentlyViewed), { ssr: false });

/** Where Recently viewed goes on a product page: afresh for each product (another product's page starts its own). */
export function RecentlyViewedSlot({ product }: { product: ViewedProduct }) {
  return <RecentlyViewed key={product.slug} product={product} />;
}
