import { z } from 'zod';
import { recordId } from './record-id';

const pieces = (min: number) =>
  z
    .number({ error: 'A count of pieces must be a number' })
    .int({ error: 'A count of pieces must be whole' })
    .min(min, { error: `A count of pieces is at least ${min}` })
    .max(999, { error: 'A count of pieces is at most 999' });

const line = recordId('Each line must be named by its id');

/** The cash collected at the door, in whole taka. */
const cash = z
  .number({ error: 'The cash collected must be a number' })
  .int({ error: 'The cash collected must be whole taka' })
  .min(0, { error: 'The cash collected cannot be negative' })
  .max(10_000_000, { error: 'The cash collected is too large' });

/** What a partial delivery's customer kept: the pieces of each line, and the cash the rider took. */
export const keptFields = {
  kept: z
    .array(z.object({ item: line, count: pieces(0) }), { error: 'kept must be a list of lines' })
    .min(1, { error: 'Say what the customer kept' })
    .max(100, { error: 'An order holds at most 100 lines' }),
  collected: cash,
};

/** POST /api/admin/orders/{order number}/kept: what the customer of a Partial Delivered order kept. */
export const keptSchema = z.object(keptFields);

export type KeptPieces = z.output<typeof keptSchema>;

const pickId = recordId('A size or colour must be named by its id').nullable().optional();

/** POST /api/admin/orders/{order number}/exchange: the lines to exchange, each for a size and colour and a count. */
export const exchangeSchema = z.object({
  lines: z
    .array(z.object({ item: line, count: pieces(1), size_id: pickId, color_id: pickId }), {
      error: 'lines must be a list of lines',
    })
    .min(1, { error: 'Choose a line to exchange' })
    .max(100, { error: 'An order holds at most 100 lines' })
    .refine((lines) => new Set(lines.map((l) => l.item)).size === lines.length, { error: 'Name each line once' }),
});

export type ExchangeRequest = z.output<typeof exchangeSchema>;
