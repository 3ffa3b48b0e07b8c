import { GATEWAY_LABELS, isGateway } from './payment-plan';

/**
 * Order status codes, how they read (spec sections 4 and the Account area) and the moves staff may make between
 * them: one table for My Order, the order desk and the server.
 */

/** The status codes (spec section 4); a pending order has none (null). */
export const ORDER_STATUS = {
  delivered: 1,
  canceled: 2,
  canceledAuthor: 3,
  partialDelivered: 4,
  hold: 5,
  onTheWay: 6,
  processing: 7,
  /** not in the spec: a parcel the courier brought back to the shop (refused at the door, or not reached) */
  returned: 8,
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
  [ORDER_STATUS.returned]: 'Returned',
};

/** Statuses of a cancelled order: it no longer counts for coupon use or a first order. */
export const CANCELED_STATUSES: StatusCode[] = [ORDER_STATUS.canceled, ORDER_STATUS.canceledAuthor];

export const isPending = (status: number | null | undefined) => status === null || status === undefined;

/** Whether a status is one of the cancellations. */
export const isCancellation = (status: number | null | undefined) =>
  status != null && (CANCELED_STATUSES as number[]).includes(status);

export function statusLabel(status: number | null | undefined): string {
  return isPending(status) ? 'Pending' : (LABELS[status!] ?? 'Pending');
}

/** The bottom right cell of an order in My Order (spec: Account area). */
export function paymentNote(status: number | null | undefined, method: string): string {
  if (status === ORDER_STATUS.delivered || status === ORDER_STATUS.partialDelivered) {
    return method === 'COD' ? 'Paid via cash' : isGateway(method) ? `Paid via ${GATEWAY_LABELS[method]}` : method;
  }
  if (isCancellation(status) || status === ORDER_STATUS.returned) return 'No issues';
  return 'Processing';
}

/** A status as the order desk names it: the code, or null for Pending. */
export type OrderStatus = StatusCode | null;

/** Every status in the order the desk offers them: the pipeline first, then the side tracks. */
export const STATUS_ORDER: OrderStatus[] = [
  null,
  ORDER_STATUS.processing,
  ORDER_STATUS.onTheWay,
  ORDER_STATUS.delivered,
  ORDER_STATUS.partialDelivered,
  ORDER_STATUS.hold,
  ORDER_STATUS.canceled,
  ORDER_STATUS.canceledAuthor,
  ORDER_STATUS.returned,
];

const { processing, onTheWay, delivered, partialDelivered, hold, canceled, canceledAuthor, returned } = ORDER_STATUS;
const CANCEL = [canceled, canceledAuthor];

/**
 * Where an order may go next from each status (Pending is ''). An order is confirmed by phone (Processing), handed
 * to a courier (On the Way), then Delivered in full or in part; Hold parks it at any point before delivery, and it
 * can be cancelled until it is delivered. A parcel the courier had may come back instead (Returned). Delivered,
 * Partial Delivered, Returned and both cancellations are final.
 */
const NEXT: Record<string, OrderStatus[]> = {
  '': [processing, hold, ...CANCEL],
  [processing]: [onTheWay, hold, ...CANCEL],
  [hold]: [null, processing, onTheWay, returned, ...CANCEL],
  [onTheWay]: [delivered, partialDelivered, hold, returned, ...CANCEL],
  [delivered]: [],
  [partialDelivered]: [],
  [canceled]: [],
  [canceledAuthor]: [],
  [returned]: [],
};

/** The statuses an order may move to from `from`. */
export const nextStatuses = (from: OrderStatus): OrderStatus[] => NEXT[from ?? ''] ?? [];

/** Why an order cannot move from one status to another, or null when it can. */
export function moveRefusal(from: OrderStatus, to: OrderStatus): string | null {
  if (from === to) return `The order is already ${statusLabel(from)}.`;
  const next = nextStatuses(from);
  if (next.includes(to)) return null;
  if (!next.length) return `A ${statusLabel(from)} order is final: it cannot move to ${statusLabel(to)}.`;
  return `A ${statusLabel(from)} order cannot move to ${statusLabel(to)}; it can move to ${next.map(statusLabel).join(', ')}.`;
}

/** Orders whose cash has been collected (revenue), and those still to be delivered (revenue expected). */
export const DELIVERED_STATUSES: StatusCode[] = [delivered, partialDelivered];
export const OPEN_STATUSES: OrderStatus[] = [null, processing, onTheWay, hold];

/** Why an order is cancelled or held: the desk's short list (history and the coming reports read it). */
export const STATUS_REASONS = {
  'customer-cancelled': 'Customer cancelled',
  unreachable: 'Customer unreachable',
  fake: 'Fake order',
  refused: 'Refused at the door',
  'out-of-stock': 'Out of stock',
  other: 'Other',
} as const;

export type StatusReason = keyof typeof STATUS_REASONS;

/** The words a reason is kept in: its label, or what staff wrote for "Other". */
export const reasonWords = (reason: StatusReason | undefined, text: string | undefined) =>
  reason && (reason === 'other' ? text : STATUS_REASONS[reason]);

/** Moves staff explain: a cancellation, or a hold. */
export const needsReason = (to: OrderStatus) => to === hold || isCancellation(to);

/** Moves staff confirm first, naming what follows: the final ones a mis-tap cannot undo. */
export const needsConfirmation = (to: OrderStatus) => to === delivered || isCancellation(to);

/** Why staff cannot confirm an order whose payment ahead has not come: settle moves it once the gateway says paid. */
export const WAITS_FOR_PAYMENT = 'It waits for its payment ahead: it goes ahead by itself once paid.';

/** Whether an order still waits for its payment ahead (Pending, or held before it came): no one confirms it. */
export const waitsForPayment = (order: { status: OrderStatus; payAhead: number; prepaid: number }) =>
  (isPending(order.status) || order.status === hold) && order.prepaid < order.payAhead;

/** How long the owner may reopen a cancelled order. */
export const REOPEN_WITHIN_MS = 24 * 60 * 60_000;

/** A status by the label the history keeps, or undefined for a label no status has. */
export const statusByLabel = (label: unknown): OrderStatus | undefined =>
  STATUS_ORDER.find((status) => statusLabel(status) === label);
