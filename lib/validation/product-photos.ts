import { z } from 'zod';
import { recordId } from './record-id';

/** The colour a photo shows: a colour's id, or null for every colour. */
const photoColor = z.union([z.null(), recordId('Colour must be one of the product’s colours, or all colours')]);

/** POST /api/admin/products/{id}/images?color=: the colour of the photo in the body (`all`, or a colour's id). */
export const photoUploadQuerySchema = z.object({
  color: z
    .union([z.literal('all'), z.string().regex(/^[1-9][0-9]{0,9}$/)], {
      error: 'color must be all or a colour’s id',
    })
    .default('all')
    .transform((value) => (value === 'all' ? null : Number(value)))
    .pipe(photoColor),
});

/**
 * POST /api/admin/products/{id}/images/arrange: every photo of the product, in its new order (the first is the
 * main one) with its colour, or in `remove`.
 */
export const photoArrangeSchema = z.object({
  order: z
    .array(z.object({ id: recordId('A photo id must be a whole number'), color_id: photoColor }), {
      error: 'order must list the photos',
    })
    .max(200),
  remove: z.array(recordId('A photo id must be a whole number')).max(200).default([]),
});
export type PhotoArrangement = z.output<typeof photoArrangeSchema>;
