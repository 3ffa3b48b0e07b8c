import { z } from 'zod';
import { COLLECTION_LIMITS, PAGE_LIMITS, POST_LIMITS } from '../field-limits';
import { fieldProblems, moment, richText, slug, text, whole } from './form-fields';

/** The pages whose banner and title the back office edits, by keyname, as staff name them. */
export const EDITABLE_PAGES = { home: 'Home', shop: 'Shop', 'clearance-sale': 'Clearance sale' } as const;
export type EditablePage = keyof typeof EDITABLE_PAGES;
export const PAGE_KEYS = Object.keys(EDITABLE_PAGES) as EditablePage[];
/** A page's number in the history (which numbers what it records). */
export const pageNumber = (keyname: EditablePage) => PAGE_KEYS.indexOf(keyname) + 1;
/** The page a history entry's number names. */
export const pageNamed = (number: number): string => EDITABLE_PAGES[PAGE_KEYS[number - 1]] ?? String(number);

const PICTURE_FILE = '[a-z0-9][a-z0-9.-]{0,120}\\.(?:webp|jpg|png|avif)';

/** A picture the back office stored (POST /api/admin/pictures) by its file name; an optional one may be empty. */
const picture = (label: string, optional = false) =>
  z.string({ error: `${label} must be a picture` }).regex(new RegExp(optional ? `^(?:${PICTURE_FILE})?$` : `^${PICTURE_FILE}$`), {
    error: `Upload a picture for ${label.toLowerCase()}`,
  });

export const PAGE_FIELDS = { title: 'Title', tagline: 'Tagline', banner: 'Banner' } as const;

/** A page's banner and title (POST /api/admin/pages/{keyname}); the tagline shows on home only. */
export const pageFormSchema = z.object({
  title: text(PAGE_FIELDS.title, PAGE_LIMITS.title).min(1, { error: 'Enter a title' }),
  tagline: text(PAGE_FIELDS.tagline, PAGE_LIMITS.tagline),
  banner: picture(PAGE_FIELDS.banner),
});
export type PageDraft = z.output<typeof pageFormSchema>;
export const pageFormProblems = (input: unknown) => fieldProblems(pageFormSchema, PAGE_FIELDS, input);

export const COLLECTION_FIELDS = {
  title: 'Title',
  slug: 'Slug',
  description: 'Description',
  logo: 'Logo',
  banner: 'Banner',
  sort: 'Order',
} as const;

/**
 * A collection (POST /api/admin/collections and /api/admin/collections/{id}): its own page shows the description
 * under its title, over its banner (none: the shop's).
 */
export const collectionFormSchema = z.object({
  title: text(COLLECTION_FIELDS.title, COLLECTION_LIMITS.title).min(1, { error: 'Enter a title' }),
  slug: slug(COLLECTION_FIELDS.slug),
  description: text(COLLECTION_FIELDS.description, COLLECTION_LIMITS.description).default(''),
  logo: picture(COLLECTION_FIELDS.logo),
  banner: picture(COLLECTION_FIELDS.banner, true).default(''),
  sort: whole(COLLECTION_FIELDS.sort, 0, 1000),
});
export type CollectionDraft = z.output<typeof collectionFormSchema>;
export const collectionFormProblems = (input: unknown) => fieldProblems(collectionFormSchema, COLLECTION_FIELDS, input);

export const POST_FIELDS = { title: 'Title', slug: 'Slug', image: 'Image', body: 'Text', published_at: 'Published' } as const;

/** A blog post (POST /api/admin/posts and /api/admin/posts/{id}); one published later shows from that moment. */
export const postFormSchema = z.object({
  title: text(POST_FIELDS.title, POST_LIMITS.title).min(1, { error: 'Enter a title' }),
  slug: slug(POST_FIELDS.slug),
  image: picture(POST_FIELDS.image),
  body: richText(POST_FIELDS.body, POST_LIMITS.body).min(1, { error: 'Write the post' }),
  published_at: moment(POST_FIELDS.published_at),
});
export type PostDraft = z.output<typeof postFormSchema>;
export const postFormProblems = (input: unknown) => fieldProblems(postFormSchema, POST_FIELDS, input);
