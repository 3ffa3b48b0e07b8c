import QRCode from 'qrcode';
import { MediaImage } from '@/components/ui/MediaImage';
import { formatDate, formatPrice } from '@/lib/format';
import { courierTitle } from '@/lib/couriers';
import { displayPhone } from '@/lib/phone';
import { isPending } from '@/lib/order-status';
import { paidAheadText } from '@/lib/paid-ahead';
import { cashToCollect } from '@/lib/payment-plan';
import type { DeskOrder } from '@/lib/types/order-desk';
import { AddressLines } from './AddressLines';
import { OrderItems } from './OrderItems';
import { OrderTotals } from './OrderTotals';
import { PrintButton } from './PrintButton';
import styles from './PackingSlip.module.scss';

/**
 * The sheet that goes in the parcel: the shop, the order number as text and as a QR code (a courier's phone reads
 * it), what is inside, where it goes, what was paid ahead and the cash left to collect, and, once booked, the courier's consignment and
 * tracking code beside it (to match the courier's own label). Sized to print on A5 as well as A4. Without `tools`
 * (a run of slips, SlipRun), the print button and the Pending warning are left to the run.
 */
export async function PackingSlip({
  order,
  shop,
  tools = true,
}: {
  order: DeskOrder;
  shop: { name: string; logo: string };
  tools?: boolean;
}) {
  // The order number is letters and digits only: the SVG the library writes holds nothing else of ours.
  const qr = await QRCode.toString(order.order_no, { type: 'svg', margin: 0, errorCorrectionLevel: 'M' });
  const { address } = order;
  const parcel = order.shipment?.state === 'booked' ? order.shipment : null;
  const paid = paidAheadText(order);
  return (
    <>
      {tools && (
        <div className={styles.tools}>
          <PrintButton />
          {isPending(order.status) && <p>This order is still Pending: confirm it with the customer before packing.</p>}
        </div>
      )}
      <article className={styles.slip} aria-label={`Packing slip of order ${order.order_no}`}>
        <header className={styles.head}>
          <div className={styles.shop}>
            <MediaImage file={shop.logo} alt={shop.name} width={180} height={40} />
          </div>
          <div className={styles.number}>
            <div
              className={styles.qr}
              role="img"
              aria-label={`QR code of ${order.order_no}`}
              dangerouslySetInnerHTML={{ __html: qr }}
            />
            <p>
              Order <strong>{order.order_no}</strong>
              <br />
              {formatDate(order.created_at)}
            </p>
          </div>
        </header>
        {parcel && (
          <p className={styles.courier} data-testid="slip-courier">
            {courierTitle(parcel.courier)}
            {parcel.consignment_id && (
              <>
                {' '}
                · Consignment <strong>{parcel.consignment_id}</strong>
              </>
            )}
            {parcel.tracking_code && (
              <>
                {' '}
                · Tracking <strong>{parcel.tracking_code}</strong>
              </>
            )}
          </p>
        )}
        <section>
          <h2>Deliver to</h2>
          {address && (
            <address>
              <AddressLines address={address} name={<strong>{address.name}</strong>} />
              <br />
              Phone: {displayPhone(address.receiver_phone ?? address.contact)}
            </address>
          )}
        </section>
        <section>
          <h2>Items</h2>
          <OrderItems order={order} pictures={false} />
          <OrderTotals order={order} />
        </section>
        {paid && (
          <p className={styles.paid} data-testid="slip-paid">
            {paid}
          </p>
        )}
        <p className={styles.collect}>
          Collect <strong data-testid="amount-to-collect">{formatPrice(cashToCollect(order))}</strong>
        </p>
        <p className={styles.thanks}>Thank you for shopping with {shop.name}.</p>
      </article>
    </>
  );
}
