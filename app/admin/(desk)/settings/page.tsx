import type { Metadata } from 'next';
import { ChangesPanel } from '@/components/admin/history/ChangesPanel';
import { SettingsForm } from '@/components/admin/settings/SettingsForm';
import { CourierSetup } from '@/components/admin/settings/CourierSetup';
import { courierSetup } from '@/lib/server/couriers';
import { gatewaysReady } from '@/lib/server/payments';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getDb } from '@/lib/server/db';
import { listHistory } from '@/lib/server/history';
import { getSettingsForm } from '@/lib/server/settings/desk';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';

export const metadata: Metadata = { title: 'Settings' };

/** The store's settings, the owner's only: what every page of the shop quotes. */
export default async function SettingsPage() {
  const member = await staffPage('/admin/settings', 'settings');
  const db = await getDb();
  const [values, history] = await Promise.all([getSettingsForm(db, member), listHistory(db, { subject: 'settings' })]);
  return (
    <>
      <PageTitle meta="What the shop's footer, policy pages and checkout say. A save shows on every page at once.">
        Settings
      </PageTitle>
      <Panel aria-label="Settings">
        <SettingsForm values={values} gateways={gatewaysReady()} />
      </Panel>
      <CourierSetup couriers={courierSetup()} />
      <ChangesPanel entries={history.data} />
    </>
  );
}
