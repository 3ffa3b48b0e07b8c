'use client';
import type { FormEvent } from 'react';
import { courierTitle } from '@/lib/couriers';
import { formatDateTime, formatPrice } from '@/lib/format';
import { OPEN_STATUSES, ORDER_STATUS, type OrderStatus } from '@/lib/order-status';
import { piecesText } from '@/lib/order-returns';
import type { DeskShipment } from '@/lib/types/order-desk';
import { Field } from '../ui/Field';
import { FormOutcome } from '../ui/FormOutcome';
import { useAdminAction } from '../ui/useAdminAction';
import actions from '../ui/Actions.module.scss';
import { Facts } from '../ui/Facts';
import fields from '../ui/Field.module.scss';
import styles from './CourierParcel.module.scss';
import { WholeInput } from '../ui/WholeInput';

interface Props {
  orderNo: string;
  status: OrderStatus;
  shipment: DeskShipment | null;
  /** the couriers set up for booking */
  couriers: string[];
  restockedAt: string | null;
  /** the pieces the parcel brings back to stock: all of a Returned order's, what a partial delivery did not leave */
  comingBack: number;
}

const money = (value: number | null) => (value === null ? 'Not reported' : formatPrice(value));

/** What the courier has of the parcel: its numbers, its own status, the cash and fees. */
function ParcelFacts({ shipment }: { shipment: DeskShipment }) {
  const facts: [string, React.ReactNode][] = [
    ['Courier', courierTitle(shipment.courier)],
    ['Consignment', shipment.consignment_id ?? 'Not given yet'],
    [
      'Tracking',
      shipment.tracking_url ? (
        <a href={shipment.tracking_url} target="_blank" rel="noreferrer">
          {shipment.tracking_code ?? 'Track'}
        </a>
      ) : (
        (shipment.tracking_code ?? 'Not given yet')
      ),
    ],
    ['Courier status', shipment.courier_status ?? 'Not read yet'],
    ['Cash to collect', formatPrice(shipment.cod_amount)],
    ['Collected (courier)', money(shipment.collected)],
    ['Delivery fee', money(shipment.delivery_fee)],
    ...(shipment.return_fee !== null ? [['Return fee', formatPrice(shipment.return_fee)] as [string, string]] : []),
    ['Last read', shipment.checked_at ? formatDateTime(shipment.checked_at) : 'Not yet'],
  ];
  return <Facts items={facts} testId="parcel-facts" />;
}

/**
 * The order's parcel on the desk: booking it with a courier set up (from Processing), what the courier says of it
 * and reading that again now, and, for a Returned or Partial Delivered order, confirming that the parcel is back so
 * the pieces it brings are restocked.
 */
export function CourierParcel({ orderNo, status, shipment, couriers, restockedAt, comingBack }: Props) {
  const { run, outcome, pending } = useAdminAction();
  const booked = shipment?.state === 'booked' ? shipment : null;

  async function book(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const courier = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value');
    await run('shipments', { courier, orders: [orderNo], note: new FormData(event.currentTarget).get('note') });
  }

  async function askReturn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(`orders/${orderNo}/parcel`, { action: 'return', reason: new FormData(event.currentTarget).get('reason') });
  }

  async function confirmReturn(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    await run(`orders/${orderNo}/return`, { return_fee: new FormData(event.currentTarget).get('return_fee') });
  }

  return (
    <div className={styles.parcel}>
      <h3>Courier</h3>
      {booked && (
        <>
          <ParcelFacts shipment={booked} />
          {OPEN_STATUSES.includes(status) && (
            <button
              type="button"
              className={actions.secondary}
              disabled={pending}
              onClick={() => run(`orders/${orderNo}/parcel`, { action: 'check' })}
            >
              Check with {courierTitle(booked.courier)} now
            </button>
          )}
          {(status === ORDER_STATUS.onTheWay || status === ORDER_STATUS.hold) && (
            <form method="post" className={styles.inline} onSubmit={askReturn}>
              <Field id="return-reason" label="Why it should come back">
                <input
                  id="return-reason"
                  name="reason"
                  maxLength={200}
                  minLength={3}
                  required
                  defaultValue="Customer refused the order"
                />
              </Field>
              <button type="submit" className={actions.secondary} disabled={pending}>
                Ask {courierTitle(booked.courier)} to bring it back
              </button>
            </form>
          )}
        </>
      )}
      {!booked && status === ORDER_STATUS.processing && (
        <>
          {shipment?.state === 'lost' && (
            <div className={styles.inline}>
              <p className={fields.hint}>
                {courierTitle(shipment.courier)} did not answer the last booking, and may hold the parcel already. Booking again
                looks it up first where {courierTitle(shipment.courier)} allows; otherwise look for {orderNo} in its portal, and
                release the booking only if it is not there.
              </p>
              <button
                type="button"
                className={actions.secondary}
                disabled={pending}
                onClick={() => run(`orders/${orderNo}/parcel`, { action: 'release' })}
              >
                Not in {courierTitle(shipment.courier)}&apos;s portal: release
              </button>
            </div>
          )}
          {couriers.length ? (
            <form method="post" className={styles.inline} onSubmit={book}>
              <Field id="rider-note" label="Note for the rider (printed on the label)">
                <input id="rider-note" name="note" maxLength={200} placeholder="e.g. call before coming" />
              </Field>
              <div className={actions.row}>
                {couriers.map((name) => (
                  <button key={name} type="submit" name="courier" value={name} className={actions.primary} disabled={pending}>
                    Book with {courierTitle(name)}
                  </button>
                ))}
              </div>
            </form>
          ) : (
            <p className={fields.hint}>No courier is set up: Settings says what the shop needs for one.</p>
          )}
        </>
      )}
      {!booked && status !== ORDER_STATUS.processing && !restockedAt && !comingBack && (
        <p className={fields.hint}>A parcel is booked from Processing.</p>
      )}
      {restockedAt ? (
        <p data-testid="restocked">Back in stock since {formatDateTime(restockedAt)}.</p>
      ) : (
        comingBack > 0 && (
          <form method="post" className={styles.inline} onSubmit={confirmReturn}>
            <p className={fields.hint}>{piecesText(comingBack)} come back with the parcel.</p>
            <Field id="return-fee" label="Return fee (BDT)">
              <WholeInput id="return-fee" name="return_fee" max={5000} defaultValue={0} required />
            </Field>
            <button type="submit" className={actions.primary} disabled={pending}>
              Parcel is back: restock
            </button>
          </form>
        )
      )}
      <FormOutcome outcome={outcome} />
    </div>
  );
}
