import { formatPrice } from '@/lib/format';
import { dayLabel, FIGURES, type FigureKey } from '@/lib/reports';
import type { ReportSeller, SalesReport } from '@/lib/types/reports';
import { Panel } from '../ui/Panel';
import { countOf, RecordTable } from '../ui/RecordTable';
import actions from '../ui/Actions.module.scss';
import table from '../ui/Table.module.scss';
import { DayChart } from './DayChart';
import styles from './ReportView.module.scss';

const percent = (rate: number | null) => (rate === null ? '–' : `${rate}%`);

/** A figure's CSV: the period's own days, so that the file says what the page showed. */
function Download({ report, figure }: { report: SalesReport; figure: FigureKey }) {
  const query = new URLSearchParams({ period: 'custom', from: report.from, to: report.to, figure });
  return (
    <a
      href={`/api/admin/reports?${query}`}
      className={actions.secondary}
      aria-label={`${FIGURES.find((f) => f.key === figure)!.label} as CSV`}
      download
    >
      CSV
    </a>
  );
}

/** A panel of one figure, with its download beside its heading. */
function Figure({ report, figure, children }: { report: SalesReport; figure: FigureKey; children: React.ReactNode }) {
  const { label } = FIGURES.find((f) => f.key === figure)!;
  return (
    <Panel title={label} id={`report-${figure}`} beside={<Download report={report} figure={figure} />}>
      {children}
    </Panel>
  );
}

function Sellers({ rows, kind }: { rows: ReportSeller[]; kind: string }) {
  if (!rows.length) return <p className={table.empty}>Nothing sold in this period.</p>;
  return (
    <RecordTable
      caption={`The ${countOf(rows.length, kind.toLowerCase())} most sold, by pieces`}
      columns={[kind, 'Pieces', 'Revenue']}
    >
      {rows.map((row) => (
        <tr key={row.name}>
          <th scope="row">{row.name}</th>
          <td data-label="Pieces">{row.pieces}</td>
          <td data-label="Revenue" className={table.money}>
            {formatPrice(row.revenue)}
          </td>
        </tr>
      ))}
    </RecordTable>
  );
}

/** The period's figures: the sums, the days as charts (and a table), sources, best sellers, what came back. */
export function ReportView({ report }: { report: SalesReport }) {
  const busiest = report.days.reduce((best, day) => (day.orders > best.orders ? day : best), report.days[0]);
  const richest = report.days.reduce((best, day) => (day.cash > best.cash ? day : best), report.days[0]);
  const span = `from ${dayLabel(report.from)} to ${dayLabel(report.to)}`;
  const figures: [string, string][] = [
    ['Orders placed', String(report.placed)],
    ['Cash collected', formatPrice(report.collected)],
    ['Average order', formatPrice(report.average_order)],
    ['Refusal rate', percent(report.refusal_rate)],
    ['Cancellation rate', percent(report.cancellation_rate)],
    ['New customers', String(report.new_customers)],
    ['Returning customers', String(report.returning_customers)],
  ];
  return (
    <div className={styles.report}>
      <Figure report={report} figure="summary">
        <dl className={styles.figures}>
          {figures.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Figure>
      <Figure report={report} figure="days">
        <div className={styles.charts}>
          <DayChart
            id="chart-orders"
            caption="Orders placed"
            tone="orders"
            title={`Orders placed per day, ${span}`}
            description={`${countOf(report.placed, 'order')} placed; the most, ${busiest.orders}, on ${dayLabel(busiest.day)}.`}
            bars={report.days.map((d) => ({
              day: d.day,
              value: d.orders,
              says: `${dayLabel(d.day)}: ${countOf(d.orders, 'order')}`,
            }))}
          />
          <DayChart
            id="chart-cash"
            caption="Cash collected (BDT), by day of delivery"
            tone="cash"
            title={`Cash collected per day of delivery, ${span}`}
            description={`${formatPrice(report.collected)} collected; the most, ${formatPrice(richest.cash)}, on ${dayLabel(richest.day)}.`}
            bars={report.days.map((d) => ({ day: d.day, value: d.cash, says: `${dayLabel(d.day)}: ${formatPrice(d.cash)}` }))}
          />
        </div>
        <details className={styles.days}>
          <summary>The figures by day</summary>
          <RecordTable caption={`Per Dhaka day, ${span}`} columns={['Day', 'Orders placed', 'Delivered', 'Cash collected']}>
            {report.days.map((d) => (
              <tr key={d.day} data-day={d.day}>
                <th scope="row">{d.day}</th>
                <td data-label="Orders placed">{d.orders}</td>
                <td data-label="Delivered">{d.deliveries}</td>
                <td data-label="Cash collected" className={table.money}>
                  {formatPrice(d.cash)}
                </td>
              </tr>
            ))}
          </RecordTable>
        </details>
      </Figure>
      <Figure report={report} figure="sources">
        {report.sources.length ? (
          <RecordTable caption="Orders placed, by where they came from" columns={['Source', 'Orders', 'Total']}>
            {report.sources.map((s) => (
              <tr key={s.source}>
                <th scope="row">{s.label}</th>
                <td data-label="Orders">{s.orders}</td>
                <td data-label="Total" className={table.money}>
                  {formatPrice(s.total)}
                </td>
              </tr>
            ))}
          </RecordTable>
        ) : (
          <p className={table.empty}>No order was placed in this period.</p>
        )}
      </Figure>
      <div className={styles.sellers}>
        <Figure report={report} figure="products">
          <Sellers rows={report.products} kind="Product" />
        </Figure>
        <Figure report={report} figure="sizes">
          <Sellers rows={report.sizes} kind="Size" />
        </Figure>
        <Figure report={report} figure="colours">
          <Sellers rows={report.colours} kind="Colour" />
        </Figure>
      </div>
      <Figure report={report} figure="reasons">
        <p>
          Of the orders placed: {report.delivered} delivered, {report.returned} Returned (refused or not reached),{' '}
          {report.canceled} cancelled.
        </p>
        {report.reasons.length ? (
          <RecordTable caption="Why orders came back or were cancelled" columns={['Outcome', 'Reason', 'Orders']}>
            {report.reasons.map((r) => (
              <tr key={`${r.outcome}-${r.reason}`}>
                <th scope="row">{r.outcome}</th>
                <td data-label="Reason">{r.reason}</td>
                <td data-label="Orders">{r.orders}</td>
              </tr>
            ))}
          </RecordTable>
        ) : (
          <p className={table.empty}>No order placed in this period came back or was cancelled.</p>
        )}
      </Figure>
    </div>
  );
}
