import type { Metadata } from 'next';
import { AccountTab } from '@/components/account/AccountTab';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'My Wishlist', path: '/user/my-wishlist', index: false });

export default function MyWishlistPage() {
  return <AccountTab tab="wishlist" />;
}
