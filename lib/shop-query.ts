import { z } from 'zod';
import { BESTSELLER_MAX, SEARCH_MAX_LENGTH } from './catalog-limits';
import { pageNumber, slugText, wholeNumber } from './query-params';
import { CONTROL_CHARACTERS } from './patterns';
import { INTEGER_MAX, recordId } from './validation/record-id';

const idList = (name: string) =>
  z
    .array(z.coerce.number({ error: `${name} must hold ids` }).pipe(recordId(`${name} must hold ids`)), {
      error: `${name} must be a list of ids`,
    })
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
      if (!Number.isFinite(value) || value < 0 || value > INTEGER_MAX) {
        ctx.addIssue({ code: 'custom', message: `${name} must be a number from 0 to ${INTEGER_MAX}` });
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
    .refine((text) => !CONTROL_CHARACTERS.test(text), { error: 'search must be plain text' })
    .optional(),
  category: slugText('category').optional(),
  filter: filterJson.optional(),
  clearance: z
    .enum(['1', 'true', '0', 'false'], { error: 'clearance must be true or false' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
