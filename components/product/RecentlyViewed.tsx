'use client';

import { useEffect, useState } from 'react';
import { LOCAL_KEYS, parseLocal, writeLocal } from '@/lib/local-keys';
import { parseViewed, viewedBesides, withViewed, type ViewedProduct } from '@/lib/recently-viewed';
import { ProductRow } from './ProductRow';

const saved = () => parseViewed(parseLocal(localStorage.getItem(LOCAL_KEYS.recentlyViewed)));

/**
 * Recently viewed: the products this device has shown lately besides this one (localStorage 'recentlyViewed',
 * nothing sent to the server), and this one remembered for the next. Rendered in the browser only.
 */
export function RecentlyViewed({ product }: { product: ViewedProduct }) {
  const [shown] = useState(() => viewedBesides(saved(), product.slug));
  useEffect(() => writeLocal(LOCAL_KEYS.recentlyViewed, withViewed(saved(), product)), [product]);
  return <ProductRow title="Recently viewed" id="recently-viewed" products={shown} />;
}
