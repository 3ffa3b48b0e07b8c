import type { Metadata } from 'next';
import { PaymentDays, PaymentFilters, PaymentList } from '@/components/admin/payments/PaymentList';
import { Pager } from '@/components/admin/ui/Pager';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import { Panel } from '@/components/admin/ui/Panel';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import styles from '@/components/admin/payments/PaymentList.module.scss';
import { thisMonth } from '@/lib/dhaka-day';
import { filledParams } from '@/lib/search-params';
import { getDb } from '@/lib/server/db';
import { listPayments } from '@/lib/server/payments';
import { staffPage } from '@/lib/server/routes/staff-page';
import { paymentsQuerySchema } from '@/lib/validation/payments';

export const metadata: Metadata = { title: 'Payments' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Every attempt at paying ahead, newest first, by gateway and state, with the money each day brought in and gave back. */
export default async function PaymentsPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const search = new URLSearchParams(params).toString();
  const member = await staffPage(search ? `/admin/payments?${search}` : '/admin/payments', 'couriers');
  const parsed = paymentsQuerySchema.safeParse({ ...thisMonth(), ...params });
  const query = parsed.success ? parsed.data : { ...thisMonth(), page: 1 };
  const { page, days } = await listPayments(await getDb(), member, query);
  const filter = Object.fromEntries(
    Object.entries({ gateway: query.gateway, state: query.state, from: query.from, to: query.to }).flatMap(([key, value]) =>
      value === undefined ? [] : [[key, value]],
    ),
  );
  const pageHref = (n: number) => `/admin/payments?${new URLSearchParams({ ...filter, page: String(n) })}`;
  return (
    <>
      <PageTitle meta="Money paid ahead through bKash and SSLCommerz, and what went back. Periods are Dhaka days; money counts on the day it was paid or refunded.">
        Payments
      </PageTitle>
      <PaymentFilters query={query} />
      {!parsed.success && (
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      )}
      <div className={styles.panels}>
        <Panel title="By day" id="payment-days-title">
          <PaymentDays days={days} />
        </Panel>
        <Panel title="Attempts" id="payment-list-title">
          <PaymentList payments={page.data} total={page.total} />
          <Pager page={page.current_page} last={page.last_page} href={pageHref} />
        </Panel>
      </div>
    </>
  );
}
