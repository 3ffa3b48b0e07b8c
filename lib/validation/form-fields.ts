import { z } from 'zod';
import { SLUG_MAX } from '../field-limits';
import { CONTROL_CHARACTERS } from '../patterns';
import { normalSku, SKU_MAX, SKU_PATTERN } from '../sku';

// The back office's form fields, each with its label in its messages, shared by the product and coupon forms.

/** A moment as the form's date and time field gives it (`2026-12-01T09:00`), in Dhaka time (UTC+6 all year). */
const DHAKA_MOMENT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The moment a form's date and time field (Dhaka time) means. */
export const dhakaMomentOf = (text: string) => new Date(`${text}:00+06:00`);

/** A moment as the form's date and time field shows it, in Dhaka time. */
export const dhakaInput = (moment: Date) => new Date(moment.getTime() + 6 * 3_600_000).toISOString().slice(0, 16);

export const text = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} holds at most ${max} characters` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label} holds a character that is not allowed` });

/** A slug a shopper can read in an address: lower-case words joined by single hyphens. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const slug = (label: string) =>
  text(label, SLUG_MAX)
    .toLowerCase()
    .regex(SLUG, { error: 'A slug holds lower-case letters and digits joined by single hyphens' });

/** An address name (a product's, a collection's, a post's) from its title: "Chérie Lace Bra!" gives "cherie-lace-bra". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/, '');
}

/** A SKU or a product's code as staff type it, read in capitals with dashes (lib/sku.ts); `optional`: may be empty. */
export const skuText = (label: string, optional = false) =>
  text(label, SKU_MAX)
    .transform(normalSku)
    .refine((value) => (optional && !value) || SKU_PATTERN.test(value), {
      error: `${label} holds letters and digits, joined by single dashes`,
    });

export const richText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} holds at most ${max.toLocaleString('en')} characters` });

export const whole = (label: string, min: number, max: number) =>
  z
    .number({ error: `Enter the ${label.toLowerCase()} as a number` })
    .int({ error: `${label} must be a whole number` })
    .min(min, { error: `${label} must be at least ${min}` })
    .max(max, { error: `${label} must be at most ${max.toLocaleString('en')}` });

export const moment = (label: string) =>
  z
    .string({ error: `${label} must be a date and time` })
    .regex(DHAKA_MOMENT, { error: `${label} must be a date and time` })
    // 31 February would roll over into March: a real moment reads back as it was typed.
    .refine((value) => !Number.isNaN(dhakaMomentOf(value).getTime()) && dhakaInput(dhakaMomentOf(value)) === value, {
      error: `${label} is not a real date`,
    })
    .transform(dhakaMomentOf);

/** Every problem of a form, one message per field (the first), for the form to show next to each. */
export function fieldProblems<F extends string>(
  schema: z.ZodType,
  fields: Record<F, string>,
  input: unknown,
): Partial<Record<F, string>> {
  const result = schema.safeParse(input);
  const problems: Partial<Record<F, string>> = {};
  if (result.success) return problems;
  for (const issue of result.error.issues) {
    const field = issue.path[0] as F;
    if (typeof field === 'string' && field in fields) problems[field] ??= issue.message;
  }
  return problems;
}
