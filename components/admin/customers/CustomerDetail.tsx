import Link from 'next/link';
import { formatDateTime, formatPrice } from '@/lib/format';
import { normalisePhone } from '@/lib/phone';
import type { CustomerDetail as Customer, CustomerRow } from '@/lib/types/customer-desk';
import { HistoryList } from '../history/HistoryList';
import { NoteForm } from '../orders/NoteForm';
import { StatusBadge } from '../orders/StatusBadge';
import { PageTitle } from '../ui/PageTitle';
import { Pager } from '../ui/Pager';
import { Panel } from '../ui/Panel';
import { PhoneLink } from '../ui/PhoneLink';
import { countOf, RecordTable } from '../ui/RecordTable';
import { BlockedFlag } from './BlockedFlag';
import { BlockedPhones } from './BlockedPhones';
import { BlockForm } from './BlockForm';
import { CustomerSearch } from './CustomerSearch';
import { MergeCandidates } from './MergeCandidates';
import { Facts } from '../ui/Facts';
import table from '../ui/Table.module.scss';
import styles from './CustomerDetail.module.scss';

/** Her record in figures: what she ordered, what came of it, the cash collected. */
function Record({ customer }: { customer: Customer }) {
  const { counts } = customer;
  const figures: [string, string][] = [
    ['Orders', String(counts.orders)],
    ['Delivered', String(counts.delivered)],
    ['Refused or returned', String(counts.returned)],
    ['Cancelled', String(counts.cancelled)],
    ...(customer.spent === null ? [] : [['Spent (collected)', formatPrice(customer.spent)] as [string, string]]),
    ['Last order', customer.last_order_at ? formatDateTime(customer.last_order_at) : 'none'],
  ];
  return <Facts items={figures} testId="customer-record" />;
}

/** How she is reached and signs in: e-mail, proved phone, the phones of her account and orders. */
function Contact({ customer }: { customer: Customer }) {
  const signsIn = [customer.has_password && 'e-mail and password', customer.verified_phone && 'a code to her phone']
    .filter(Boolean)
    .join(', or ');
  return (
    <dl className={styles.contact}>
      <dt>E-mail</dt>
      <dd>{customer.email ?? 'none'}</dd>
      <dt>Phones</dt>
      <dd>
        {customer.phones.length ? (
          <ul className={styles.phones}>
            {customer.phones.map((phone) => (
              <li key={phone}>
                <PhoneLink phone={phone} whatsApp />
                {normalisePhone(phone) === customer.verified_phone && ' (proved)'}
              </li>
            ))}
          </ul>
        ) : (
          'none'
        )}
      </dd>
      <dt>Signs in with</dt>
      <dd>{signsIn || 'nothing yet'}</dd>
    </dl>
  );
}

/**
 * One customer for the staff: her record, how to reach her, her orders, her blocked phones (and blocking one),
 * staff notes; for the owner, merging another account of hers into this one (`candidates`: what `merge` found).
 */
export function CustomerDetail({
  customer,
  owner,
  merge,
  candidates,
}: {
  customer: Customer;
  owner: boolean;
  merge?: string;
  candidates: CustomerRow[] | null;
}) {
  const path = `/admin/customers/${customer.id}`;
  const { orders } = customer;
  return (
    <>
      <PageTitle
        beside={customer.blocked.length > 0 && <BlockedFlag>Blocked</BlockedFlag>}
        meta={<>Customer since {formatDateTime(customer.created_at)}</>}
      >
        {customer.name}
      </PageTitle>
      <div className={styles.columns}>
        <div className={styles.main}>
          <Panel data-area="record" id="customer-record-title" title="Record">
            <Record customer={customer} />
          </Panel>
          <Panel data-area="orders" id="customer-orders-title" title="Orders">
            {orders.data.length ? (
              <RecordTable caption={countOf(orders.total, 'order')} columns={['Order', 'Date', 'Status', 'Total']}>
                {orders.data.map((order) => (
                  <tr key={order.order_no} data-testid="customer-order">
                    <td>
                      <Link href={`/admin/orders/${order.order_no}`} className={styles.link}>
                        {order.order_no}
                      </Link>
                    </td>
                    <td data-label="Date">{formatDateTime(order.created_at)}</td>
                    <td data-label="Status">
                      <StatusBadge status={order.status} />
                    </td>
                    <td data-label="Total" className={table.money}>
                      {formatPrice(order.total)}
                    </td>
                  </tr>
                ))}
              </RecordTable>
            ) : (
              <p className={table.empty}>No order yet.</p>
            )}
            <Pager page={orders.current_page} last={orders.last_page} href={(n) => `${path}?page=${n}`} />
          </Panel>
          {owner && (
            <Panel data-area="merge" id="customer-merge-title" title="Merge another account">
              <p>Her other account (another e-mail, or a phone account): its orders move here, and it is removed.</p>
              <CustomerSearch action={path} name="merge" value={merge} label="Find her other account" submit="Find" />
              {candidates && <MergeCandidates keptId={customer.id} keptName={customer.name} rows={candidates} />}
            </Panel>
          )}
        </div>
        <div className={styles.side}>
          <Panel data-area="contact" id="customer-contact-title" title="Contact">
            <Contact customer={customer} />
          </Panel>
          <Panel data-area="block" id="customer-block-title" title="Blocked phones">
            {customer.blocked.length > 0 && <BlockedPhones phones={customer.blocked} />}
            <BlockForm phone={customer.phones.find((phone) => !customer.blocked.some((b) => b.phone === phone))} />
          </Panel>
          <Panel data-area="notes" id="customer-notes-title" title="Notes">
            <NoteForm path={`customers/${customer.id}/notes`} placeholder="e.g. prefers WhatsApp, calls after 6 pm" />
            {customer.history.length > 0 && <HistoryList entries={customer.history} />}
          </Panel>
        </div>
      </div>
    </>
  );
}
