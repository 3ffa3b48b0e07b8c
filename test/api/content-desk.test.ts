import sharp from 'sharp';
import { GET as blogPost } from '@/app/api/blog/single/route';
import { GET as collectionList, POST as addCollection } from '@/app/api/admin/collections/route';
import { GET as collectionForm, POST as saveCollection } from '@/app/api/admin/collections/[id]/route';
import { GET as pageForms } from '@/app/api/admin/pages/route';
import { POST as savePageRoute } from '@/app/api/admin/pages/[keyname]/route';
import { POST as uploadPicture } from '@/app/api/admin/pictures/route';
import { GET as postList, POST as addPost } from '@/app/api/admin/posts/route';
import { GET as postForm, POST as savePost } from '@/app/api/admin/posts/[id]/route';
import { GET as categoriesRoute } from '@/app/api/index/categories/route';
import { GET as pageRoute } from '@/app/api/page/route';
import { GET as shopRoute } from '@/app/api/shop/route';
import { GET as mediaFile } from '@/app/media/[file]/route';
import { previewFile } from '@/lib/format';
import { findCollection } from '@/lib/server/catalog/products';
import { getDb } from '@/lib/server/db';
import { listHistory } from '@/lib/server/history';
import PageCache from '@/server/page-cache.mjs';
import { NOT_A_PHOTO } from '@/lib/server/media/raster';
import type { CollectionFormValues, PageFormValues, PostFormValues } from '@/lib/types/content-desk';
import { dhakaInput } from '@/lib/validation/form-fields';
import { call, postJson, sendFile } from '../call';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { signedInStaff } from '../staff';

withTestDatabase();

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#b5536b' } })
    .png()
    .toBuffer();

/** Uploads a picture as the forms' picture fields do, and gives the stored file's name. */
async function uploaded(cookie: string, width = 640, height = 360): Promise<string> {
  const res = await sendFile(uploadPicture, '/api/admin/pictures', await picture(width, height), cookie);
  expect(res.status).toBe(201);
  return res.body.file;
}

/** A page whose cached copy carries these tags, to see whether a save expires it. */
async function cachedPage(path: string, tags: string[]) {
  const cache = new PageCache();
  await cache.set(path, { kind: 'APP_PAGE', html: 'old' }, { tags });
  return async () => (await cache.get(path, { kind: 'APP_PAGE' })) === null;
}

describe('pictures for pages, collections and posts', () => {
  it('keeps a picture (judged by its bytes) with its JPEG preview, and refuses anything else', async () => {
    const { cookie } = await signedInStaff();
    const res = await sendFile(uploadPicture, '/api/admin/pictures', await picture(800, 600), cookie);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ file: expect.stringMatching(/^picture-[0-9a-f]{12}\.png$/), width: 800, height: 600 });
    const preview = await call(mediaFile, `/media/${previewFile(res.body.file)}`, {
      params: { file: previewFile(res.body.file) },
    });
    expect(await sharp(Buffer.from(preview.bytes)).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const refused = await sendFile(uploadPicture, '/api/admin/pictures', svg, cookie);
    expect([refused.status, refused.body.msg]).toEqual([422, NOT_A_PHOTO]);
    expect((await sendFile(uploadPicture, '/api/admin/pictures', await picture(10, 10), '')).status).toBe(401);
    const shopper = await signedInCustomer();
    expect((await sendFile(uploadPicture, '/api/admin/pictures', await picture(10, 10), shopper.cookie)).status).toBe(401);
  });
});

describe('the banners and titles of home, shop and clearance', () => {
  const pages = async (cookie: string) =>
    (await call(pageForms, '/api/admin/pages', { headers: { cookie } })).body.data as PageFormValues[];
  const save = (cookie: string, keyname: string, body: unknown) =>
    postJson(savePageRoute, `/api/admin/pages/${keyname}`, body, cookie, { keyname });

  it('saves a title, a tagline and a banner; the shop shows them, every page is renewed, and it is recorded', async () => {
    const { cookie } = await signedInStaff();
    expect((await pages(cookie)).map((p) => p.keyname)).toEqual(['home', 'shop', 'clearance-sale']);
    const expired = await cachedPage('/contact', ['_N_T_/layout', '_N_T_/contact']);
    const banner = await uploaded(cookie, 1920, 720);
    const res = await save(cookie, 'home', { title: 'Softer than ever', tagline: 'New lace, every week.', banner });
    expect([res.status, res.body.msg]).toEqual([200, 'Page saved']);
    const home = (await call(pageRoute, '/api/page?keyname=home')).body;
    expect(home).toMatchObject({ title_en: 'Softer than ever', banner, content: { tagline: 'New lace, every week.' } });
    expect(await expired()).toBe(true);
    const [entry] = (await listHistory(await getDb(), { subject: 'page' })).data;
    expect(entry).toMatchObject({ subject_name: 'Home page', action: 'edited' });
    expect(entry.after).toMatchObject({ Title: 'Softer than ever', Tagline: 'New lace, every week.', Banner: banner });
    expect(entry.before).toMatchObject({ Title: 'Comfort for Every Body' });
  });

  it('refuses an empty title, a picture it does not store and a page it does not edit, next to the field', async () => {
    const { cookie } = await signedInStaff();
    const [shop] = (await pages(cookie)).filter((p) => p.keyname === 'shop');
    const empty = await save(cookie, 'shop', { ...shop, title: ' ' });
    expect([empty.status, empty.body.field, empty.body.msg]).toEqual([400, 'title', 'Enter a title']);
    const missing = await save(cookie, 'shop', { ...shop, banner: 'picture-000000000000.png' });
    expect([missing.status, missing.body.field]).toEqual([400, 'banner']);
    const logo = await save(cookie, 'shop', { ...shop, banner: 'logo.svg' });
    expect([logo.status, logo.body.field]).toEqual([400, 'banner']);
    expect((await save(cookie, 'contact', shop)).status).toBe(400);
    expect((await call(pageRoute, '/api/page?keyname=shop')).body.title_en).toBe(shop.title);
  });
});

