import { GET as notFound } from '@/app/api/[...path]/route';
import { GET as app } from '@/app/api/index/app/route';
import { GET as categories } from '@/app/api/index/categories/route';
import { GET as attributes } from '@/app/api/shop/attributes/route';
import { BAND_CUP_SIZES, COLORS, SIZES, STYLES } from '@/lib/server/seed/data/attributes';
import { COLLECTIONS } from '@/lib/server/seed/data/collections';
import { loadShopInfo } from '@/lib/server/content/shop-info';
import type { AppInfo } from '@/lib/types/content';
import { call } from '../call';
import { withTestDatabase } from '../database';

withTestDatabase();

describe('GET /api/index/app', () => {
  it('answers the store settings, company, categories and sizes', async () => {
    const before = Date.now();
    const { status, body } = await call(app, '/api/index/app');
    expect(status).toBe(200);
    const info = body as AppInfo;
    expect(info.store).toMatchObject({
      currency: 'BDT',
      logo: 'logo.svg',
      menu_show: ['home', 'shop', 'clearance-sale', 'about-us', 'contact-us'],
      shipping_status: 'Flat Rate',
      charge_in_city: 60,
      charge_out_city: 100,
    });
    expect(info.store.store_en).toBeTruthy();
    expect(Object.keys(info.store.social).length).toBeGreaterThan(0);
    expect(info.company.email).toMatch(/@/);
    expect(Date.parse(info.server_datetime)).toBeGreaterThanOrEqual(before - 1000);
    expect(info.categories.map((c) => c.slug)).toEqual(COLLECTIONS.map((c) => c.slug));
    expect(info.sizes.map((s) => s.title)).toEqual([...SIZES, ...BAND_CUP_SIZES]);
  });

  it('is what every shop page carries, without the clock: a page rendered again is the same bytes', async () => {
    const { body } = await call(app, '/api/index/app');
    const { server_datetime, ...shop } = body as AppInfo;
    expect(server_datetime).toBeTruthy();
    const first = await loadShopInfo();
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(JSON.stringify(await loadShopInfo())).toBe(JSON.stringify(first));
    expect(first).toEqual(shop);
  });
});

describe('GET /api/index/categories', () => {
  it('answers every collection with its slug, title and logo', async () => {
    const { body } = await call(categories, '/api/index/categories');
    expect(body.slice(0, 3).map((c: { slug: string }) => c.slug)).toEqual(['cherie', 'cupid-s-choice', 'all-about-lace']);
    expect(body).toHaveLength(COLLECTIONS.length);
    for (const c of body) expect(c.logo).toBe(`collection-${c.slug}.webp`);
  });
});

describe('GET /api/shop/attributes', () => {
  it('answers colours with codes, sizes in order, categories and styles', async () => {
    const { body } = await call(attributes, '/api/shop/attributes');
    expect(body.colors).toEqual(COLORS.map((c, i) => ({ id: i + 1, ...c })));
    expect(body.sizes.map((s: { title: string }) => s.title)).toEqual([...SIZES, ...BAND_CUP_SIZES]);
    expect(body.styles.map((s: { title: string }) => s.title)).toEqual([...STYLES]);
    expect(body.categories[0]).toEqual({ id: 1, slug: 'cherie', title_en: COLLECTIONS[0].title_en });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404', async () => {
    const res = await call(notFound, '/api/nothing/here');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ status: 'error', msg: 'No API endpoint at this path' });
  });
});
