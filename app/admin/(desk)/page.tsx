import type { Metadata } from 'next';
import { DashboardView } from '@/components/admin/DashboardView';
import { staffPage } from '@/lib/server/auth/staff-page';
import { getDb } from '@/lib/server/db';
import { dashboard } from '@/lib/server/order-desk';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  await staffPage('/admin');
  return <DashboardView data={await dashboard(await getDb())} />;
}
