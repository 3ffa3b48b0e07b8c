import { z } from 'zod';
import { PRODUCT_LIMITS } from '../field-limits';
import { INTEGER_MAX } from '../patterns';
import { SIZE_GROUPS } from '../size-groups';
import { fieldProblems, moment, richText as richTextOf, skuText, slug, text, whole } from './form-fields';

/** The product form's fields, by the names the API takes, with the labels the form shows. */
export const PRODUCT_FIELDS = {
  title: 'Title',
  slug: 'Slug',
  code: 'Code',
  description: 'Materials used',
  measurements: 'Measurements',
  price: 'Price',
  mrp: 'List price',
  offer_price: 'Offer price',
  offer_starts_at: 'Offer starts',
  offer_ends_at: 'Offer ends',
  min: 'Min per order',
  max: 'Max per order',
  weight: 'Weight (g)',
  collection_ids: 'Collections',
  style_ids: 'Styles',
  size_group: 'Size group',
  size_ids: 'Sizes',
  color_ids: 'Colours',
  clearance: 'Clearance',
  video: 'Size-guide video URL',
  published: 'Published',
} as const;

export type ProductField = keyof typeof PRODUCT_FIELDS;

/** Most a piece may weigh, in grams: a courier's parcel stops at 10 kg. */
const WEIGHT_MAX = 10_000;

/** Most a price may be, in whole BDT. */
const PRICE_MAX = 10_000_000;

/** The address a size-guide video is stored and played at: YouTube's privacy-enhanced mode, no cookie until played. */
export const youtubeEmbedUrl = (id: string) => `https://www.youtube-nocookie.com/embed/${id}`;

/** A size-guide video as people paste it (watch, short or embed address of YouTube) to the embed address shown. */
function youtubeEmbed(url: string): string | null {
  if (!URL.canParse(url)) return null;
  const { hostname, pathname, searchParams, protocol } = new URL(url);
  if (protocol !== 'https:' && protocol !== 'http:') return null;
  const host = hostname.replace(/^(www|m)\./, '');
  const id =
    host === 'youtu.be'
      ? pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? (searchParams.get('v') ?? pathname.match(/^\/(?:embed|shorts|live)\/([^/]+)/)?.[1])
        : undefined;
  return id && /^[A-Za-z0-9_-]{11}$/.test(id) ? youtubeEmbedUrl(id) : null;
}

const ids = (label: string) =>
  z
    .array(whole(label, 1, INTEGER_MAX), { error: `${label} must be a list` })
    .max(100, { error: `${label} holds at most 100 choices` })
    .refine((list) => new Set(list).size === list.length, { error: `${label} names a choice twice` });

/** A product as the back office saves it (POST /api/admin/products and /api/admin/products/{id}). */
export const productFormSchema = z
  .object({
    title: text(PRODUCT_FIELDS.title, PRODUCT_LIMITS.title).min(1, { error: 'Enter a title' }),
    slug: slug(PRODUCT_FIELDS.slug),
    // Empty: a new product is given P and its id, a stored one keeps its code (lib/sku.ts).
    code: skuText(PRODUCT_FIELDS.code, true)
      .nullable()
      .optional()
      .transform((code) => code || null),
    description: richTextOf(PRODUCT_FIELDS.description, PRODUCT_LIMITS.richText),
    measurements: richTextOf(PRODUCT_FIELDS.measurements, PRODUCT_LIMITS.richText),
    price: whole(PRODUCT_FIELDS.price, 1, PRICE_MAX),
    mrp: whole(PRODUCT_FIELDS.mrp, 1, PRICE_MAX).nullable(),
    offer_price: whole(PRODUCT_FIELDS.offer_price, 0, PRICE_MAX).nullable(),
    offer_starts_at: moment(PRODUCT_FIELDS.offer_starts_at).nullable(),
    offer_ends_at: moment(PRODUCT_FIELDS.offer_ends_at).nullable(),
    min: whole(PRODUCT_FIELDS.min, 1, 1000).nullable(),
    max: whole(PRODUCT_FIELDS.max, 1, 1000).nullable(),
    weight: whole(PRODUCT_FIELDS.weight, 1, WEIGHT_MAX)
      .nullable()
      .optional()
      .transform((grams) => grams ?? null),
    collection_ids: ids(PRODUCT_FIELDS.collection_ids),
    style_ids: ids(PRODUCT_FIELDS.style_ids),
    /** without it, the group of the sizes picked (none: one size), or on a save the group the product had */
    size_group: z.enum(SIZE_GROUPS, { error: 'Size group is Letter, Band and cup or One size' }).optional(),
    size_ids: ids(PRODUCT_FIELDS.size_ids),
    color_ids: ids(PRODUCT_FIELDS.color_ids),
    clearance: z.boolean({ error: 'Clearance must be yes or no' }),
    video: text(PRODUCT_FIELDS.video, 300)
      .transform((url, context) => {
        if (!url) return null;
        const embed = youtubeEmbed(url);
        if (!embed) context.addIssue({ code: 'custom', message: 'Paste the address of a YouTube video' });
        return embed ?? z.NEVER;
      })
      .nullable(),
    published: z.boolean({ error: 'Published must be yes or no' }),
  })
  .superRefine((p, context) => {
    const refuse = (path: ProductField, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (p.mrp !== null && p.mrp < p.price) refuse('mrp', 'The list price cannot be below the price');
    if (p.offer_price === null) {
      if (p.offer_starts_at || p.offer_ends_at) refuse('offer_price', "Enter the offer price, or clear the offer's dates");
    } else {
      if (p.offer_price >= p.price) refuse('offer_price', 'The offer price must be below the price');
      if (!p.offer_ends_at) refuse('offer_ends_at', 'An offer needs the moment it ends');
    }
    if (p.offer_starts_at && p.offer_ends_at && p.offer_ends_at <= p.offer_starts_at)
      refuse('offer_ends_at', 'The offer cannot end before it starts');
    if (p.min !== null && p.max !== null && p.max < p.min) refuse('max', 'Max per order cannot be below min per order');
    if (p.size_group === 'one_size' && p.size_ids.length) refuse('size_ids', 'A one-size product has no sizes to pick');
  });

export type ProductFormInput = z.input<typeof productFormSchema>;
export type ProductDraft = z.output<typeof productFormSchema>;

/** Every problem of a product form, one message per field (the first), for the form to show next to each. */
export const productFormProblems = (input: unknown) => fieldProblems(productFormSchema, PRODUCT_FIELDS, input);
