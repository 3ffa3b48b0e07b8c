import type { Metadata } from 'next';
import { EmptyState } from '@/components/ui/EmptyState';

export const metadata: Metadata = { title: 'My Reviews' };

export default function MyReviewsPage() {
  return <EmptyState title="My Reviews is under maintenance." />;
}
