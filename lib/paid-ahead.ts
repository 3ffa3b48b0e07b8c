/** How the desk and the packing slip say what was paid ahead and what the rider still collects. */
import { formatPrice } from './format';
import { cashToCollect, paidThroughLabel } from './payment-plan';

/** "Collect BDT 1,150": the cash the rider takes at the door. */
export const collectText = (order: { total: number; prepaid: number }) => `Collect ${formatPrice(cashToCollect(order))}`;

/** "Paid BDT 120 by bKash", or null when nothing stands paid ahead. */
export const paidAheadText = (order: { prepaid: number; method: string }) =>
  order.prepaid > 0 ? `Paid ${formatPrice(order.prepaid)} by ${paidThroughLabel(order.method)}` : null;
