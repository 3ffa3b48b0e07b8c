import Link from 'next/link';
import { COURIER_NAMES, courierTitle } from '@/lib/couriers';
import { formatPrice } from '@/lib/format';
import type { Reconciliation } from '@/lib/types/couriers';
import type { ReconciliationQuery } from '@/lib/validation/couriers';
import { DayRange } from '../ui/DayRange';
import { Field } from '../ui/Field';
import { Panel } from '../ui/Panel';
import { RecordTable, countOf } from '../ui/RecordTable';
import actions from '../ui/Actions.module.scss';
import filters from '../ui/Filters.module.scss';
import facts from '../ui/Facts.module.scss';
import table from '../ui/Table.module.scss';
import styles from './ReconciliationView.module.scss';

/** The courier and the period, as a plain form: its address is the report, to bookmark or send to the accountant. */
export function ReconciliationFilters({ query }: { query: ReconciliationQuery }) {
  return (
    <form action="/admin/couriers" className={filters.filters}>
      <Field id="rec-courier" label="Courier">
        <select id="rec-courier" name="courier" defaultValue={query.courier}>
          {COURIER_NAMES.map((name) => (
            <option key={name} value={name}>
              {courierTitle(name)}
            </option>
          ))}
        </select>
      </Field>
      <DayRange id="rec" from={query.from} to={query.to} required />
      <div className={filters.actions}>
        <button type="submit" className={actions.primary}>
          Show
        </button>
        <a
          href={`/api/admin/couriers?${new URLSearchParams({ ...query, format: 'csv' })}`}
          className={actions.secondary}
          download
        >
          Export CSV
        </a>
      </div>
    </form>
  );
}

/** The period's figures, the parcels that explain a difference first, and the payouts. */
export function ReconciliationView({ report }: { report: Reconciliation }) {
  const figures: [string, string, string?][] = [
    ['Parcels delivered', String(report.parcels), 'parcels'],
    ['Parcels returned', String(report.returned)],
    ['Cash to collect', formatPrice(report.expected), 'expected'],
    ['Collected, as the courier reports', formatPrice(report.reported), 'reported'],
    ['Delivery fees', formatPrice(report.delivery_fees)],
    ['Return fees', formatPrice(report.return_fees)],
    ['Owed to the shop', formatPrice(report.owed), 'owed'],
    ['Paid out', formatPrice(report.paid_out), 'paid-out'],
    ['Still owed', formatPrice(report.difference), 'difference'],
    ...(report.balance !== null ? [[`${report.title}'s own balance now`, formatPrice(report.balance)] as [string, string]] : []),
  ];
  const explaining = report.lines.filter((line) => line.note);
  return (
    <>
      <Panel title={`${report.title}, ${report.from} to ${report.to}`} id="rec-title">
        <dl className={`${facts.facts} ${styles.figures}`}>
          {figures.map(([name, value, id]) => (
            <div key={name} data-testid={id && `rec-${id}`} data-strong={id === 'difference' || undefined}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </Panel>
      <Panel title="Parcels" id="rec-parcels-title">
        {report.lines.length ? (
          <RecordTable
            caption={`${countOf(report.lines.length, 'parcel')}, ${explaining.length} to look at first`}
            columns={['Order', 'Consignment', 'Status', 'Day', 'To collect', 'Reported', 'Fees', 'Note']}
          >
            {report.lines.map((line) => (
              <tr key={line.order_no} data-testid="rec-line">
                <th scope="row" data-label="Order">
                  <Link href={`/admin/orders/${line.order_no}`}>{line.order_no}</Link>
                </th>
                <td data-label="Consignment">{line.consignment_id ?? '–'}</td>
                <td data-label="Status">{line.status}</td>
                <td data-label="Day">{line.day}</td>
                <td data-label="To collect">{formatPrice(line.expected)}</td>
                <td data-label="Reported">{line.reported === null ? 'Not reported' : formatPrice(line.reported)}</td>
                <td data-label="Fees">{formatPrice(line.delivery_fee + line.return_fee)}</td>
                <td data-label="Note">{line.note}</td>
              </tr>
            ))}
          </RecordTable>
        ) : (
          <p className={table.empty}>No parcel of {report.title} was delivered or came back in this period.</p>
        )}
      </Panel>
      <Panel title="Payouts" id="rec-payouts-title">
        {report.payouts.length ? (
          <RecordTable
            caption={countOf(report.payouts.length, 'payout')}
            columns={['Paid on', 'Reference', 'Amount', 'Entered by']}
          >
            {report.payouts.map((payout) => (
              <tr key={payout.reference}>
                <td data-label="Paid on">{payout.paid_on}</td>
                <td data-label="Reference">{payout.reference}</td>
                <td data-label="Amount">{formatPrice(payout.amount)}</td>
                <td data-label="Entered by">{payout.by ?? report.title}</td>
              </tr>
            ))}
          </RecordTable>
        ) : (
          <p className={table.empty}>No payout recorded in this period.</p>
        )}
      </Panel>
    </>
  );
}
