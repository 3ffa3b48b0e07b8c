import type { Metadata } from 'next';
import { ManageAccount } from '@/components/account/ManageAccount';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Manage Account', path: '/user/my-account', index: false });

export default function MyAccountPage() {
  return <ManageAccount />;
}
