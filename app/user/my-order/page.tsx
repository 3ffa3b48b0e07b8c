import type { Metadata } from 'next';
import { MyOrders } from '@/components/account/MyOrders';

export const metadata: Metadata = { title: 'My Order' };

export default function MyOrderPage() {
  return <MyOrders />;
}
