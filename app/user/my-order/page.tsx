import type { Metadata } from 'next';
import { MyOrders } from '@/components/account/MyOrders';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'My Order', path: '/user/my-order', index: false });

export default function MyOrderPage() {
  return <MyOrders />;
}
