import type { Metadata } from 'next';
import { ManageAccount } from '@/components/account/ManageAccount';

export const metadata: Metadata = { title: 'Manage Account' };

export default function MyAccountPage() {
  return <ManageAccount />;
}
