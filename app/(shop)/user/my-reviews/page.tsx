import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/EmptyState';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'My Reviews', path: '/user/my-reviews', index: false });

export default function MyReviewsPage() {
  return <EmptyState title="My Reviews is under maintenance." />;
}
