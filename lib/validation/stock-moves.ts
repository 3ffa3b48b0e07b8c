import { z } from 'zod';
import { STOCK_MAX } from '../field-limits';
import { INTEGER_MAX } from '../patterns';
import { pageNumber, wholeNumber } from '../query-params';
import { ADJUST_REASONS, STOCK_REASON_KEYS } from '../stock-moves';

/** The longest note an adjustment keeps. */
export const ADJUST_NOTE_MAX = 200;

const pairId = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(INTEGER_MAX, { error: `${name} is too large` });

/** POST /api/admin/products/{id}/stock/adjust: one size and colour moved by a quantity (plus or minus), with a reason. */
export const stockAdjustSchema = z.object({
  size_id: pairId('size_id'),
  color_id: pairId('color_id'),
  change: z
    .number({ error: 'The change must be a number' })
    .int({ error: 'The change must be a whole number of pieces' })
    .min(-STOCK_MAX, { error: `The change is at most ${STOCK_MAX.toLocaleString('en')} pieces` })
    .max(STOCK_MAX, { error: `The change is at most ${STOCK_MAX.toLocaleString('en')} pieces` })
    .refine((change) => change !== 0, { error: 'The change must be more or fewer pieces, not 0' }),
  reason: z.enum(ADJUST_REASONS, { error: `The reason must be one of ${ADJUST_REASONS.join(', ')}` }),
  note: z
    .string({ error: 'The note must be text' })
    .trim()
    .max(ADJUST_NOTE_MAX, { error: `The note holds at most ${ADJUST_NOTE_MAX} characters` })
    .optional()
    .transform((note) => note || null),
});

export type StockAdjust = z.output<typeof stockAdjustSchema>;

/** The stock movement log (/admin/stock and GET /api/admin/stock-moves): by reason, product or product name, paged. */
export const stockMovesQuerySchema = z.object({
  reason: z.enum(STOCK_REASON_KEYS, { error: `reason must be one of ${STOCK_REASON_KEYS.join(', ')}` }).optional(),
  product: wholeNumber('product', 1).optional(),
  q: z.string().trim().max(100, { error: 'q holds at most 100 characters' }).optional(),
  page: pageNumber,
});

export type StockMovesQuery = z.output<typeof stockMovesQuerySchema>;
