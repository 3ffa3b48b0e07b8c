import { GET as shop } from '@/app/api/shop/route';
import { GET as attributes } from '@/app/api/shop/attributes/route';
import { effectivePrice } from '@/lib/pricing';
import { COLORS } from '@/lib/server/seed/data/attributes';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import { SHOP_PAGE_SIZE } from '@/lib/catalog-limits';
import type { Page, Product, ProductSummary, ShopAttributes } from '@/lib/types/catalog';
import { getDb } from '@/lib/server/db';
import { products } from '@/lib/server/db/schema';
import { forgetAll } from '@/lib/server/cache/memo';
import { eq } from 'drizzle-orm';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const listing = async (query: Record<string, string>) => {
  const res = await call(shop, `/api/shop?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.body as Page<ProductSummary>;
};

/** Every product of a listing, following its pages. */
const allOf = async (query: Record<string, string>) => {
  const first = await listing(query);
  const rest = [];
  for (let page = 2; page <= first.last_page; page++) rest.push(...(await listing({ ...query, page: String(page) })).data);
  return [...first.data, ...rest];
};

const slugs = (items: { slug: string }[]) => items.map((p) => p.slug).sort();
const seedSlugs = (keep: (p: (typeof PRODUCTS)[number]) => boolean) =>
  PRODUCTS.filter(keep)
    .map((p) => p.slug)
    .sort();
/** The seeded offers all run for days yet, so a product's effective price is its offer's. */
const seedPrice = (p: (typeof PRODUCTS)[number]) => p.offer?.price ?? p.price;

let attrs: ShopAttributes;
beforeAll(async () => {
  attrs = (await call(attributes, '/api/shop/attributes')).body;
});
const colorId = (title: string) => attrs.colors.find((c) => c.title === title)!.id;
const sizeId = (title: string) => attrs.sizes.find((s) => s.title === title)!.id;

describe('GET /api/shop listing', () => {
  it('pages through every product, newest first, with the pagination fields', async () => {
    const first = await listing({});
    expect(first.total).toBe(PRODUCTS.length);
    expect(first.current_page).toBe(1);
    expect(first.per_page).toBe(SHOP_PAGE_SIZE);
    expect(first.last_page).toBe(Math.ceil(PRODUCTS.length / SHOP_PAGE_SIZE));
    expect(first.data.map((p) => p.slug)).toEqual(PRODUCTS.slice(0, SHOP_PAGE_SIZE).map((p) => p.slug));
    expect(slugs(await allOf({}))).toEqual(seedSlugs(() => true));
  });

  it('answers a page past the last with no products', async () => {
    const page = await listing({ page: '999' });
    expect(page.data).toEqual([]);
    expect(page.total).toBe(PRODUCTS.length);
    expect(page.current_page).toBe(999);
  });

  it('filters by category slug, and finds nothing for an unknown one', async () => {
    const cherie = await allOf({ category: 'cherie' });
    expect(slugs(cherie)).toEqual(seedSlugs((p) => p.collections.includes('cherie')));
    expect(cherie.every((p) => p.category.some((c) => c.slug === 'cherie'))).toBe(true);
    expect(await listing({ category: 'no-such-collection' })).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('filters by colours (any of them) and sizes together (both groups must match)', async () => {
    const filter = JSON.stringify({ colors: [colorId('Black'), colorId('Wine')], sizes: [sizeId('3XL')] });
    const found = await allOf({ filter });
    const expected = seedSlugs((p) => (p.colors.includes('Black') || p.colors.includes('Wine')) && p.sizes.includes('3XL'));
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(expected);
  });

  it('filters by collection ids and styles', async () => {
    const lace = attrs.categories.find((c) => c.slug === 'all-about-lace')!;
    const style = attrs.styles.find((s) => s.title === 'Balconette')!;
    const found = await allOf({ filter: JSON.stringify({ categories: [lace.id], styles: [style.id] }) });
    expect(slugs(found)).toEqual(seedSlugs((p) => p.collections.includes('all-about-lace') && p.styles.includes('Balconette')));
  });

  it('filters on the effective price, offers included, with free-text bounds', async () => {
    const found = await allOf({ filter: JSON.stringify({ minPrice: '1,000', maxPrice: 1800 }) });
    const expected = seedSlugs((p) => seedPrice(p) >= 1000 && seedPrice(p) <= 1800);
    expect(expected.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(expected);
    for (const p of found) expect(effectivePrice(p)).toBeGreaterThanOrEqual(1000);
    const fractions = await allOf({ filter: JSON.stringify({ minPrice: '999.5', maxPrice: 1800.75 }) });
    expect(slugs(fractions)).toEqual(expected);
    const open = await allOf({ filter: JSON.stringify({ minPrice: '', maxPrice: null }) });
    expect(open).toHaveLength(PRODUCTS.length);
  });

  it('searches titles without regard to case, and takes % and _ literally', async () => {
    const found = await allOf({ search: 'LACE' });
    expect(slugs(found)).toEqual(seedSlugs((p) => p.title_en.toLowerCase().includes('lace')));
    expect(found.length).toBeGreaterThan(0);
    expect((await listing({ search: '%' })).total).toBe(0);
    expect((await listing({ search: '_' })).total).toBe(0);
  });

  it('lists the clearance set', async () => {
    const found = await allOf({ clearance: '1' });
    expect(found.length).toBeGreaterThan(0);
    expect(slugs(found)).toEqual(seedSlugs((p) => p.clearance));
    expect(found.every((p) => p.clearance)).toBe(true);
  });

  it('lets shared caches keep the answer, and sends a kept one again as the same JSON', async () => {
    const res = await call(shop, '/api/shop');
    expect(res.headers.get('cache-control')).toContain('s-maxage=60');
    const again = await call(shop, '/api/shop');
    expect(again.headers.get('content-type')).toBe('application/json');
    expect(again.text).toBe(res.text);
    expect(again.body.data.length).toBe(SHOP_PAGE_SIZE);
  });

  it('keeps a page per normalised query until the catalogue changes', async () => {
    const [first] = (await listing({ filter: JSON.stringify({ sizes: [sizeId('M'), sizeId('S')] }) })).data;
    const db = await getDb();
    await db.update(products).set({ titleEn: 'Renamed' }).where(eq(products.id, first.id));
    try {
      // The same query with its ids in another order is the same page: still the kept one.
      const again = await listing({ filter: JSON.stringify({ sizes: [sizeId('S'), sizeId('M')] }) });
      expect(again.data[0].title_en).toBe(first.title_en);
      forgetAll();
      const fresh = await listing({ filter: JSON.stringify({ sizes: [sizeId('M'), sizeId('S')] }) });
      expect(fresh.data[0].title_en).toBe('Renamed');
    } finally {
      await db.update(products).set({ titleEn: first.title_en }).where(eq(products.id, first.id));
      forgetAll();
    }
  });
});

describe('GET /api/shop bestsellers and one product', () => {
  it('answers limit=20 with the 20 best sellers, most sold first', async () => {
    const { body } = await call(shop, '/api/shop?limit=20');
    // Most sold first; among equals the newer product (earlier in the seed list, higher id) wins.
    const expected = PRODUCTS.map((p, i) => ({ ...p, i }))
      .sort((a, b) => b.sold - a.sold || b.i - a.i)
      .slice(0, 20);
    expect(body.data).toHaveLength(20);
    expect(body.data.map((p: ProductSummary) => p.slug)).toEqual(expected.map((p) => p.slug));
  });

  it('answers a slug with the whole product in the wire shape', async () => {
    const seeded = PRODUCTS.find((p) => p.offer && p.mrp && p.colors.length && p.sizes.length)!;
    const { status, body } = await call(shop, `/api/shop?slug=${seeded.slug}`);
    expect(status).toBe(200);
    const product = body as Product;
    expect(product).toMatchObject({
      slug: seeded.slug,
      title_en: seeded.title_en,
      price: seeded.price,
      mrp: seeded.mrp,
      min: seeded.min,
      max: seeded.max,
      spacial_price: { offer: true, price: seeded.offer!.price, days: seeded.offer!.days },
    });
    // 3 to 5 views in the first colour, then one in each other colour.
    const others = seeded.colors.length - 1;
    expect(product.gallery.length).toBeGreaterThanOrEqual(3 + others);
    expect(product.gallery.length).toBeLessThanOrEqual(5 + others);
    expect(product.images.map((image) => image.file)).toEqual(product.gallery);
    expect(product.image).toBe(product.gallery[0]);
    expect(product.des_en).toContain('<');
    expect(product.category.map((c) => c.slug)).toEqual(seeded.collections);
    const colorGroup = product.attribute.find((g) => g.name === 'Color')!;
    expect(colorGroup.value.map((c) => c.title)).toEqual(seeded.colors);
    expect(colorGroup.value[0].value).toBe(COLORS.find((c) => c.title === seeded.colors[0])!.value);
    expect(product.attribute.find((g) => g.name === 'Size')!.value.map((s) => s.title)).toEqual(seeded.sizes);
    expect(effectivePrice(product)).toBe(seeded.offer!.price);
  });

  it('gives a product without attributes no attribute groups', async () => {
    const plain = PRODUCTS.find((p) => !p.colors.length && !p.sizes.length);
    if (!plain) return;
    const { body } = await call(shop, `/api/shop?slug=${plain.slug}`);
    expect(body.attribute).toEqual([]);
  });

  it('answers an unknown slug with a JSON 404', async () => {
    const res = await call(shop, '/api/shop?slug=no-such-product');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', msg: 'No product matches that slug' });
  });
});

describe('GET /api/shop bad input', () => {
  it.each([
    ['page=-1', 'page must be a whole number'],
    ['page=abc', 'page must be a whole number'],
    ['page=0', 'page must be at least 1'],
    ['filter=nope', 'filter must be a JSON object'],
    ['filter=[1]', 'filter must be a JSON object'],
    [`filter=${encodeURIComponent('{"minPrice":900,"maxPrice":100}')}`, 'minPrice must not be above maxPrice'],
    [`filter=${encodeURIComponent('{"minPrice":"cheap"}')}`, 'minPrice must be a number from 0 to 2147483647'],
    [`filter=${encodeURIComponent('{"maxPrice":1e308}')}`, 'maxPrice must be a number from 0 to 2147483647'],
    [`filter=${encodeURIComponent('{"maxPrice":"2,000,000,000,000"}')}`, 'maxPrice must be a number from 0 to 2147483647'],
    [`filter=${encodeURIComponent('{"colors":[2147483648]}')}`, 'colors must hold ids'],
    ['search=lace%00bra', 'The request holds a NUL character, which no field accepts'],
    ['slug=%00', 'The request holds a NUL character, which no field accepts'],
    [`filter=${encodeURIComponent('{"colors":"red"}')}`, 'colors must be a list of ids'],
    [`search=${'a'.repeat(10 * 1024)}`, 'search must be at most 100 characters'],
    ['slug=<script>', 'slug must be a slug'],
    ['limit=500', 'limit must be at most 50'],
    ['clearance=maybe', 'clearance must be true or false'],
  ])('%s gets a 400 with a clear message', async (query, msg) => {
    const res = await call(shop, `/api/shop?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', msg });
  });
});
