/** How My Order reads an order (spec: Account area and section 4). */

/** Order status codes (spec section 4): empty means pending. */
export const ORDER_STATUS: Record<number, string> = {
  1: 'Delivered',
  2: 'Canceled',
  3: 'Canceled - Author',
  4: 'Partial Delivered',
  5: 'Hold',
  6: 'On the Way',
  7: 'Processing',
};

/** Statuses of a cancelled order: it no longer counts for coupon use or a first order. */
export const CANCELED_STATUSES = [2, 3];

export const isPending = (status: number | null | undefined) => status === null || status === undefined;

export function statusLabel(status: number | null | undefined): string {
  return isPending(status) ? 'Pending' : (ORDER_STATUS[status!] ?? 'Pending');
}

/** The bottom right cell of an order in My Order (spec: Account area). */
export function paymentNote(status: number | null | undefined, method: string): string {
  if (status === 1 || status === 4) return method === 'COD' ? 'Paid via cash' : method;
  if (status != null && CANCELED_STATUSES.includes(status)) return 'No issues';
  return 'Processing';
}

/** What the customer pays for an order: its items, plus delivery, less the promo discount. */
export function amountDue(order: { total: number; charge: number; discount: number }): number {
  return order.total + order.charge - order.discount;
}
