import { and, eq } from 'drizzle-orm';
import { GET as productForm, POST as saveProduct } from '@/app/api/admin/products/[id]/route';
import { GET as productList, POST as addProduct } from '@/app/api/admin/products/route';
import { GET as orderList } from '@/app/api/public/order-list/route';
import { GET as shop } from '@/app/api/shop/route';
import { getDb } from '@/lib/server/db';
import { history, products, sizes, stock } from '@/lib/server/db/schema';
import PageCache from '@/server/page-cache.mjs';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { CONTENT_SLUGS } from '@/content';
import { sitemapEntries } from '@/lib/server/content/sitemap';
import type { ProductFormValues } from '@/lib/types/product-form';
import { slugFromTitle } from '@/lib/validation/form-fields';
import { productFormSchema } from '@/lib/validation/product-form';
import { call, postJson } from '../call';
import { productDraft as draft } from '../products';
import { placeOrder } from '../orders';
import { signedInCustomer } from '../customers';
import { withTestDatabase } from '../database';
import { plentyOfStock } from '../stock';
import { signedInStaff } from '../staff';

withTestDatabase();
beforeAll(plentyOfStock);

const formOf = async (cookie: string, id: number) =>
  (await call(productForm, `/api/admin/products/${id}`, { headers: { cookie }, params: { id: String(id) } }))
    .body as ProductFormValues;

/** A product's form as saved: what was read, with some fields changed. */
const save = (cookie: string, id: number, values: ProductFormValues, change: Partial<ProductFormValues>) => {
  const { id: _id, image: _image, ...fields } = { ...values, ...change };
  return postJson(saveProduct, `/api/admin/products/${id}`, fields, cookie, { id: String(id) });
};

/** A seeded product without sizes, colours, min, max or offer (a plain line for an order). */
const plainIndex = PRODUCTS.findIndex((p) => !p.sizes.length && !p.colors.length && !p.min && !p.max && !p.offer);
const plain = { id: plainIndex + 1, slug: PRODUCTS[plainIndex].slug };

