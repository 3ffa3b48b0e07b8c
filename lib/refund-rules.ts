/**
 * When money paid ahead goes back: bKash takes a refund only within 15 days of the payment, and the Digital Commerce
 * Operation Guidelines 2021 give the shop 10 days to refund by the same channel. Shared by the desk and the server.
 */

const DAY_MS = 86_400_000;

/** bKash refuses a refund of a payment older than this. */
export const BKASH_REFUND_DAYS = 15;

/** The guidelines' days to refund a cancelled order's payment. */
const REFUND_DUE_DAYS = 10;

/** Whether bKash still takes a refund of a payment settled at `paidAt`. */
export const bkashRefundOpen = (paidAt: Date, now = new Date()) => now.getTime() - paidAt.getTime() <= BKASH_REFUND_DAYS * DAY_MS;

/** The moment a payment settled at `paidAt` is to be refunded by, when its order does not go ahead. */
export const refundDueBy = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_DUE_DAYS * DAY_MS);
