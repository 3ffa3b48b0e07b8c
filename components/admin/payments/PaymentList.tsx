import Link from 'next/link';
import { formatDate, formatDateTime, formatPrice } from '@/lib/format';
import { GATEWAY_LABELS, type Gateway } from '@/lib/payment-plan';
import { ATTEMPT_STATES, attemptStateLabel, PURPOSE_LABELS } from '@/lib/payment-states';
import type { DeskPayment, PaymentDay } from '@/lib/types/payments';
import type { PaymentsQuery } from '@/lib/validation/payments';
import { DayRange } from '../ui/DayRange';
import { Field } from '../ui/Field';
import { countOf, RecordTable } from '../ui/RecordTable';
import actions from '../ui/Actions.module.scss';
import filters from '../ui/Filters.module.scss';
import table from '../ui/Table.module.scss';
import { gatewayLabel } from './OrderPayments';
import styles from './PaymentList.module.scss';

/** The gateway, the state and the period, as a plain form: its address is the list. */
export function PaymentFilters({ query }: { query: PaymentsQuery }) {
  return (
    <form action="/admin/payments" className={filters.filters} role="search">
      <Field id="pay-gateway" label="Gateway">
        <select id="pay-gateway" name="gateway" defaultValue={query.gateway ?? ''}>
          <option value="">Every gateway</option>
          {(Object.keys(GATEWAY_LABELS) as Gateway[]).map((gateway) => (
            <option key={gateway} value={gateway}>
              {GATEWAY_LABELS[gateway]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="pay-state" label="State">
        <select id="pay-state" name="state" defaultValue={query.state ?? ''}>
          <option value="">Every state</option>
          {ATTEMPT_STATES.map((state) => (
            <option key={state} value={state}>
              {attemptStateLabel(state)}
            </option>
          ))}
        </select>
      </Field>
      <DayRange id="pay" from={query.from} to={query.to} required />
      <div className={filters.actions}>
        <button type="submit" className={actions.primary}>
          Show
        </button>
      </div>
    </form>
  );
}

/** The money of each Dhaka day of the period, newest first, and the period's sums. */
export function PaymentDays({ days }: { days: PaymentDay[] }) {
  if (!days.length) return <p className={table.empty}>No money came in or went back in this period.</p>;
  const sum = (pick: (day: PaymentDay) => number) => days.reduce((total, day) => total + pick(day), 0);
  return (
    <RecordTable caption="Money by day" columns={['Day', 'Paid in', 'Refunded', 'Net']}>
      {days.map((day) => (
        <tr key={day.day} data-testid="payment-day">
          <td data-label="Day">{formatDate(`${day.day}T00:00:00+06:00`)}</td>
          <td data-label="Paid in">{formatPrice(day.paid)}</td>
          <td data-label="Refunded">{formatPrice(day.refunded)}</td>
          <td data-label="Net">{formatPrice(day.paid - day.refunded)}</td>
        </tr>
      ))}
      <tr className={styles.sum} data-testid="payment-days-total">
        <td data-label="Day">The period</td>
        <td data-label="Paid in">{formatPrice(sum((d) => d.paid))}</td>
        <td data-label="Refunded">{formatPrice(sum((d) => d.refunded))}</td>
        <td data-label="Net">{formatPrice(sum((d) => d.paid - d.refunded))}</td>
      </tr>
    </RecordTable>
  );
}

/** Attempts newest first: when, the order (a link to it), the gateway, what for, the amount, the state and refunds. */
export function PaymentList({ payments, total }: { payments: DeskPayment[]; total: number }) {
  if (!payments.length) return <p className={table.empty}>No payments match.</p>;
  return (
    <RecordTable
      caption={countOf(total, 'payment')}
      columns={['Started', 'Order', 'Gateway', 'For', 'Amount', 'State', 'Transaction', 'Refunded']}
    >
      {payments.map((payment) => {
        const refunded = payment.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
        return (
          <tr key={payment.id} data-testid="payment-row">
            <td data-label="Started">{formatDateTime(payment.created_at)}</td>
            <td data-label="Order" className={styles.order}>
              <Link href={`/admin/orders/${payment.order_no}`}>{payment.order_no}</Link>
            </td>
            <td data-label="Gateway">{gatewayLabel(payment.gateway)}</td>
            <td data-label="For">{PURPOSE_LABELS[payment.purpose] ?? payment.purpose}</td>
            <td data-label="Amount">{formatPrice(payment.amount)}</td>
            <td data-label="State">
              {attemptStateLabel(payment.status)}
              {payment.problem && <span className={styles.problem}>{payment.problem}</span>}
            </td>
            <td data-label="Transaction" className={styles.id}>
              {payment.transaction ?? '—'}
            </td>
            <td data-label="Refunded">{refunded ? formatPrice(refunded) : '—'}</td>
          </tr>
        );
      })}
    </RecordTable>
  );
}
