import 'server-only';
import type { CourierName } from './courier';

/**
 * Where a courier's status word puts an order in the shop. `booked` is Processing; `returning` is a parcel on its way
 * back, still On the Way for the shop (shown as Returning); `returned` is a parcel back with the shop, the Returned
 * status the desk is gaining.
 */
export type CourierStep =
  'booked' | 'onTheWay' | 'hold' | 'delivered' | 'partialDelivered' | 'canceled' | 'returned' | 'returning';

/** A step with whether the courier still has to confirm it (Steadfast's `*_approval_pending`). */
type Reading = { step: CourierStep; provisional: boolean };

const step = (to: CourierStep, provisional = false): Reading => ({ step: to, provisional });

/** One table for both couriers (research §3.0); a word missing here (`unknown`, `order.paid`, …) moves nothing. */
const STEPS: Record<CourierName, Record<string, Reading>> = {
  steadfast: {
    in_review: step('booked'),
    // Steadfast has no "picked" word: `pending` follows review once the parcel is in its hands and on its way.
    pending: step('onTheWay'),
    hold: step('hold'),
    delivered: step('delivered'),
    delivered_approval_pending: step('delivered', true),
    partial_delivered: step('partialDelivered'),
    partial_delivered_approval_pending: step('partialDelivered', true),
    // Steadfast says `cancelled` both of a parcel the shop withdrew before pickup and of one refused at the door, and
    // has no word for pickup to tell them apart: taken as coming back, its pieces wait for staff to see them arrive
    // rather than go back to stock while they may be in a van.
    cancelled: step('returned'),
    cancelled_approval_pending: step('returned', true),
  },
  pathao: {
    // `pending` is the order_status of a fresh booking ("Pending"), `created` its webhook (order.created).
    pending: step('booked'),
    created: step('booked'),
    'pickup-requested': step('booked'),
    'assigned-for-pickup': step('booked'),
    picked: step('onTheWay'),
    'at-the-sorting-hub': step('onTheWay'),
    'in-transit': step('onTheWay'),
    'received-at-last-mile-hub': step('onTheWay'),
    'assigned-for-delivery': step('onTheWay'),
    'on-hold': step('hold'),
    'delivery-failed': step('hold'),
    'pickup-failed': step('hold'),
    delivered: step('delivered'),
    'partial-delivery': step('partialDelivered'),
    'pickup-cancelled': step('canceled'),
    returned: step('returning'),
    // Pathao's own plugin names order.returned's status "Return".
    return: step('returning'),
    'return-in-transit': step('returning'),
    'returned-to-merchant': step('returned'),
  },
};

/** A status word as the table spells it: Steadfast's with underscores, Pathao's slugs with dashes, both lower-case. */
const spelled = (courier: CourierName, status: string) =>
  status
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, courier === 'steadfast' ? '_' : '-');

/** Where a courier's status word puts the order (null for a word that moves nothing). */
export function courierStep(courier: CourierName, status: string): Reading | null {
  const table = STEPS[courier];
  const key = spelled(courier, status);
  return Object.hasOwn(table, key) ? table[key] : null;
}
