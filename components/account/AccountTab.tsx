'use client';

import { lazy, Suspense } from 'react';
import { Pending } from '@/components/ui/Pending';

// Shown only once the saved sign-in is known (AccountArea): their code, and the API client, load then.
const TABS = {
  manage: lazy(() => import('./ManageAccount').then((m) => ({ default: m.ManageAccount }))),
  orders: lazy(() => import('./MyOrders').then((m) => ({ default: m.MyOrders }))),
  wishlist: lazy(() => import('./MyWishlist').then((m) => ({ default: m.MyWishlist }))),
  reviews: lazy(() => import('./MyReviews').then((m) => ({ default: m.MyReviews }))),
};

/** One tab of the account area, loaded when it shows. */
export function AccountTab({ tab }: { tab: keyof typeof TABS }) {
  const Tab = TABS[tab];
  return (
    <Suspense fallback={<Pending label="Loading your account" />}>
      <Tab />
    </Suspense>
  );
}
