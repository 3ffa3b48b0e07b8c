import type { Metadata } from 'next';
import { StaffOrderForm } from '@/components/admin/orders/StaffOrderForm';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { getDb } from '@/lib/server/db';
import { staffPage } from '@/lib/server/routes/staff-page';
import { getStoreSettings, shippingSettings } from '@/lib/server/settings';

export const metadata: Metadata = { title: 'New order' };

/** An order staff take on the phone, in a chat or at the counter, placed by the shop's own rules. */
export default async function NewOrderPage() {
  await staffPage('/admin/orders/new', 'orders');
  const settings = await getStoreSettings(await getDb());
  return (
    <>
      <PageTitle meta="Taken on the phone, in a chat or at the counter: priced by the shop’s own rules.">New order</PageTitle>
      <StaffOrderForm shipping={shippingSettings(settings)} />
    </>
  );
}
