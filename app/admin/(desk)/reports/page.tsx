import type { Metadata } from 'next';
import { ReportFilters } from '@/components/admin/reports/ReportFilters';
import { ReportView } from '@/components/admin/reports/ReportView';
import { PageTitle } from '@/components/admin/ui/PageTitle';
import notice from '@/components/admin/ui/FormOutcome.module.scss';
import { filledParams } from '@/lib/search-params';
import { getDb } from '@/lib/server/db';
import { salesReport } from '@/lib/server/orders';
import { staffPage } from '@/lib/server/routes/staff-page';
import { reportQuerySchema } from '@/lib/validation/reports';

export const metadata: Metadata = { title: 'Reports' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The shop's figures over a period of Dhaka days: orders and cash by day, sources, best sellers, refusals. */
export default async function ReportsPage({ searchParams }: Props) {
  const params = filledParams(await searchParams);
  const search = new URLSearchParams(params).toString();
  const member = await staffPage(search ? `/admin/reports?${search}` : '/admin/reports', 'revenue');
  const parsed = reportQuerySchema.safeParse(params);
  const report = await salesReport(await getDb(), member, parsed.success ? parsed.data : { period: '30d' });
  return (
    <>
      <PageTitle meta="Days are Dhaka days. Orders count on the day they were placed; cash on the day the order was delivered.">
        Reports
      </PageTitle>
      <ReportFilters report={report} />
      {!parsed.success && (
        <p role="alert" className={notice.refused}>
          {parsed.error.issues[0].message}
        </p>
      )}
      <ReportView report={report} />
    </>
  );
}
