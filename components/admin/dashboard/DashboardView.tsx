import { formatPrice } from '@/lib/format';
import { OPEN_STATUSES } from '@/lib/order-status';
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
  const figures = [
    ['Orders today', String(data.orders.today)],
    ['Last 7 days', String(data.orders.last_7_days)],
    ['Last 30 days', String(data.orders.last_30_days)],
    ...(data.revenue
      ? [
          ['Collected (delivered)', formatPrice(data.revenue.delivered)],
          ['Expected from open orders', formatPrice(data.revenue.expected)],
        ]
      : []),
  ];
  return (
    <>
      <PageTitle>Dashboard</PageTitle>
      <MessagingBanner unconfigured={unconfigured} />
      <dl className={styles.figures}>
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
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
