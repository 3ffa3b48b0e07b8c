import { z } from 'zod';

/** Most products one stock question may name (a cart's lines). */
const MOST_IDS = 100;

/** GET /api/shop/stock?ids=1,2,3: product ids, comma-separated. */
export const stockQuerySchema = z.object({
  ids: z
    .string({ error: 'ids is required' })
    .regex(/^\d{1,9}(,\d{1,9})*$/, { error: 'ids must be product ids separated by commas' })
    .transform((text) => [...new Set(text.split(',').map(Number))])
    .refine((ids) => ids.length <= MOST_IDS, { error: `ids names at most ${MOST_IDS} products` }),
});