describe('collections', () => {
  const save = (cookie: string, id: number, body: unknown) =>
    postJson(saveCollection, `/api/admin/collections/${id}`, body, cookie, { id: String(id) });

  it('adds one with its logo; the shop lists it in its place at once, and it is recorded', async () => {
    const { cookie } = await signedInStaff();
    const expired = await cachedPage('/faq', ['_N_T_/layout', '_N_T_/faq']);
    const logo = await uploaded(cookie, 600, 600);
    const res = await postJson(
      addCollection,
      '/api/admin/collections',
      { title: 'Bridal', slug: 'bridal', logo, sort: 0 },
      cookie,
    );
    expect([res.status, res.body.msg]).toEqual([201, 'Collection added']);
    const shop = (await call(categoriesRoute, '/api/index/categories')).body as { slug: string; logo: string }[];
    expect(shop.find((c) => c.slug === 'bridal')).toMatchObject({ logo });
    expect(await expired()).toBe(true);
    const list = (await call(collectionList, '/api/admin/collections', { headers: { cookie } })).body
      .data as CollectionFormValues[];
    expect(list.find((c) => c.id === res.body.id)).toMatchObject({ title: 'Bridal', slug: 'bridal', sort: 0 });
    const [entry] = (await listHistory(await getDb(), { subject: 'collection', subjectId: res.body.id })).data;
    expect(entry).toMatchObject({ subject_name: 'Bridal', action: 'created' });
  });

  it('renames one and moves it in the menu, recorded field by field; its products stay in it', async () => {
    const { cookie } = await signedInStaff();
    const before = (await call(collectionForm, '/api/admin/collections/1', { headers: { cookie }, params: { id: '1' } }))
      .body as CollectionFormValues;
    const inIt = async () => (await call(shopRoute, `/api/shop?category=${before.slug}`)).body.total;
    const products = await inIt();
    expect(products).toBeGreaterThan(0);
    const res = await save(cookie, 1, { ...before, title: 'Lace, Always', sort: 99 });
    expect(res.status).toBe(200);
    expect(await inIt()).toBe(products);
    const shop = (await call(categoriesRoute, '/api/index/categories')).body as { id: number; title_en: string }[];
    expect(shop.at(-1)).toMatchObject({ id: 1, title_en: 'Lace, Always' });
    const [entry] = (await listHistory(await getDb(), { subject: 'collection', subjectId: 1 })).data;
    expect([entry.before, entry.after]).toEqual([
      { Title: before.title, Order: before.sort },
      { Title: 'Lace, Always', Order: 99 },
    ]);
  });

  it('gives one a description and a banner for its own page; a banner not stored is refused, none is allowed', async () => {
    const { cookie } = await signedInStaff();
    const before = (await call(collectionForm, '/api/admin/collections/2', { headers: { cookie }, params: { id: '2' } }))
      .body as CollectionFormValues;
    const banner = await uploaded(cookie, 1920, 720);
    const description = 'Red lace for Pohela Falgun and every evening after it.';
    expect((await save(cookie, 2, { ...before, description: `  ${description} `, banner })).status).toBe(200);
    expect(await findCollection(await getDb(), before.slug)).toMatchObject({ title_en: before.title, description, banner });
    const [entry] = (await listHistory(await getDb(), { subject: 'collection', subjectId: 2 })).data;
    expect(entry.after).toEqual({ Description: description, Banner: banner });

    const missing = await save(cookie, 2, { ...before, banner: 'nowhere.webp' });
    expect([missing.status, missing.body.field, missing.body.msg]).toEqual([
      400,
      'banner',
      'No picture nowhere.webp is stored: upload it again',
    ]);
    const long = await save(cookie, 2, { ...before, description: 'x'.repeat(301) });
    expect([long.status, long.body.field]).toEqual([400, 'description']);
    expect((await save(cookie, 2, { ...before, banner: '' })).status).toBe(200);
    expect(await findCollection(await getDb(), before.slug)).toMatchObject({ banner: null });
  });

  it('refuses a slug in use, a missing logo and a bad order next to their fields; an unknown id is 404', async () => {
    const { cookie } = await signedInStaff();
    const [first, second] = (await call(collectionList, '/api/admin/collections', { headers: { cookie } })).body
      .data as CollectionFormValues[];
    const taken = await save(cookie, second.id, { ...second, slug: first.slug });
    expect([taken.status, taken.body.field, taken.body.msg]).toEqual([
      409,
      'slug',
      `The slug "${first.slug}" is in use by another collection: choose another`,
    ]);
    const noLogo = await postJson(addCollection, '/api/admin/collections', { title: 'X', slug: 'x', logo: '', sort: 1 }, cookie);
    expect([noLogo.status, noLogo.body.field]).toEqual([400, 'logo']);
    const badOrder = await save(cookie, second.id, { ...second, sort: -1 });
    expect([badOrder.status, badOrder.body.field]).toEqual([400, 'sort']);
    const badSlug = await save(cookie, second.id, { ...second, slug: 'Not a slug!' });
    expect([badSlug.status, badSlug.body.field]).toEqual([400, 'slug']);
    expect((await save(cookie, 999_999, second)).status).toBe(404);
  });
});

