/** Order status codes and how they read (spec sections 4 and the Account area). */

/** The status codes (spec section 4); a pending order has none (null). */
export const ORDER_STATUS = {
  delivered: 1,
  canceled: 2,
  canceledAuthor: 3,
  partialDelivered: 4,
  hold: 5,
  onTheWay: 6,
  processing: 7,
} as const;

export type StatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

const LABELS: Record<number, string> = {
  [ORDER_STATUS.delivered]: 'Delivered',
  [ORDER_STATUS.canceled]: 'Canceled',
  [ORDER_STATUS.canceledAuthor]: 'Canceled - Author',
  [ORDER_STATUS.partialDelivered]: 'Partial Delivered',
  [ORDER_STATUS.hold]: 'Hold',
  [ORDER_STATUS.onTheWay]: 'On the Way',
  [ORDER_STATUS.processing]: 'Processing',
};

/** Statuses of a cancelled order: it no longer counts for coupon use or a first order. */
export const CANCELED_STATUSES: StatusCode[] = [ORDER_STATUS.canceled, ORDER_STATUS.canceledAuthor];

export const isPending = (status: number | null | undefined) => status === null || status === undefined;

export function statusLabel(status: number | null | undefined): string {
  return isPending(status) ? 'Pending' : (LABELS[status!] ?? 'Pending');
}

/** The bottom right cell of an order in My Order (spec: Account area). */
export function paymentNote(status: number | null | undefined, method: string): string {
  if (status === ORDER_STATUS.delivered || status === ORDER_STATUS.partialDelivered) {
    return method === 'COD' ? 'Paid via cash' : method;
  }
  if (status != null && (CANCELED_STATUSES as number[]).includes(status)) return 'No issues';
  return 'Processing';
}
