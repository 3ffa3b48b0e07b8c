import 'server-only';
import { assertCan } from '../roles';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { CollectionFormValues, PageFormValues, PostFormValues } from '../../types/content-desk';
import type { StaffMember } from '../../types/staff';
import {
  COLLECTION_FIELDS,
  PAGE_FIELDS,
  PAGE_KEYS,
  pageNumber,
  POST_FIELDS,
  type CollectionDraft,
  type EditablePage,
  type PageDraft,
  type PostDraft,
} from '../../validation/content-forms';
import { dhakaInput } from '../../validation/form-fields';
import type { Db } from '../db';
import { blogPosts, categories, pages } from '../db/schema';
import { unlessTaken } from '../db/unique';
import { DomainError } from '../errors';
import { changeOf, record } from '../history';
import { checkPictures } from '../media';
import { sanitizeRichText } from '../rich-text';
import { blogChanged, everyPageChanged } from '../changes';

// The back office's content: the banners and titles of home, shop and clearance, the collections and the blog.
// Each save is recorded field by field and shows on the shop at once.

const pageValues = (keyname: EditablePage, row: typeof pages.$inferSelect): PageFormValues => ({
  keyname,
  title: row.titleEn,
  tagline: typeof row.content.tagline === 'string' ? row.content.tagline : '',
  banner: row.banner ?? '',
});

/** Home, shop and clearance as their forms edit them. */
export async function listPageForms(db: Db): Promise<PageFormValues[]> {
  const rows = await db.select().from(pages).where(inArray(pages.keyname, PAGE_KEYS));
  return PAGE_KEYS.flatMap((keyname) => rows.filter((row) => row.keyname === keyname).map((row) => pageValues(keyname, row)));
}

const describedPage = (page: PageDraft) => ({
  [PAGE_FIELDS.title]: page.title,
  [PAGE_FIELDS.tagline]: page.tagline || null,
  [PAGE_FIELDS.banner]: page.banner,
});

/** Saves a page's title, tagline (shown on home) and banner; every page shows it on its next request. */
export async function savePage(db: Db, actor: StaffMember, keyname: EditablePage, draft: PageDraft): Promise<void> {
  assertCan(actor, 'content');
  const [row] = await db.select().from(pages).where(eq(pages.keyname, keyname));
  if (!row) throw new DomainError('not-found', 'No page has that name');
  await checkPictures(db, { banner: draft.banner });
  const change = changeOf(describedPage(pageValues(keyname, row)), describedPage(draft));
  if (!Object.keys(change.after).length) return;
  // The page's other content (none on these pages today) stays as it is.
  const content = { ...row.content, tagline: draft.tagline || undefined };
  await db.transaction(async (tx) => {
    await tx
      .update(pages)
      .set({ titleEn: draft.title, banner: draft.banner, content, updatedAt: new Date() })
      .where(eq(pages.keyname, keyname));
    await record(tx, { staffId: actor.id, subject: 'page', subjectId: pageNumber(keyname), action: 'edited', ...change });
  });
  await everyPageChanged(db);
}

const collectionValues = (row: typeof categories.$inferSelect): CollectionFormValues => ({
  id: row.id,
  title: row.titleEn,
  slug: row.slug,
  description: row.description,
  logo: row.logo,
  banner: row.banner ?? '',
  sort: row.sort,
});

/** Every collection in the shop's order. */
export async function listCollections(db: Db): Promise<CollectionFormValues[]> {
  const rows = await db.select().from(categories).orderBy(asc(categories.sort), asc(categories.id));
  return rows.map(collectionValues);
}

export async function getCollectionForm(db: Db, id: number): Promise<CollectionFormValues> {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw new DomainError('not-found', 'No collection has that id');
  return collectionValues(row);
}

const describedCollection = (c: CollectionDraft) => ({
  [COLLECTION_FIELDS.title]: c.title,
  [COLLECTION_FIELDS.slug]: c.slug,
  [COLLECTION_FIELDS.description]: c.description,
  [COLLECTION_FIELDS.logo]: c.logo,
  [COLLECTION_FIELDS.banner]: c.banner,
  [COLLECTION_FIELDS.sort]: c.sort,
});

const slugInUse = (what: string, slug: string) =>
  new DomainError('conflict', `The slug "${slug}" is in use by another ${what}: choose another`, 'slug');

async function checkCollection(db: Db, draft: CollectionDraft, id: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.slug, draft.slug), id === null ? undefined : ne(categories.id, id)));
  if (taken) throw slugInUse('collection', draft.slug);
  await checkPictures(db, draft.banner ? { logo: draft.logo, banner: draft.banner } : { logo: draft.logo });
}

const collectionColumns = (draft: CollectionDraft) => ({
  titleEn: draft.title,
  slug: draft.slug,
  description: draft.description,
  logo: draft.logo,
  banner: draft.banner || null,
  sort: draft.sort,
});

