import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import type { DeskOrder } from '@/lib/types/order-desk';
import { AddressLines } from './AddressLines';
import { HistoryList } from '../history/HistoryList';
import { NoteForm } from './NoteForm';
import { OrderItems } from './OrderItems';
import { OrderTotals } from './OrderTotals';
import { StatusBadge } from './StatusBadge';
import { StatusForm } from './StatusForm';
import styles from '../ui/Admin.module.scss';

/** How often the customer has ordered before and how often those orders were cancelled or refused. */
function CustomerRecord({ customer }: { customer: DeskOrder['customer'] }) {
  const { earlier_orders: earlier, earlier_cancelled: cancelled } = customer;
  return (
    <p className={cancelled ? styles.risk : undefined} data-testid="customer-record">
      {earlier === 0
        ? 'First order from this customer.'
        : `${earlier} earlier ${earlier === 1 ? 'order' : 'orders'}, ${cancelled} cancelled or refused.`}
    </p>
  );
}

/** One order for the staff: what to pack, where it goes, what to collect, who the customer is, what was done. */
export function OrderDetail({ order }: { order: DeskOrder }) {
  const { address, customer } = order;
  return (
    <>
      <div className={styles.heading}>
        <h1 className={styles.title}>Order {order.order_no}</h1>
        <StatusBadge status={order.status} />
        <Link href={`/admin/orders/${order.order_no}/slip`} className={styles.secondary}>
          Packing slip
        </Link>
      </div>
      <p className={styles.meta}>
        Placed {formatDateTime(order.created_at)} · {order.method === 'COD' ? 'Cash on delivery' : order.method} · delivery{' '}
        {order.delivery_date}
      </p>
      <div className={styles.columns}>
        <section className={styles.panel} data-area="status" aria-labelledby="order-status-title">
          <h2 id="order-status-title">Fulfilment</h2>
          <StatusForm orderNo={order.order_no} status={order.status} />
        </section>
        <section className={styles.panel} data-area="delivery" aria-labelledby="order-address-title">
          <h2 id="order-address-title">Delivery</h2>
          {address ? (
            <address className={styles.address}>
              <AddressLines address={address} />
              <br />
              {address.country}
              <br />
              Contact: <a href={`tel:${address.contact}`}>{address.contact}</a>
              {address.receiver_phone && (
                <>
                  <br />
                  Receiver: <a href={`tel:${address.receiver_phone}`}>{address.receiver_phone}</a>
                </>
              )}
              {address.email && (
                <>
                  <br />
                  {address.email}
                </>
              )}
            </address>
          ) : (
            <p>No address was stored with this order.</p>
          )}
        </section>
        <section className={styles.panel} data-area="customer" aria-labelledby="order-customer-title">
          <h2 id="order-customer-title">Customer</h2>
          <p>
            {customer.name} · {customer.email}
            {customer.contact && ` · ${customer.contact}`}
          </p>
          <CustomerRecord customer={customer} />
        </section>
        <section className={styles.panel} data-area="items" aria-labelledby="order-items-title">
          <h2 id="order-items-title">Items</h2>
          <OrderItems items={order.items} />
          <OrderTotals order={order} />
        </section>
        <section className={styles.panel} data-area="history" aria-labelledby="order-history-title">
          <h2 id="order-history-title">History</h2>
          <NoteForm orderNo={order.order_no} />
          <HistoryList entries={order.history} />
        </section>
      </div>
    </>
  );
}
