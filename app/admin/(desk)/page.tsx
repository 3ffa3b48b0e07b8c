import type { Metadata } from 'next';
import { DashboardView } from '@/components/admin/dashboard/DashboardView';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { dashboard } from '@/lib/server/orders/desk';
import { unconfiguredChannels } from '@/lib/server/outbox';

export const metadata: Metadata = { title: 'Dashboard' };

export default async function DashboardPage() {
  const member = await staffPage('/admin');
  return <DashboardView data={await dashboard(await getDb(), member)} unconfigured={unconfiguredChannels()} />;
}
