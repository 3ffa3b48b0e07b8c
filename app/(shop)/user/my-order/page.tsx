import type { Metadata } from 'next';
import { AccountTab } from '@/components/account/AccountTab';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'My Order', path: '/user/my-order', index: false });

export default function MyOrderPage() {
  return <AccountTab tab="orders" />;
}