/** Adds a collection (recorded); the menu of every page shows it at once. Gives its id. */
export async function createCollection(db: Db, actor: StaffMember, draft: CollectionDraft): Promise<number> {
  assertCan(actor, 'content');
  await checkCollection(db, draft, null);
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const [row] = await tx.insert(categories).values(collectionColumns(draft)).returning({ id: categories.id });
      const after = describedCollection(draft);
      await record(tx, { staffId: actor.id, subject: 'collection', subjectId: row.id, action: 'created', after });
      return row.id;
    }),
    () => slugInUse('collection', draft.slug),
  );
  await everyPageChanged(db);
  return id;
}

/**
 * Saves a collection, recorded field by field; every page shows it on its next request (the menu, the listings,
 * the cards). Its products stay in it: they name it by id.
 */
export async function updateCollection(db: Db, actor: StaffMember, id: number, draft: CollectionDraft): Promise<void> {
  assertCan(actor, 'content');
  const before = await getCollectionForm(db, id);
  await checkCollection(db, draft, id);
  const change = changeOf(describedCollection(before), describedCollection(draft));
  if (!Object.keys(change.after).length) return;
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx.update(categories).set(collectionColumns(draft)).where(eq(categories.id, id));
      await record(tx, { staffId: actor.id, subject: 'collection', subjectId: id, action: 'edited', ...change });
    }),
    () => slugInUse('collection', draft.slug),
  );
  await everyPageChanged(db);
}

const postValues = (row: typeof blogPosts.$inferSelect): PostFormValues => ({
  id: row.id,
  title: row.titleEn,
  slug: row.slug,
  image: row.image ?? '',
  body: row.desEn,
  published_at: dhakaInput(row.publishedAt),
});

/** Every blog post, the newest first, those to be published later included. */
export async function listPosts(db: Db): Promise<PostFormValues[]> {
  const rows = await db.select().from(blogPosts).orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
  return rows.map(postValues);
}

export async function getPostForm(db: Db, id: number): Promise<PostFormValues> {
  const [row] = await db.select().from(blogPosts).where(eq(blogPosts.id, id));
  if (!row) throw new DomainError('not-found', 'No post has that id');
  return postValues(row);
}

const describedPost = (p: { title: string; slug: string; image: string; body: string; published_at: string }) => ({
  [POST_FIELDS.title]: p.title,
  [POST_FIELDS.slug]: p.slug,
  [POST_FIELDS.image]: p.image,
  [POST_FIELDS.body]: p.body,
  [POST_FIELDS.published_at]: `${p.published_at.replace('T', ' ')} (Dhaka)`,
});

async function checkPost(db: Db, draft: PostDraft, id: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, draft.slug), id === null ? undefined : ne(blogPosts.id, id)));
  if (taken) throw slugInUse('post', draft.slug);
  await checkPictures(db, { image: draft.image });
}

/** A draft's columns: its text sanitised as the shop renders it. */
const postColumns = (draft: PostDraft) => ({
  titleEn: draft.title,
  slug: draft.slug,
  image: draft.image,
  desEn: sanitizeRichText(draft.body),
  publishedAt: draft.published_at,
});

/** Stored columns as the history reads them, as the form shows them. */
const describedColumns = (columns: ReturnType<typeof postColumns>) => describedPost(postValues({ id: 0, meta: {}, ...columns }));

/** Adds a blog post (recorded); it shows on the blog from its published moment. Gives its id. */
export async function createPost(db: Db, actor: StaffMember, draft: PostDraft): Promise<number> {
  assertCan(actor, 'content');
  await checkPost(db, draft, null);
  const id = await unlessTaken(
    db.transaction(async (tx) => {
      const columns = postColumns(draft);
      const [row] = await tx.insert(blogPosts).values(columns).returning({ id: blogPosts.id });
      const after = describedColumns(columns);
      await record(tx, { staffId: actor.id, subject: 'post', subjectId: row.id, action: 'created', after });
      return row.id;
    }),
    () => slugInUse('post', draft.slug),
  );
  await blogChanged(db);
  return id;
}

/** Saves a blog post, recorded field by field; the blog shows it on its next request. */
export async function updatePost(db: Db, actor: StaffMember, id: number, draft: PostDraft): Promise<void> {
  assertCan(actor, 'content');
  const before = await getPostForm(db, id);
  await checkPost(db, draft, id);
  const columns = postColumns(draft);
  const change = changeOf(describedPost(before), describedColumns(columns));
  if (!Object.keys(change.after).length) return;
  await unlessTaken(
    db.transaction(async (tx) => {
      await tx.update(blogPosts).set(columns).where(eq(blogPosts.id, id));
      await record(tx, { staffId: actor.id, subject: 'post', subjectId: id, action: 'edited', ...change });
    }),
    () => slugInUse('post', draft.slug),
  );
  await blogChanged(db);
}
