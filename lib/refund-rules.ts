/**
 * When money paid ahead goes back: bKash takes a refund only within 15 days of the payment, and the Digital Commerce
 * Operation Guidelines 2021 give the shop 10 days to refund by the same channel. Shared by the desk and the server.
 */

import { isCancellation, ORDER_STATUS } from './order-status';

const DAY_MS = 86_400_000;

/** bKash refuses a refund of a payment older than this. */
export const BKASH_REFUND_DAYS = 15;

/** The guidelines' days to refund a cancelled order's payment. */
const REFUND_DUE_DAYS = 10;

/** Whether bKash still takes a refund of a payment settled at `paidAt`. */
export const bkashRefundOpen = (paidAt: Date, now = new Date()) => now.getTime() - paidAt.getTime() <= BKASH_REFUND_DAYS * DAY_MS;

/** The moment a payment settled at `paidAt` is to be refunded by, when its order does not go ahead. */
export const refundDueBy = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_DUE_DAYS * DAY_MS);

/** Whether an order still goes ahead: not cancelled, not Returned. One that does not owes back all it was paid. */
export const goesAhead = (status: number | null) => !isCancellation(status) && status !== ORDER_STATUS.returned;

/**
 * Whether the desk offers to refund an order's payments: when it does not go ahead, when part of it came back
 * (Partial Delivered), or when it was paid more than it now costs (edited down). Any other is still to be delivered.
 */
export const refundOffered = (order: { status: number | null; total: number; prepaid: number }) =>
  !goesAhead(order.status) || order.status === ORDER_STATUS.partialDelivered || order.prepaid > order.total;
