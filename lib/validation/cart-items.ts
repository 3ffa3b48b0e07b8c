import { z } from 'zod';
import { recordId } from './record-id';

const pickedValue = z
  .object({ id: recordId('A size or colour must be named by its id') })
  .nullable()
  .optional();

/** A cart line as a client sends it to the server: which product, how many, which size and colour. */
export const cartItemSchema = z.object({
  id: recordId('Each cart item needs a product id'),
  count: z
    .number({ error: 'Each cart item needs a count' })
    .int({ error: 'A count must be a whole number' })
    .min(1, { error: 'A count must be at least 1' })
    .max(999, { error: 'A count must be at most 999' }),
  attribute_pick: z.object({ size: pickedValue, color: pickedValue }).optional(),
});

export const cartItemsSchema = z
  .array(cartItemSchema, { error: 'cart must be a list of items' })
  .min(1, { error: 'Your cart is empty' })
  .max(100, { error: 'A cart holds at most 100 lines' });

export type CartItemInput = z.input<typeof cartItemSchema>;
