import type { Metadata } from 'next';
import { MyWishlist } from '@/components/account/MyWishlist';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'My Wishlist', path: '/user/my-wishlist', index: false });

export default function MyWishlistPage() {
  return <MyWishlist />;
}
