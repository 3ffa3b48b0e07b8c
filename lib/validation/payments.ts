import { z } from 'zod';
import { GATEWAY_LABELS, type Gateway } from '../payment-plan';
import { ATTEMPT_STATES } from '../payment-states';
import { pageNumber } from '../query-params';
import { day } from './admin';
import { text, whole } from './form-fields';
import { recordId } from './record-id';

/** The longest reason a refund gives: bKash's refund reason holds 255 characters, SSLCommerz's remarks fewer. */
export const REFUND_REASON_MAX = 120;

/** POST /api/admin/orders/{order number}/refunds: money given back from one paid attempt, in whole taka. */
export const refundSchema = z.object({
  attempt: recordId('Choose the payment to refund'),
  amount: whole('Amount', 1, 10_000_000),
  reason: text('The reason', REFUND_REASON_MAX).refine((value) => value.length >= 3, {
    error: 'Say why the money goes back',
  }),
});
export type RefundForm = z.output<typeof refundSchema>;

const GATEWAYS = Object.keys(GATEWAY_LABELS) as [Gateway, ...Gateway[]];

/** GET /admin/payments: the attempts by gateway and state over Dhaka days (both included), a page at a time. */
export const paymentsQuerySchema = z
  .object({
    gateway: z.enum(GATEWAYS, { error: `gateway must be one of ${GATEWAYS.join(', ')}` }).optional(),
    state: z.enum(ATTEMPT_STATES, { error: `state must be one of ${ATTEMPT_STATES.join(', ')}` }).optional(),
    from: day('from'),
    to: day('to'),
    page: pageNumber,
  })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to' });
export type PaymentsQuery = z.output<typeof paymentsQuerySchema>;
