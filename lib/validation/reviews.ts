import { z } from 'zod';
import { FITS, REVIEW_BODY_MAX, REVIEW_PHOTOS_MAX, REVIEW_REPLY_MAX } from '../reviews';
import { INTEGER_MAX } from '../patterns';
import { pageNumber, wholeNumber } from '../query-params';
import { recordId } from './record-id';

/** A stored picture's name as an upload answered it (lib/server/media's `{prefix}-{random}.{ext}`). */
const photoFile = z.string().regex(/^[a-z0-9-]{1,80}\.(jpg|png|webp|avif)$/, { error: 'A photo must be one you uploaded' });

/** POST /api/shop/reviews: her review of one line of a delivered order. */
export const reviewSchema = z.object({
  order_item_id: recordId('Choose the order line you review'),
  stars: z
    .number({ error: 'Give 1 to 5 stars' })
    .int({ error: 'Give 1 to 5 stars' })
    .min(1, { error: 'Give 1 to 5 stars' })
    .max(5, { error: 'Give 1 to 5 stars' }),
  fit: z.enum(Object.keys(FITS) as [keyof typeof FITS], { error: 'Say how it fits' }),
  body: z
    .string({ error: 'The review must be text' })
    .trim()
    .max(REVIEW_BODY_MAX, { error: `At most ${REVIEW_BODY_MAX} characters` })
    .default(''),
  photos: z
    .array(photoFile)
    .max(REVIEW_PHOTOS_MAX, { error: `At most ${REVIEW_PHOTOS_MAX} photos` })
    .default([]),
});
export type ReviewDraft = z.output<typeof reviewSchema>;

const productQuery = wholeNumber('product', 1, INTEGER_MAX);

/** GET /api/shop/reviews?product=&page=: a page of a product's published reviews. */
export const reviewPageQuerySchema = z.object({ product: productQuery, page: pageNumber });

/** GET /api/shop/reviews/mine?product=: her reviews and what she may review, of one product or all. */
export const myReviewsQuerySchema = z.object({ product: productQuery.optional() });

/** GET /api/admin/reviews?status=&page=: the desk's list. */
export const deskReviewQuerySchema = z.object({
  status: z.enum(['pending', 'approved', 'hidden'], { error: 'status must be pending, approved or hidden' }).default('pending'),
  page: pageNumber,
});

/** POST /api/admin/reviews/{id}: approve, hide, or reply (an empty reply takes it away). */
export const reviewActionSchema = z.discriminatedUnion(
  'action',
  [
    z.object({ action: z.literal('approve') }),
    z.object({ action: z.literal('hide') }),
    z.object({
      action: z.literal('reply'),
      reply: z
        .string({ error: 'The reply must be text' })
        .trim()
        .max(REVIEW_REPLY_MAX, { error: `At most ${REVIEW_REPLY_MAX} characters` }),
    }),
  ],
  { error: 'action must be approve, hide or reply' },
);
export type ReviewAction = z.output<typeof reviewActionSchema>;

/** POST /api/admin/reviews: whether the shop takes and shows reviews. */
export const reviewsOnSchema = z.object({ on: z.boolean({ error: 'on must be true or false' }) });
