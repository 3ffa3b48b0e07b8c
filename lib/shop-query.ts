import { z } from 'zod';
import { pageNumber, slugText, wholeNumber } from './query-params';

/** Products per listing page: the server's choice (divides evenly into rows of 2, 3 and 4 cards). */
export const SHOP_PAGE_SIZE = 12;
/** Longest search text accepted. */
export const SEARCH_MAX_LENGTH = 100;
/** Most bestsellers one call may ask for. */
export const BESTSELLER_MAX = 50;

const idList = (name: string) =>
  z
    .array(
      z.coerce
        .number({ error: `${name} must hold ids` })
        .int()
        .positive({ error: `${name} must hold ids` }),
      {
        error: `${name} must be a list of ids`,
      },
    )
    .max(100, { error: `${name} may hold at most 100 ids` })
    .optional();

/** A price bound from a free-text field: '', null or absent means none. */
const priceBound = (name: string) =>
  z
    .union([z.number(), z.string(), z.null()])
    .optional()
    .transform((raw, ctx) => {
      if (raw === null || raw === undefined) return undefined;
      const text = String(raw).trim().replaceAll(',', '');
      if (text === '') return undefined;
      const value = Number(text);
      if (!Number.isFinite(value) || value < 0) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number of 0 or more` });
        return z.NEVER;
      }
      return value;
    });

export const shopFilterSchema = z
  .object(
    {
      categories: idList('categories'),
      colors: idList('colors'),
      sizes: idList('sizes'),
      styles: idList('styles'),
      minPrice: priceBound('minPrice'),
      maxPrice: priceBound('maxPrice'),
    },
    { error: 'filter must be a JSON object' },
  )
  .refine((f) => f.minPrice === undefined || f.maxPrice === undefined || f.minPrice <= f.maxPrice, {
    error: 'minPrice must not be above maxPrice',
  });

export type ShopFilter = Partial<z.output<typeof shopFilterSchema>>;

const filterJson = z
  .string()
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'filter must be a JSON object' });
      return z.NEVER;
    }
  })
  .pipe(shopFilterSchema);

/** GET /api/shop: one product (slug), bestsellers (limit) or a filtered listing. */
export const shopQuerySchema = z.object({
  slug: slugText('slug').optional(),
  limit: wholeNumber('limit', 1, BESTSELLER_MAX).optional(),
  page: pageNumber,
  search: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, { error: `search must be at most ${SEARCH_MAX_LENGTH} characters` })
    .optional(),
  category: slugText('category').optional(),
  filter: filterJson.optional(),
  clearance: z
    .enum(['1', 'true', '0', 'false'], { error: 'clearance must be true or false' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});

export type ShopQuery = z.output<typeof shopQuerySchema>;
