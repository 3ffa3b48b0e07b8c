import type { Metadata } from 'next';
import { AccountTab } from '@/components/account/AccountTab';
import { EmptyState } from '@/components/ui/EmptyState';
import { pageMetadata } from '@/lib/metadata';
import { getDb } from '@/lib/server/db';
import { reviewsOn } from '@/lib/server/reviews/shop';

export const metadata: Metadata = pageMetadata({ title: 'My Reviews', path: '/user/my-reviews', index: false });

/** Kept like the shop's pages: turning reviews on or off renews every page (lib/server/changes.ts). */
export const revalidate = 3600;

/** The spec's "under maintenance" while the shop has reviews off; with them on, her reviews (asked by the browser). */
export default async function MyReviewsPage() {
  if (!(await reviewsOn(await getDb()))) return <EmptyState title="My Reviews is under maintenance." />;
  return <AccountTab tab="reviews" />;
}
