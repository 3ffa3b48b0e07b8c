import type { Metadata } from 'next';
import { AccountTab } from '@/components/account/AccountTab';
import { pageMetadata } from '@/lib/metadata';

export const metadata: Metadata = pageMetadata({ title: 'Manage Account', path: '/user/my-account', index: false });

export default function MyAccountPage() {
  return <AccountTab tab="manage" />;
}
