import { z } from 'zod';
import { SLUG_PATTERN } from './patterns';

/** A query-string number within bounds. */
export const wholeNumber = (name: string, min: number, max = Number.MAX_SAFE_INTEGER) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `${name} must be a whole number` })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, { error: `${name} must be at least ${min}` })
        .max(max, { error: `${name} must be at most ${max}` }),
    );

/** A query-string slug: letters, digits and dashes. */
export const slugText = (name: string) =>
  z
    .string({ error: `${name} is required` })
    .trim()
    .max(200, { error: `${name} is too long` })
    .regex(SLUG_PATTERN, { error: `${name} must be a slug` });

/** A page number, 1 when absent. */
export const pageNumber = wholeNumber('page', 1).default(1);
