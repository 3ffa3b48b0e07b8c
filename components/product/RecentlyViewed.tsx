'use client';

import { useState } from 'react';
import { savedViewed, viewedBesides, type ViewedProduct } from '@/lib/browser/recently-viewed';
import { ProductRow } from './ProductRow';

/**
 * Recently viewed: the products this device has shown lately besides this one (localStorage 'recentlyViewed',
 * nothing sent to the server). Rendered in the browser only.
 */
export function RecentlyViewed({ product }: { product: ViewedProduct }) {
  const [shown] = useState(() => viewedBesides(savedViewed(), product.slug));
  return <ProductRow title="Recently viewed" id="recently-viewed" products={shown} />;
}