describe('adding a product', () => {
  it('stores it unpublished with sanitised rich text, no stock yet in each size and colour, and records it', async () => {
    const { cookie } = await signedInStaff();
    const input = draft();
    const added = await postJson(addProduct, '/api/admin/products', input, cookie);
    expect([added.status, added.body.msg]).toEqual([201, 'Product added']);
    const id = added.body.id as number;
    const values = await formOf(cookie, id);
    expect(values).toMatchObject({ title: input.title, slug: input.slug, price: 1450, mrp: 1800, max: 5, published: false });
    expect(values.description).toBe('<p>Stretch lace, <strong>76% nylon</strong>.</p>');
    expect(values.measurements).toBe('<ul><li>Band 32-38</li></ul>');
    expect(values.video).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    const db = await getDb();
    const cells = await db.select().from(stock).where(eq(stock.productId, id));
    expect(cells.map((c) => `${c.sizeId}-${c.colorId}:${c.quantity}`).sort()).toEqual(['1-1:0', '1-2:0', '2-1:0', '2-2:0']);
    const [entry] = await db
      .select()
      .from(history)
      .where(and(eq(history.subject, 'product'), eq(history.subjectId, id)));
    expect(entry).toMatchObject({ action: 'created', after: expect.objectContaining({ Title: input.title, Price: 1450 }) });
    // Unpublished: listed in the back office, not on the shop.
    const desk = await call(productList, `/api/admin/products?q=${input.slug}`, { headers: { cookie } });
    expect(desk.body.data.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await call(shop, `/api/shop?slug=${input.slug}`)).status).toBe(404);
  });

  it('cannot publish a product without a photo', async () => {
    const { cookie } = await signedInStaff();
    const res = await postJson(addProduct, '/api/admin/products', draft({ published: true }), cookie);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      field: 'published',
      msg: 'Add a photo before publishing: the shop shows every product with one',
    });
  });

  it.each([
    ['an empty title', { title: '  ' }, 'title', 'Enter a title'],
    ['a slug with spaces', { slug: 'lace bra' }, 'slug', 'A slug holds lower-case letters and digits joined by single hyphens'],
    ['a price of text', { price: 'a lot' }, 'price', 'Enter the price as a number'],
    ['a price with paisa', { price: 1450.5 }, 'price', 'Price must be a whole number'],
    ['a list price below the price', { mrp: 1000 }, 'mrp', 'The list price cannot be below the price'],
    [
      'an offer above the price',
      { offer_price: 1500, offer_ends_at: '2030-01-01T00:00' },
      'offer_price',
      'The offer price must be below the price',
    ],
    ['an offer without an end', { offer_price: 1200 }, 'offer_ends_at', 'An offer needs the moment it ends'],
    [
      'an offer that ends before it starts',
      { offer_price: 1200, offer_starts_at: '2030-01-02T10:00', offer_ends_at: '2030-01-01T10:00' },
      'offer_ends_at',
      'The offer cannot end before it starts',
    ],
    [
      'offer dates without a price',
      { offer_ends_at: '2030-01-01T10:00' },
      'offer_price',
      "Enter the offer price, or clear the offer's dates",
    ],
    [
      'a date that is not one',
      { offer_price: 1200, offer_ends_at: '2030-02-31T10:00' },
      'offer_ends_at',
      'Offer ends is not a real date',
    ],
    ['a max below the min', { min: 3, max: 2 }, 'max', 'Max per order cannot be below min per order'],
    ['an unknown collection', { collection_ids: [99999] }, 'collection_ids', 'Collections names a choice the shop does not have'],
    ['a colour named twice', { color_ids: [1, 1] }, 'color_ids', 'Colours names a choice twice'],
    ['a video that is not on YouTube', { video: 'https://example.com/v.mp4' }, 'video', 'Paste the address of a YouTube video'],
    ['a title with a control character', { title: 'Bra\u0007' }, 'title', 'Title holds a character that is not allowed'],
  ])('refuses %s next to its field', async (_, change, field, msg) => {
    const { cookie } = await signedInStaff();
    const res = await postJson(addProduct, '/api/admin/products', draft(change), cookie);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', msg, field });
  });

  it('refuses a slug in use, naming the product that has it', async () => {
    const { cookie } = await signedInStaff();
    const res = await postJson(addProduct, '/api/admin/products', draft({ slug: PRODUCTS[0].slug }), cookie);
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      status: 'error',
      msg: `The slug "${PRODUCTS[0].slug}" is in use by ${PRODUCTS[0].title_en}: choose another`,
      field: 'slug',
    });
  });

  it('makes slugs from titles and embed addresses from video links', () => {
    expect(slugFromTitle('  Chérie Lace & Mesh Bra!! ')).toBe('cherie-lace-and-mesh-bra');
    const video = (url: string) => productFormSchema.shape.video.safeParse(url).data;
    expect(video('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=10')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(video('https://m.youtube.com/shorts/dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(video('javascript:alert(1)')).toBeUndefined();
  });
});

describe('editing a product', () => {
  it('shows a new price on the product page and the API at once, and records only what changed', async () => {
    const { cookie } = await signedInStaff();
    const index = PRODUCTS.findIndex((p) => !p.offer && p.sizes.length);
    const id = index + 1;
    const { slug } = PRODUCTS[index];
    const cache = new PageCache();
    const page = (tag: string) => ({ kind: 'APP_PAGE', status: 200, headers: { 'x-next-cache-tags': tag }, html: tag });
    await cache.set('/product/edited', page(`_N_T_/product/${slug}`), {});
    await cache.set('/sitemap', page('_N_T_/sitemap.xml'), {});
    const values = await formOf(cookie, id);
    const res = await save(cookie, id, values, { price: values.price + 10, mrp: null });
    expect([res.status, res.body.msg]).toEqual([200, 'Product saved']);
    expect((await call(shop, `/api/shop?slug=${slug}`)).body.price).toBe(values.price + 10);
    expect(await cache.get('/product/edited', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('/sitemap', { kind: 'APP_PAGE' })).toBeNull();
    const entries = await (
      await getDb()
    )
      .select()
      .from(history)
      .where(and(eq(history.subject, 'product'), eq(history.subjectId, id)));
    expect(entries.at(-1)).toMatchObject({
      action: 'edited',
      before: { Price: values.price, 'List price': values.mrp },
      after: { Price: values.price + 10, 'List price': null },
    });
  });

  it('keeps the pieces of the sizes it keeps, starts a new size at none and drops a size it no longer offers', async () => {
    const { cookie } = await signedInStaff();
    const created = await postJson(addProduct, '/api/admin/products', draft({ size_ids: [1, 2], color_ids: [] }), cookie);
    const id = created.body.id as number;
    const db = await getDb();
    await db
      .update(stock)
      .set({ quantity: 7 })
      .where(and(eq(stock.productId, id), eq(stock.sizeId, 2)));
    const [third] = await db.select({ id: sizes.id }).from(sizes).where(eq(sizes.id, 3));
    expect((await save(cookie, id, await formOf(cookie, id), { size_ids: [2, third.id] })).status).toBe(200);
    const cells = await db.select().from(stock).where(eq(stock.productId, id));
    expect(cells.map((c) => `${c.sizeId}-${c.colorId}:${c.quantity}`).sort()).toEqual(['2-0:7', '3-0:0']);
  });

  it('starts a planned offer at its moment, not before', async () => {
    const { cookie } = await signedInStaff();
    const index = PRODUCTS.findIndex((p) => !p.offer && !p.sizes.length);
    const id = index + 1;
    const values = await formOf(cookie, id);
    const later = await save(cookie, id, values, {
      offer_price: values.price - 100,
      offer_starts_at: '2099-01-01T10:00',
      offer_ends_at: '2099-01-05T10:00',
    });
    expect(later.status).toBe(200);
    expect((await call(shop, `/api/shop?slug=${PRODUCTS[index].slug}`)).body.spacial_price).toBeNull();
    expect((await formOf(cookie, id)).offer_starts_at).toBe('2099-01-01T10:00');
    await save(cookie, id, values, { offer_price: values.price - 100, offer_starts_at: null, offer_ends_at: '2099-01-05T10:00' });
    expect((await call(shop, `/api/shop?slug=${PRODUCTS[index].slug}`)).body.spacial_price).toMatchObject({
      offer: true,
      price: values.price - 100,
    });
  });

  it('hides an unpublished product from the shop and the sitemap, and past orders keep it', async () => {
    const { cookie } = await signedInStaff();
    const customer = await signedInCustomer();
    const placed = await placeOrder(customer.cookie, [{ id: plain.id, count: 1 }]);
    expect(placed.status).toBe(201);
    const values = await formOf(cookie, plain.id);
    try {
      expect((await save(cookie, plain.id, values, { published: false })).status).toBe(200);
      expect((await call(shop, `/api/shop?slug=${plain.slug}`)).status).toBe(404);
      const entries = await sitemapEntries(await getDb(), CONTENT_SLUGS);
      expect(entries.some((e) => e.url.endsWith(`/product/${plain.slug}`))).toBe(false);
      const orders = await call(orderList, '/api/public/order-list', { headers: { cookie: customer.cookie } });
      expect(JSON.stringify(orders.body.orders.data[0])).toContain(PRODUCTS[plainIndex].title_en);
    } finally {
      await save(cookie, plain.id, values, { published: true });
    }
    expect((await call(shop, `/api/shop?slug=${plain.slug}`)).status).toBe(200);
  });

  it('refuses a slug another product has, and answers 404 for an unknown product', async () => {
    const { cookie } = await signedInStaff();
    const values = await formOf(cookie, 2);
    const taken = await save(cookie, 2, values, { slug: PRODUCTS[0].slug });
    expect([taken.status, taken.body.field]).toEqual([409, 'slug']);
    const [row] = await (await getDb()).select({ slug: products.slug }).from(products).where(eq(products.id, 2));
    expect(row.slug).toBe(values.slug);
    expect((await save(cookie, 99999, values, {})).status).toBe(404);
  });
});
