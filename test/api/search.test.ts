import { eq } from 'drizzle-orm';
import { GET as shop } from '@/app/api/shop/route';
import { GET as suggest } from '@/app/api/shop/suggest/route';
import { effectivePrice } from '@/lib/pricing';
import { getDb } from '@/lib/server/db';
import { categories, colors, products } from '@/lib/server/db/schema';
import { forgetAll } from '@/lib/server/cache/memo';
import { PRODUCTS } from '@/lib/server/seed/data/products';
import type { ListingPage, ProductSummary, SearchSuggestions } from '@/lib/types/catalog';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

const listing = async (query: Record<string, string>) => {
  const res = await call(shop, `/api/shop?${new URLSearchParams(query)}`);
  expect(res.status).toBe(200);
  return res.body as ListingPage;
};

/** Every product of a listing in its order, following its pages. */
const allOf = async (query: Record<string, string>) => {
  const first = await listing(query);
  const rest = [];
  for (let page = 2; page <= first.last_page; page++) rest.push(...(await listing({ ...query, page: String(page) })).data);
  return [...first.data, ...rest];
};

type Seeded = (typeof PRODUCTS)[number];
const titleWords = (p: { title_en: string }) => p.title_en.toLowerCase().split(/[\s-]+/);
const slugsOf = (items: { slug: string }[]) => items.map((p) => p.slug).sort();
const seeded = (keep: (p: Seeded) => boolean) => slugsOf(PRODUCTS.filter(keep));
const isBra = (p: Seeded) => titleWords(p).includes('bra');
const isLace = (p: Seeded) => titleWords(p).includes('lace') || p.collections.includes('all-about-lace');

describe('search finds what shoppers type', () => {
  it('"bras" finds every bra (a plural), bras first', async () => {
    const found = await allOf({ search: 'bras' });
    expect(slugsOf(found)).toEqual(expect.arrayContaining(seeded(isBra)));
    expect(seeded(isBra).length).toBeGreaterThan(5);
    expect(titleWords(found[0])).toContain('bra');
    // Nothing that is not a bra (by its title or its style) comes up.
    expect(found.every((p) => titleWords(p).some((w) => w.startsWith('bra')))).toBe(true);
  });

  it('"brassiere" finds the same bras', async () => {
    expect(slugsOf(await allOf({ search: 'brassiere' }))).toEqual(seeded(isBra));
  });

  it('"lace bra" and "bra lace" find the lace bras, in either order, title matches first', async () => {
    const found = await allOf({ search: 'lace bra' });
    expect(slugsOf(found)).toEqual(seeded((p) => isBra(p) && isLace(p)));
    expect(slugsOf(await allOf({ search: 'bra lace' }))).toEqual(slugsOf(found));
    expect(titleWords(found[0])).toEqual(expect.arrayContaining(['lace', 'bra']));
  });

  it('"black lace bra" matches a colour besides the title', async () => {
    const found = await allOf({ search: 'black lace bra' });
    expect(slugsOf(found)).toEqual(seeded((p) => isBra(p) && isLace(p) && p.colors.includes('Black')));
    expect(found.length).toBeGreaterThan(0);
  });

  it('"balconete" (a typo) finds the balconettes', async () => {
    const found = await allOf({ search: 'balconete' });
    expect(slugsOf(found)).toEqual(seeded((p) => p.title_en.includes('Balconette') || p.styles.includes('Balconette')));
    expect(found[0].title_en).toContain('Balconette');
  });

  it('"panty" finds briefs, hipsters and thongs; "nightie" finds sleepwear', async () => {
    const panties = slugsOf(await allOf({ search: 'panty' }));
    expect(panties).toEqual(expect.arrayContaining(seeded((p) => /\b(brief|hipster|thong)\b/i.test(p.title_en))));
    expect(panties).not.toEqual(expect.arrayContaining(['cherie-lace-balconette-bra']));
    const nighties = slugsOf(await allOf({ search: 'nightie' }));
    expect(nighties).toEqual(expect.arrayContaining(seeded((p) => p.styles.includes('Sleepwear'))));
    expect(nighties.length).toBeGreaterThan(0);
    expect(slugsOf(await allOf({ search: 'night dress' }))).toEqual(nighties);
  });

  it('finds a piece of a title as typed ("Embroid"), and takes % and _ literally', async () => {
    expect(slugsOf(await allOf({ search: 'Embroid' }))).toEqual(seeded((p) => p.title_en.toLowerCase().includes('embroid')));
    // A collection's name finds its products, those with it in their title first.
    const cherie = await allOf({ search: 'Cherie' });
    expect(slugsOf(cherie)).toEqual(seeded((p) => p.collections.includes('cherie')));
    const titled = seeded((p) => p.title_en.includes('Cherie'));
    expect(slugsOf(cherie.slice(0, titled.length))).toEqual(titled);
    expect((await listing({ search: '%' })).total).toBe(0);
    expect((await listing({ search: '_' })).total).toBe(0);
  });

  it('offers the nearest products when nothing matches every word, and none when nothing is near', async () => {
    const none = await listing({ search: 'lace sneakers' });
    expect(none).toMatchObject({ total: 0, data: [] });
    expect(none.nearest!.length).toBeGreaterThan(0);
    expect(
      none.nearest!.every((p) => titleWords(p).includes('lace') || p.category.some((c) => c.slug === 'all-about-lace')),
    ).toBe(true);
    expect((await listing({ search: 'qwxz' })).nearest).toEqual([]);
    expect((await listing({ search: 'lace' })).nearest).toBeUndefined();
  });

  it('follows a renamed colour or collection and a changed product', async () => {
    const db = await getDb();
    const [ivory] = await db.select().from(colors).where(eq(colors.title, 'Ivory'));
    const [cherie] = await db.select().from(categories).where(eq(categories.slug, 'cherie'));
    await db.update(colors).set({ title: 'Pearl' }).where(eq(colors.id, ivory.id));
    await db.update(categories).set({ titleEn: 'Chérie Amour' }).where(eq(categories.id, cherie.id));
    const [product] = await db.select().from(products).where(eq(products.slug, 'cherie-lace-brief'));
    await db
      .update(products)
      .set({ colorIds: [ivory.id] })
      .where(eq(products.id, product.id));
    forgetAll();
    try {
      expect(slugsOf(await allOf({ search: 'pearl' }))).toEqual(
        expect.arrayContaining(['cherie-lace-brief', ...seeded((p) => p.colors.includes('Ivory'))]),
      );
      expect(slugsOf(await allOf({ search: 'amour' }))).toEqual(seeded((p) => p.collections.includes('cherie')));
      expect((await listing({ search: 'ivory' })).total).toBe(PRODUCTS.filter((p) => p.title_en.includes('Ivory')).length);
    } finally {
      await db.update(products).set({ colorIds: product.colorIds }).where(eq(products.id, product.id));
      await db.update(categories).set({ titleEn: cherie.titleEn }).where(eq(categories.id, cherie.id));
      await db.update(colors).set({ title: 'Ivory' }).where(eq(colors.id, ivory.id));
      forgetAll();
    }
  });
});

