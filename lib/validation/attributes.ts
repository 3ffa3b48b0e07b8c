import { z } from 'zod';
import { INTEGER_MAX } from '../patterns';
import { bandCupTitle, SIZE_GROUPS } from '../size-groups';
import { text, whole } from './form-fields';

/** The three lists of values the owner keeps at /admin/attributes, as their addresses name them. */
const ATTRIBUTE_KINDS = ['sizes', 'colors', 'styles'] as const;
export type AttributeKind = (typeof ATTRIBUTE_KINDS)[number];

/** Longest title of a size, colour or style. */
const TITLE_MAX = 40;

const title = text('Title', TITLE_MAX).min(1, { error: 'Enter a title' });
const swatch = z
  .string({ error: 'Swatch colour must be text' })
  .trim()
  .toLowerCase()
  .regex(/^#[0-9a-f]{6}$/, { error: 'Swatch colour is a colour code such as #1d1a1c' });

/** A size's group: one of the groups that has values (a one-size product has none). */
const valueGroup = z
  .enum(SIZE_GROUPS)
  .refine((group) => group !== 'one_size', { error: 'A one-size product has no sizes to add' });

/** A band-and-cup size is written band then cup ("34 b" is stored as 34B); another group's title as typed. */
const groupedTitle = <T extends { title: string; group: string }>(value: T, context: z.RefinementCtx) => {
  if (value.group !== 'band_cup') return value;
  const written = bandCupTitle(value.title);
  if (!written)
    context.addIssue({
      code: 'custom',
      path: ['title'],
      message: 'A band-and-cup size is a band (28–44) and a cup (AA–H), such as 34B',
    });
  return { ...value, title: written ?? value.title };
};

/** A new value (POST /api/admin/attributes/{kind}). */
export const newAttributeSchemas = {
  sizes: z.object({ title, group: valueGroup }).transform(groupedTitle),
  colors: z.object({ title, value: swatch }),
  styles: z.object({ title }),
} as const;

/** A change to a value (PATCH /api/admin/attributes/{kind}/{id}): its title, swatch, or whether it is retired. */
export const attributeChangeSchema = z
  .object({
    title: title.optional(),
    value: swatch.optional(),
    retired: z.boolean({ error: 'Retired must be yes or no' }).optional(),
  })
  .refine((change) => Object.values(change).some((v) => v !== undefined), { error: 'Say what to change' });

/** The values of one list (of one size group) in their new order (PUT /api/admin/attributes/{kind}/order). */
export const attributeOrderSchema = z.object({
  ids: z
    .array(whole('Id', 1, INTEGER_MAX), { error: 'Ids must be a list' })
    .min(1, { error: 'Name the values in their order' })
    .max(500, { error: 'Ids holds at most 500 values' })
    .refine((list) => new Set(list).size === list.length, { error: 'Ids names a value twice' }),
});

export const attributeKindSchema = z.enum(ATTRIBUTE_KINDS, { error: 'Unknown list: sizes, colors or styles' });
