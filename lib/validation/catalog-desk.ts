import { z } from 'zod';
import { STOCK_MAX } from '../field-limits';
import { INTEGER_MAX } from '../patterns';
import { pageNumber, slugText } from '../query-params';
import { skuText } from './form-fields';

/** The back office's product list (its page address and GET /api/admin/products). */
export const productDeskQuerySchema = z.object({
  q: z.string().trim().max(100, { error: 'q holds at most 100 characters' }).optional(),
  collection: slugText('collection').optional(),
  published: z.enum(['yes', 'no'], { error: 'published must be yes or no' }).optional(),
  low: z.enum(['1'], { error: 'low must be 1' }).optional(),
  page: pageNumber,
});

export type ProductDeskQuery = z.output<typeof productDeskQuerySchema>;

const id = (name: string) =>
  z
    .number({ error: `${name} must be a number` })
    .int({ error: `${name} must be a whole number` })
    .min(0, { error: `${name} must be 0 or more` })
    .max(INTEGER_MAX, { error: `${name} is too large` });

/**
 * POST /api/admin/products/{id}/stock: new counts of some sizes and colours (0 for none), and their SKUs when
 * changed (without one, a SKU stays as it is).
 */
export const stockChangeSchema = z.object({
  stock: z
    .array(
      z.object({
        size_id: id('size_id'),
        color_id: id('color_id'),
        quantity: z
          .number({ error: 'Stock must be a number' })
          .int({ error: 'Stock must be a whole number' })
          .min(0, { error: 'Stock cannot be below 0' })
          .max(STOCK_MAX, { error: `Stock holds at most ${STOCK_MAX.toLocaleString('en')} pieces` }),
        sku: skuText('SKU').optional(),
      }),
      { error: 'stock must be a list' },
    )
    .max(500, { error: 'stock holds at most 500 sizes and colours' }),
});

/** GET /api/admin/products/picks: a piece of a product's title, to put the product in an order. */
export const productPickQuerySchema = z.object({
  q: z
    .string({ error: 'Type a piece of the product’s title' })
    .trim()
    .min(1, { error: 'Type a piece of the product’s title' })
    .max(100, { error: 'q holds at most 100 characters' }),
});