describe('sort', () => {
  const inOrder = (items: ProductSummary[], by: (p: ProductSummary) => number) =>
    items.every((p, i) => i === 0 || by(items[i - 1]) <= by(p));

  it.each([
    ['price-asc', (p: ProductSummary) => effectivePrice(p)],
    ['price-desc', (p: ProductSummary) => -effectivePrice(p)],
  ])('%s orders every product across pages', async (sort, by) => {
    const found = await allOf({ sort });
    expect(slugsOf(found)).toEqual(seeded(() => true));
    expect(inOrder(found, by)).toBe(true);
    expect(new Set(found.map((p) => p.id)).size).toBe(found.length);
  });

  it('best-selling puts the most sold first, with a search too', async () => {
    const sold = new Map(PRODUCTS.map((p) => [p.slug, p.sold]));
    const found = await allOf({ sort: 'best-selling' });
    expect(inOrder(found, (p) => -sold.get(p.slug)!)).toBe(true);
    const lace = await allOf({ search: 'lace', sort: 'best-selling' });
    expect(inOrder(lace, (p) => -sold.get(p.slug)!)).toBe(true);
    expect(slugsOf(lace)).toEqual(slugsOf(await allOf({ search: 'lace' })));
  });

  it('newest is the default without a search', async () => {
    expect((await listing({ sort: 'newest' })).data).toEqual((await listing({})).data);
    expect((await listing({})).data[0].slug).toBe(PRODUCTS[0].slug);
  });

  it('refuses an unknown order with a clear message', async () => {
    const res = await call(shop, '/api/shop?sort=cheapest');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      status: 'error',
      msg: 'sort must be one of relevance, newest, price-asc, price-desc, best-selling',
    });
  });
});

describe('GET /api/shop/suggest', () => {
  const suggestions = async (search: string) => {
    const res = await call(suggest, `/api/shop/suggest?${new URLSearchParams({ search })}`);
    expect(res.status).toBe(200);
    return res.body as SearchSuggestions;
  };

  it('suggests products while the last word is still being typed, with the price paid now', async () => {
    const { products: found } = await suggestions('black la');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(6);
    for (const p of found) {
      const seed = PRODUCTS.find((s) => s.slug === p.slug)!;
      expect(seed.colors).toContain('Black');
      expect(isLace(seed)).toBe(true);
      expect(p.price).toBe(seed.offer?.price ?? seed.price);
      expect(Object.keys(p).sort()).toEqual(['image', 'price', 'slug', 'title_en']);
    }
    expect((await suggestions('balc')).products[0].title_en).toContain('Balconette');
  });

  it('suggests collections by the start of their words', async () => {
    expect((await suggestions('sleep lou')).collections.map((c) => c.slug)).toEqual(['sleep-and-lounge']);
    expect((await suggestions('LACE')).collections.map((c) => c.slug)).toEqual(['all-about-lace']);
    expect(await suggestions('b')).toEqual({ products: [], collections: [] });
    expect(await suggestions('qwxz')).toEqual({ products: [], collections: [] });
  });

  it.each([
    ['', 'search is required'],
    [`search=${'a'.repeat(101)}`, 'search must be at most 100 characters'],
  ])('%s gets a 400 with a clear message', async (query, msg) => {
    const res = await call(suggest, `/api/shop/suggest?${query}`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ status: 'error', msg });
  });
});
