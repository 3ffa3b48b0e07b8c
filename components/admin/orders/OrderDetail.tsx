import Link from 'next/link';
import { formatDateTime } from '@/lib/format';
import { sourceLabel } from '@/lib/order-source';
import { editRefusal } from '@/lib/order-edit';
import { lineName } from '@/lib/cart';
import { exchangeDue, parcelPieces } from '@/lib/order-returns';
import { ORDER_STATUS } from '@/lib/order-status';
import { cashToCollect, methodLabel } from '@/lib/payment-plan';
import type { DeskOrder, ExchangeChoice } from '@/lib/types/order-desk';
import type { DeskPayment } from '@/lib/types/payments';
import { OrderPayments } from '../payments/OrderPayments';
import { AddressLines } from './AddressLines';
import { CourierParcel } from './CourierParcel';
import { Exchange } from './Exchange';
import { KeptForm } from './KeptForm';
import { HistoryList } from '../history/HistoryList';
import { NoteForm } from './NoteForm';
import { OrderItems } from './OrderItems';
import { OrderTotals } from './OrderTotals';
import { PhoneCheck } from './PhoneCheck';
import { StatusBadge } from './StatusBadge';
import { StatusForm } from './StatusForm';
import { ReopenButton } from './ReopenButton';
import { PageTitle } from '../ui/PageTitle';
import { PhoneLink } from '../ui/PhoneLink';
import { BlockedFlag } from '../customers/BlockedFlag';
import { Panel } from '../ui/Panel';
import actions from '../ui/Actions.module.scss';
import styles from './OrderDetail.module.scss';

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

/**
 * One order for the staff: what to pack, where it goes, what to collect, who the customer is, what it paid ahead,
 * what was done.
 */
export function OrderDetail({
  order,
  couriers,
  owner,
  customers,
  exchangeChoices,
  payments,
  refunds,
}: {
  order: DeskOrder;
  couriers: string[];
  owner: boolean;
  /** whether the account may open the customer's record (the Customers area) */
  customers: boolean;
  /** the lines a delivered order may exchange now */
  exchangeChoices: ExchangeChoice[];
  /** its attempts at paying ahead, with their refunds */
  payments: DeskPayment[];
  /** whether the account may refund (Couriers and money) */
  refunds: boolean;
}) {
  const { address, customer, charge, discount } = order;
  const lines = order.items.map((item) => ({
    id: item.id,
    name: lineName({ title_en: item.title_en, attribute_pick: item.pick }),
    quantity: item.quantity,
    price: item.price,
  }));
  const partial = order.status === ORDER_STATUS.partialDelivered;
  const keptUnsaid = partial && order.items.every((item) => item.kept === null);
  const sum = (count: (item: DeskOrder['items'][number]) => number) => order.items.reduce((n, item) => n + count(item), 0);
  return (
    <>
      <PageTitle
        beside={
          <>
            <StatusBadge status={order.status} />
            {order.blocked && <BlockedFlag />}
            {!editRefusal(order.status, Boolean(order.shipment)) && (
              <Link href={`/admin/orders/${order.order_no}/edit`} className={actions.secondary}>
                Edit order
              </Link>
            )}
            <Link href={`/admin/orders/${order.order_no}/slip`} className={actions.secondary}>
              Packing slip
            </Link>
          </>
        }
        meta={
          <>
            Placed {formatDateTime(order.created_at)} · <span data-testid="order-source">{sourceLabel(order.source)}</span> ·{' '}
            {methodLabel(order.method)} · delivery {order.delivery_date}
          </>
        }
      >
        Order {order.order_no}
      </PageTitle>
      <div className={styles.columns}>
        <Panel data-area="status" id="order-status-title" title="Fulfilment">
          <StatusForm
            key={String(order.status)}
            orderNo={order.order_no}
            status={order.status}
            order={{
              collect: cashToCollect(order),
              charge,
              discount,
              pieces: order.pieces,
              email: Boolean(address?.email),
              lines,
            }}
          />
          {owner && order.reopen_until && <ReopenButton orderNo={order.order_no} until={order.reopen_until} />}
          {keptUnsaid && (
            <KeptForm orderNo={order.order_no} lines={lines} order={{ charge, discount }} reported={order.collected} />
          )}
          <CourierParcel
            orderNo={order.order_no}
            status={order.status}
            shipment={order.shipment}
            couriers={couriers}
            restockedAt={order.restocked_at}
            comingBack={keptUnsaid ? 0 : sum((item) => parcelPieces(order.status, item))}
          />
          <Exchange
            orderNo={order.order_no}
            choices={exchangeChoices}
            exchangeOf={order.exchange_of}
            exchangedFor={order.exchanged_for}
            due={sum((item) => exchangeDue(order.status, order.restocked_at !== null, item))}
          />
        </Panel>
        <Panel data-area="delivery" id="order-address-title" title="Delivery">
          {address ? (
            <address className={styles.address}>
              <AddressLines address={address} />
              <br />
              {address.country}
              <br />
              Contact: <PhoneLink phone={address.contact} whatsApp /> <PhoneCheck verified={order.phone_verified} />
              {address.receiver_phone && (
                <>
                  <br />
                  Receiver: <PhoneLink phone={address.receiver_phone} whatsApp />
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
        </Panel>
        <Panel data-area="customer" id="order-customer-title" title="Customer">
          <p className={styles.customer}>
            {customers ? <Link href={`/admin/customers/${customer.id}`}>{customer.name}</Link> : customer.name}
            {customer.email && ` · ${customer.email}`}
            {customer.contact && (
              <>
                {' · '}
                <PhoneLink phone={customer.contact} whatsApp />
              </>
            )}
          </p>
          <CustomerRecord customer={customer} />
        </Panel>
        <Panel data-area="items" id="order-items-title" title="Items">
          <OrderItems order={order} />
          <OrderTotals order={order} />
        </Panel>
        {(payments.length > 0 || order.prepaid > 0) && (
          <Panel data-area="payments" id="order-payments-title" title="Payments">
            <OrderPayments order={order} payments={payments} canRefund={refunds} />
          </Panel>
        )}
        <Panel data-area="history" id="order-history-title" title="History">
          <NoteForm path={`orders/${order.order_no}/notes`} />
          <HistoryList entries={order.history} />
        </Panel>
      </div>
    </>
  );
}
