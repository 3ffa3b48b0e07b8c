import { z } from 'zod';
import { BESTSELLER_MAX } from './catalog-limits';
import { LISTING_SORTS } from './listing-sort';
import { pageNumber, slugText, wholeNumber } from './query-params';
import { checkIds, checkPriceBound, checkSearch, type Checked } from './shop-fields';

/** A field checked by its rule in lib/shop-fields: its value, or the rule's message as the schema's issue. */
const checked = <T>(check: (raw: unknown) => Checked<T>) =>
  z.unknown().transform((raw, ctx) => {
    const result = check(raw);
    if ('value' in result) return result.value;
    ctx.addIssue({ code: 'custom', message: result.problem });
    return z.NEVER;
  });

const idList = (name: string) => checked((raw) => checkIds(name, raw)).optional();
const priceBound = (name: string) => checked((raw) => checkPriceBound(name, raw)).optional();

const shopFilterSchema = z
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

const searchText = checked((raw) =>
  typeof raw === 'string' ? checkSearch(raw) : { problem: raw === undefined ? 'search is required' : 'search must be text' },
);

/** GET /api/shop/suggest: what a shopper has typed so far. */
export const suggestQuerySchema = z.object({ search: searchText });

/** GET /api/shop: one product (slug), bestsellers (limit) or a filtered listing. */
export const shopQuerySchema = z.object({
  slug: slugText('slug').optional(),
  limit: wholeNumber('limit', 1, BESTSELLER_MAX).optional(),
  page: pageNumber,
  search: searchText.optional(),
  category: slugText('category').optional(),
  filter: filterJson.optional(),
  sort: z.enum(LISTING_SORTS, { error: `sort must be one of ${LISTING_SORTS.join(', ')}` }).optional(),
  clearance: z
    .enum(['1', 'true', '0', 'false'], { error: 'clearance must be true or false' })
    .transform((v) => v === '1' || v === 'true')
    .optional(),
});
