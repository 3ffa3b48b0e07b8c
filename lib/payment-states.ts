/** A payment attempt's states and purposes, and a refund's states, as the desk reads them (schema: payment_attempts). */

/** An attempt's states, in the order the desk's filter offers them. */
export const ATTEMPT_STATES = ['created', 'redirected', 'paid', 'failed', 'cancelled', 'expired', 'refunded'] as const;

type AttemptState = (typeof ATTEMPT_STATES)[number];

const ATTEMPT_STATE_LABELS: Record<AttemptState, string> = {
  created: 'Created',
  redirected: 'At the gateway',
  paid: 'Paid',
  failed: 'Failed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  refunded: 'Refunded',
};

/** How an attempt's state reads; a state the desk does not know reads as stored. */
export const attemptStateLabel = (state: string) => ATTEMPT_STATE_LABELS[state as AttemptState] ?? state;

/** What an attempt paid for. */
export const PURPOSE_LABELS: Record<string, string> = {
  order: 'Whole order',
  advance: 'Delivery charge ahead',
};

/** A refund's states: the gateway is still moving it, it moved, or the gateway refused it (nothing moved). */
export const REFUND_STATE_LABELS: Record<string, string> = {
  processing: 'Processing',
  refunded: 'Refunded',
  failed: 'Failed',
};
