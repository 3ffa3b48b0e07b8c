import { OrderItemProduct } from './OrderItemProduct';
import { courierTitle } from '@/lib/couriers';
import { formatDate, formatPrice } from '@/lib/format';
import { isPending, paymentNote, statusLabel } from '@/lib/order-status';
import { cashToCollect } from '@/lib/payment-plan';
import type { OrderView } from '@/lib/types/order';
import styles from './MyOrders.module.scss';

/** One order in My Order: its items, the order's details beside them, then delivery, discount and total. */
export function OrderRows({ order, onCancel }: { order: OrderView; onCancel: (order: OrderView) => void }) {
  const items = order.order_items;
  const address = order.order_address;
  return (
    <tbody className={styles.order} data-testid="order" data-order={order.order_id}>
      {items.map((item, index) => {
        return (
          <tr key={index} className={styles.item}>
            <td>
              <OrderItemProduct item={item} />
            </td>
            <td className={styles.price}>
              {formatPrice(item.price)} x {item.item} = {formatPrice(item.price * item.item)}
            </td>
            {index === 0 && (
              <td rowSpan={items.length} className={styles.info}>
                <p className={styles.status} data-status={order.status ?? 'pending'}>
                  {statusLabel(order.status)}
                </p>
                <p>
                  Order <strong>#{order.order_id}</strong>
                </p>
                <p>Placed {formatDate(order.created_at)}</p>
                {order.exchange_of && <p>Exchange of #{order.exchange_of}</p>}
                {order.exchanged_for && <p>Exchanged for #{order.exchanged_for}</p>}
                {address && (
                  <address>
                    {address.name}
                    <br />
                    {address.address}, {address.district.label}
                    {address.zip && ` ${address.zip}`}
                    <br />
                    {address.d_contact}
                  </address>
                )}
                {order.parcel && (
                  <p data-testid="parcel">
                    {courierTitle(order.parcel.courier)}
                    {order.parcel.tracking_url && (
                      <>
                        {' '}
                        <a href={order.parcel.tracking_url} target="_blank" rel="noreferrer" className={styles.track}>
                          Track parcel{order.parcel.tracking_code ? ` ${order.parcel.tracking_code}` : ''}
                        </a>
                      </>
                    )}
                  </p>
                )}
                {isPending(order.status) && (
                  <button type="button" className={styles.cancel} onClick={() => onCancel(order)}>
                    Cancel Order?
                  </button>
                )}
              </td>
            )}
          </tr>
        );
      })}
      <tr className={styles.sum}>
        <th scope="row">Delivery Charge</th>
        <td>{formatPrice(order.charge)}</td>
        <td />
      </tr>
      {order.discount > 0 && (
        <tr className={styles.sum}>
          <th scope="row">
            {order.promo_code
              ? `Promo Discount (${order.promo_code})`
              : order.exchange_of
                ? 'Exchange: pieces covered'
                : 'Discount'}
          </th>
          <td>- {formatPrice(order.discount)}</td>
          <td />
        </tr>
      )}
      <tr className={`${styles.sum} ${styles.total}`}>
        <th scope="row">Total</th>
        <td>{formatPrice(order.grand_total)}</td>
        <td className={styles.note}>{paymentNote(order.status, order.method)}</td>
      </tr>
      {order.paid_by && (
        <>
          <tr className={styles.sum}>
            <th scope="row">Paid by {order.paid_by}</th>
            <td>{formatPrice(order.prepaid)}</td>
            <td />
          </tr>
          <tr className={styles.sum}>
            <th scope="row">To pay in cash</th>
            <td>{formatPrice(cashToCollect({ total: order.grand_total, prepaid: order.prepaid }))}</td>
            <td />
          </tr>
        </>
      )}
    </tbody>
  );
}
