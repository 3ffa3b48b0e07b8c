import { z } from 'zod';
import { ORDER_STATUS } from '../order-status';
import { orderDeskQuerySchema, statusChangeSchema, statusValue } from './admin';

/** The most orders one bulk action takes: "select all matching" stops there, and says so. */
export const BULK_LIMIT = 500;

const SLIP_LAYOUTS = ['a5', 'a4'] as const;
export type SlipLayout = (typeof SLIP_LAYOUTS)[number];

const orderNumbers = z
  .array(z.string().regex(/^[A-Za-z0-9]{1,40}$/, { error: 'Each order must be an order number' }), {
    error: 'orders must be a list of order numbers',
  })
  .min(1, { error: 'Choose at least one order' })
  .max(BULK_LIMIT, { error: `Choose at most ${BULK_LIMIT} orders at once` });

/**
 * POST /api/admin/orders/bulk-status: the orders (their numbers, or the desk's filters as its address writes them),
 * the status they move to, and the status their mover saw, when the desk was filtered by one. Partial Delivered is
 * set order by order: it asks what each customer kept.
 */
export const bulkStatusSchema = z
  .object({
    orders: orderNumbers.optional(),
    filter: orderDeskQuerySchema.optional(),
    from: statusValue('from').optional(),
    to: statusValue('to').refine((to) => to !== ORDER_STATUS.partialDelivered, {
      error: 'Partial Delivered is set order by order: each says what the customer kept',
    }),
    reason: statusChangeSchema.shape.reason,
    reason_text: statusChangeSchema.shape.reason_text,
  })
  .refine((move) => (move.orders === undefined) !== (move.filter === undefined), {
    error: 'Send either orders or filter',
    path: ['orders'],
  })
  .refine((move) => move.reason !== 'other' || move.reason_text, { error: 'Say why in a few words', path: ['reason_text'] });

export type BulkStatusMove = z.output<typeof bulkStatusSchema>;

/** /admin/orders/slips: the orders' numbers, comma-separated in the desk's order, and one slip per A5 or two per A4. */
export const slipsQuerySchema = z.object({
  orders: z
    .string({ error: 'Choose the orders whose slips to print' })
    .transform((text) => text.split(',').map((no) => no.trim().toUpperCase()))
    .pipe(orderNumbers),
  layout: z.enum(SLIP_LAYOUTS, { error: 'layout must be a5 or a4' }).default('a5'),
});
