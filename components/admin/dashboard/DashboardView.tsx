import Link from 'next/link';
import { formatPrice } from '@/lib/format';
import { OPEN_STATUSES } from '@/lib/order-status';
import { reportHref } from '@/lib/reports';
import type { DeskDashboard } from '@/lib/types/order-desk';
import type { UnconfiguredChannels } from '@/lib/types/outbox';
import { DeskTable } from '../orders/DeskTable';
import { MessagingBanner } from './MessagingBanner';
import { StatusCountLinks } from '../orders/StatusCountLinks';
import { PageTitle } from '../ui/PageTitle';
import table from '../ui/Table.module.scss';
import styles from './DashboardView.module.scss';

/** The day at a glance: orders coming in, money collected and expected, what waits for whom, the newest orders. */
export function DashboardView({ data, unconfigured }: { data: DeskDashboard; unconfigured: UnconfiguredChannels }) {
  // Each figure leads to the report of its period (for an account with Revenue figures, as reports are); money
  // expected has no period, so no report.
  const report = (period: Parameters<typeof reportHref>[0]) => (data.revenue ? reportHref(period) : undefined);
  const figures: [string, string, string?][] = [
    ['Orders today', String(data.orders.today), report('today')],
    ['Last 7 days', String(data.orders.last_7_days), report('7d')],
    ['Last 30 days', String(data.orders.last_30_days), report('30d')],
    ...(data.revenue
      ? ([
          ['Collected (delivered)', formatPrice(data.revenue.delivered), report('month')],
          ['Expected from open orders', formatPrice(data.revenue.expected)],
        ] satisfies [string, string, string?][])
      : []),
  ];
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <MessagingBanner unconfigured={unconfigured} />
      <dl className={styles.figures}>
        {figures.map(([label, value, href]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{href ? <Link href={href}>{value}</Link> : value}</dd>
          </div>
        ))}
      </dl>
      <h2 className={styles.subtitle}>Waiting</h2>
      <StatusCountLinks statuses={OPEN_STATUSES} counts={data.counts} label="Orders waiting per status" />
      {data.newest &&
        (data.newest.length ? (
          <DeskTable rows={data.newest} caption="Newest orders" />
        ) : (
          <p className={table.empty}>No order has been placed yet.</p>
        ))}
    </>
  );
}
