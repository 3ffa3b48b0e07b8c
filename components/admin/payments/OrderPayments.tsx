import { formatDate, formatDateTime, formatPrice } from '@/lib/format';
import { GATEWAY_LABELS, isGateway } from '@/lib/payment-plan';
import { attemptStateLabel, PURPOSE_LABELS, REFUND_STATE_LABELS } from '@/lib/payment-states';
import { collectText } from '@/lib/paid-ahead';
import { goesAhead, refundDueBy, refundOffered } from '@/lib/refund-rules';
import type { DeskPayment } from '@/lib/types/payments';
import { Facts } from '../ui/Facts';
import { RefundForm } from './RefundForm';
import styles from './OrderPayments.module.scss';

export const gatewayLabel = (gateway: string) => (isGateway(gateway) ? GATEWAY_LABELS[gateway] : gateway);

/** The refund a payment of an order that will not go ahead is due, by the guidelines' 10 days: its date, overdue or not. */
function RefundDue({ payment, now }: { payment: DeskPayment; now: Date }) {
  const due = refundDueBy(new Date(payment.settled_at ?? payment.created_at));
  const overdue = due.getTime() < now.getTime();
  return (
    <p className={overdue ? styles.overdue : styles.due} data-testid="refund-due">
      Refund due by {formatDate(due.toISOString())}
      {overdue && ' (overdue)'}
    </p>
  );
}

/** One attempt: its gateway, purpose, amount, state and the gateway's ids, then its refunds. */
function Payment({ payment }: { payment: DeskPayment }) {
  const facts: [string, string][] = [
    ['Gateway', gatewayLabel(payment.gateway)],
    ['For', PURPOSE_LABELS[payment.purpose] ?? payment.purpose],
    ['Amount', formatPrice(payment.amount)],
    ['Status', attemptStateLabel(payment.status)],
    ['Transaction', payment.transaction ?? 'None yet'],
    ['Started', formatDateTime(payment.created_at)],
    ...(payment.settled_at ? [['Settled', formatDateTime(payment.settled_at)] as [string, string]] : []),
  ];
  return (
    <>
      <Facts items={facts} />
      {payment.problem && <p className={styles.problem}>{payment.problem}</p>}
      {payment.refunds.length > 0 && (
        <ul className={styles.refunds} aria-label="Refunds">
          {payment.refunds.map((refund) => (
            <li key={refund.id} data-testid="refund">
              <strong>
                {formatPrice(refund.amount)} · {REFUND_STATE_LABELS[refund.status] ?? refund.status}
              </strong>{' '}
              · {refund.reference}
              {refund.provider_ref && ` (${refund.provider_ref})`} · {formatDateTime(refund.created_at)}
              {refund.staff && ` · ${refund.staff}`}
              <br />
              {refund.reason}
              {refund.problem && <span className={styles.problem}> — {refund.problem}</span>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/**
 * The order's money paid ahead on the desk: what it paid and what the rider still collects, then each attempt with
 * its refunds. A paid attempt offers a refund (to an account with Couriers and money) when the order owes money back
 * (refundOffered); of an order that will not go ahead (cancelled or returned), each payment not yet refunded shows
 * the day its refund is due.
 */
export function OrderPayments({
  order,
  payments,
  canRefund,
  now = new Date(),
}: {
  order: { order_no: string; status: number | null; total: number; prepaid: number };
  payments: DeskPayment[];
  /** whether the account may refund (Couriers and money) */
  canRefund: boolean;
  now?: Date;
}) {
  const ahead = goesAhead(order.status);
  const offered = canRefund && refundOffered(order);
  return (
    <>
      <p className={styles.money} data-testid="order-money">
        Paid {formatPrice(order.prepaid)} · {ahead ? collectText(order) : 'Nothing to collect'}
      </p>
      <ol className={styles.payments}>
        {payments.map((payment) => (
          <li key={payment.id} data-testid="payment">
            <Payment payment={payment} />
            {!ahead && payment.left > 0 && <RefundDue payment={payment} now={now} />}
            {offered && payment.left > 0 && (
              <RefundForm
                orderNo={order.order_no}
                attempt={payment.id}
                left={payment.left}
                gateway={gatewayLabel(payment.gateway)}
              />
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
