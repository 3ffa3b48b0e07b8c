import type { Metadata } from 'next';
import { PayoutForm } from '@/components/admin/couriers/PayoutForm';
import { ReconciliationFilters, ReconciliationView } from '@/components/admin/couriers/ReconciliationView';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import styles from '@/components/admin/couriers/ReconciliationView.module.scss';
import { filledParams } from '@/lib/search-params';
import { getDb } from '@/lib/server/db';
import { couriersReady, reconcile } from '@/lib/server/couriers';
import { thisMonth } from '@/lib/dhaka-day';
import { staffPage } from '@/lib/server/routes/staff-page';
import { reconciliationQuerySchema } from '@/lib/validation/couriers';

export const metadata: Metadata = { title: 'Couriers' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** What each courier collected, kept and paid out over a period: the owner's reconciliation of the cash. */
export default async function CouriersPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const search = new URLSearchParams(params).toString();
  const member = await staffPage(search ? `/admin/couriers?${search}` : '/admin/couriers', 'couriers');
  const ready = couriersReady();
  const parsed = reconciliationQuerySchema.safeParse({ courier: ready[0] ?? 'steadfast', ...thisMonth(), ...params });
  const query = parsed.success ? parsed.data : { courier: ready[0] ?? 'steadfast', ...thisMonth() };
  const report = await reconcile(await getDb(), member, query);
  return (
    <>
      <PageTitle meta="Cash the couriers collected against what they paid out. Periods are Dhaka days; a parcel counts on the day it was delivered or came back.">
        Couriers
      </PageTitle>
      <ReconciliationFilters query={query} />
      {!parsed.success && (
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      )}
      <div className={styles.panels}>
        <ReconciliationView report={report} />
        <Panel title="Record a payout" id="payout-title">
          <PayoutForm courier={report.courier} canFetch={report.courier === 'steadfast' && ready.includes('steadfast')} />
        </Panel>
      </div>
    </>
  );
}
