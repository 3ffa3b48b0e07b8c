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

/** A cart line as the checkout sends it: a product's, or a bundle's (beside the spec: its id, and each piece's product and pick). */
const cartLineSchema = cartItemSchema.extend({
  bundle: z
    .object({
      pieces: z
        .array(z.object({ id: recordId('Each piece needs a product id'), attribute_pick: cartItemSchema.shape.attribute_pick }), {
          error: 'A bundle needs its pieces',
        })
        .min(1, { error: 'A bundle needs its pieces' })
        .max(12, { error: 'A bundle has at most 12 pieces' }),
    })
    .optional(),
});

export const cartItemsSchema = z
  .array(cartLineSchema, { error: 'cart must be a list of items' })
  .min(1, { error: 'Your cart is empty' })
  .max(100, { error: 'A cart holds at most 100 lines' });

export type CartItemInput = z.input<typeof cartLineSchema>;
