import { z } from 'zod';
import { COURIER_NAMES } from '../couriers';
import { CONTROL_CHARACTERS } from '../patterns';
import { day } from './admin';

const courierName = z.enum(COURIER_NAMES, { error: 'courier must be steadfast or pathao' });

const orderNo = z.string().regex(/^[A-Za-z0-9]{1,40}$/, { error: 'Each order must be an order number' });

/** POST /api/admin/shipments: book orders with a courier (one, or the desk's selection). */
export const bookingSchema = z.object({
  courier: courierName,
  orders: z
    .array(orderNo, { error: 'orders must be a list of order numbers' })
    .min(1, { error: 'Choose at least one order' })
    .max(500, { error: 'Book at most 500 orders at once' }),
  /** for the rider, printed on the label: what the desk's own notes never are */
  note: z
    .string({ error: 'The note for the rider must be text' })
    .trim()
    .max(200, { error: 'A note for the rider holds at most 200 characters' })
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: 'A note for the rider holds text only' })
    .transform((text) => text || null)
    .optional(),
});

const taka = (name: string, max: number) =>
  z.coerce
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be whole taka` })
    .min(0, { error: `${name} cannot be negative` })
    .max(max, { error: `${name} is at most ${max}` });

/** POST /api/admin/orders/{order number}/return: the parcel is back; the courier's return fee, if any. */
export const returnSchema = z.object({ return_fee: taka('The return fee', 5000) });

/**
 * POST /api/admin/orders/{order number}/parcel: read the parcel back now, ask the courier to bring it back, or
 * release a lost booking staff found missing from the courier's portal.
 */
export const parcelActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('check') }),
    z.object({ action: z.literal('release') }),
    z.object({
      action: z.literal('return'),
      reason: z
        .string({ error: 'Say why it should come back' })
        .trim()
        .min(3, { error: 'Say why it should come back' })
        .max(200, { error: 'A reason holds at most 200 characters' }),
    }),
  ],
  { error: 'action must be check, return or release' },
);

/** GET /api/admin/couriers and /admin/couriers: one courier's money over a period of Dhaka days. */
export const reconciliationQuerySchema = z
  .object({ courier: courierName, from: day('from'), to: day('to') })
  .refine((q) => q.from <= q.to, { error: 'from must not be after to' });
export type ReconciliationQuery = z.output<typeof reconciliationQuerySchema>;

/** POST /api/admin/couriers/payouts: money a courier paid out, as the owner enters it. */
export const payoutSchema = z.object({
  courier: courierName,
  paid_on: day('The date'),
  reference: z
    .string({ error: 'Write the payment reference' })
    .trim()
    .min(1, { error: 'Write the payment reference' })
    .max(100, { error: 'A reference holds at most 100 characters' }),
  amount: taka('The amount', 100_000_000).refine((n) => n > 0, { error: 'The amount must be more than 0' }),
});
export type PayoutForm = z.output<typeof payoutSchema>;