describe('blog posts', () => {
  const draft = (image: string, overrides: Record<string, unknown> = {}) => ({
    title: 'How to find your size',
    slug: 'how-to-find-your-size',
    image,
    body: '<p>Measure <strong>twice</strong>.</p><script>alert(1)</script><img src=x onerror=alert(1)>',
    published_at: dhakaInput(new Date(Date.now() - 60_000)),
    ...overrides,
  });
  const single = (slug: string) => call(blogPost, `/api/blog/single?slug=${slug}`);

  it('adds a post with its text sanitised; the blog shows it at once and it is recorded', async () => {
    const { cookie } = await signedInStaff();
    const expired = await cachedPage('/blog', ['_N_T_/(shop)/blog/page', '_N_T_/blog']);
    const image = await uploaded(cookie, 1600, 900);
    const res = await postJson(addPost, '/api/admin/posts', draft(image), cookie);
    expect([res.status, res.body.msg]).toEqual([201, 'Post added']);
    const post = (await single('how-to-find-your-size')).body;
    expect(post).toMatchObject({ title_en: 'How to find your size', image });
    expect(post.des_en).toContain('<strong>twice</strong>');
    expect(post.des_en).not.toMatch(/script|onerror/);
    expect(await expired()).toBe(true);
    const [entry] = (await listHistory(await getDb(), { subject: 'post', subjectId: res.body.id })).data;
    expect(entry).toMatchObject({ subject_name: 'How to find your size', action: 'created' });
  });

  it('keeps a post to be published later off the blog until then, and lists it for staff', async () => {
    const { cookie } = await signedInStaff();
    const image = await uploaded(cookie);
    const later = dhakaInput(new Date(Date.now() + 86_400_000));
    const res = await postJson(addPost, '/api/admin/posts', draft(image, { slug: 'coming-soon', published_at: later }), cookie);
    expect(res.status).toBe(201);
    expect((await single('coming-soon')).status).toBe(404);
    const list = (await call(postList, '/api/admin/posts', { headers: { cookie } })).body.data as PostFormValues[];
    expect(list.find((p) => p.slug === 'coming-soon')).toMatchObject({ published_at: later });
    const now = dhakaInput(new Date(Date.now() - 60_000));
    const form = (
      await call(postForm, `/api/admin/posts/${res.body.id}`, { headers: { cookie }, params: { id: String(res.body.id) } })
    ).body as PostFormValues;
    const saved = await postJson(savePost, `/api/admin/posts/${res.body.id}`, { ...form, published_at: now }, cookie, {
      id: String(res.body.id),
    });
    expect(saved.status).toBe(200);
    expect((await single('coming-soon')).status).toBe(200);
  });

  it('refuses a slug in use, an empty text and a date that is not one, next to their fields', async () => {
    const { cookie } = await signedInStaff();
    const [existing] = (await call(postList, '/api/admin/posts', { headers: { cookie } })).body.data as PostFormValues[];
    const image = await uploaded(cookie);
    const taken = await postJson(addPost, '/api/admin/posts', draft(image, { slug: existing.slug }), cookie);
    expect([taken.status, taken.body.field]).toEqual([409, 'slug']);
    const empty = await postJson(addPost, '/api/admin/posts', draft(image, { slug: 'empty', body: ' ' }), cookie);
    expect([empty.status, empty.body.field, empty.body.msg]).toEqual([400, 'body', 'Write the post']);
    const badDate = await postJson(
      addPost,
      '/api/admin/posts',
      draft(image, { slug: 'bad-date', published_at: '2026-02-31T10:00' }),
      cookie,
    );
    expect([badDate.status, badDate.body.field]).toEqual([400, 'published_at']);
    const noImage = await postJson(addPost, '/api/admin/posts', draft('nope.webp', { slug: 'no-image' }), cookie);
    expect([noImage.status, noImage.body.field]).toEqual([400, 'image']);
  });
});
