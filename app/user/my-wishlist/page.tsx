import type { Metadata } from 'next';
import { MyWishlist } from '@/components/account/MyWishlist';

export const metadata: Metadata = { title: 'My Wishlist' };

export default function MyWishlistPage() {
  return <MyWishlist />;
}
