import { expireTags } from './contract.mjs';
import PageCache, { pageCacheStats } from './page-cache.mjs';

const page = (html: string, status = 200, tags = '') => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from(html),
  headers: tags ? { 'x-next-cache-tags': tags } : {},
  status,
});

describe('the page cache', () => {
  const cache = new PageCache();
  const before = process.env.PAGE_CACHE_MB;
  afterAll(() => {
    if (before === undefined) delete process.env.PAGE_CACHE_MB;
    else process.env.PAGE_CACHE_MB = before;
  });

  it('keeps a page and gives it back with its cache control', async () => {
    await cache.set('/route-cache/APP_PAGE/x/$/product/a', page('<p>a</p>'), { cacheControl: { revalidate: 300 } });
    const hit = await cache.get('/route-cache/APP_PAGE/x/$/product/a', { kind: 'APP_PAGE' });
    expect(hit?.value.html).toBe('<p>a</p>');
    expect(hit?.cacheControl).toEqual({ revalidate: 300 });
  });

  it('does not keep a page that answered 404, nor an empty value', async () => {
    await cache.set('/route-cache/APP_PAGE/x/$/product/invented', page('not found', 404), {});
    expect(await cache.get('/route-cache/APP_PAGE/x/$/product/invented', { kind: 'APP_PAGE' })).toBeNull();
    await cache.set('/route-cache/APP_PAGE/x/$/product/a', null, {});
    expect(await cache.get('/route-cache/APP_PAGE/x/$/product/a', { kind: 'APP_PAGE' })).toBeNull();
  });

  it('stays within its budget, letting the least recently used go first', async () => {
    process.env.PAGE_CACHE_MB = String(10_000 / (1024 * 1024));
    const big = 'x'.repeat(1_500);
    for (const n of [1, 2, 3]) await cache.set(`k${n}`, page(big), {});
    await cache.get('k1', { kind: 'APP_PAGE' });
    for (const n of [4, 5]) await cache.set(`k${n}`, page(big), {});
    expect(pageCacheStats().bytes).toBeLessThanOrEqual(10_000);
    expect(await cache.get('k1', { kind: 'APP_PAGE' })).not.toBeNull();
    expect(await cache.get('k2', { kind: 'APP_PAGE' })).toBeNull();
    await cache.set('huge', page('y'.repeat(20_000)), {});
    expect(await cache.get('huge', { kind: 'APP_PAGE' })).toBeNull();
    delete process.env.PAGE_CACHE_MB;
  });

  it('expires what carries a revalidated tag: pages by their header, data by its tags', async () => {
    await cache.set('p', page('<p>p</p>', 200, 'product:7,listing'), {});
    await cache.set('d', { kind: 'FETCH', data: { body: '{}' }, revalidate: 60 }, { fetchCache: true, tags: ['settings'] });
    await cache.set('q', page('<p>q</p>', 200, 'product:8'), {});
    await cache.revalidateTag(['listing', 'settings']);
    expect(await cache.get('p', { kind: 'APP_PAGE' })).toBeNull();
    expect(await cache.get('d', { kind: 'FETCH', tags: ['settings'] })).toBeNull();
    expect(await cache.get('q', { kind: 'APP_PAGE' })).not.toBeNull();
    await cache.set('p', page('<p>p2</p>', 200, 'product:7,listing'), {});
    expect((await cache.get('p', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>p2</p>');
  });

  it('does not keep a render that a save raced: a tag expired while the page rendered expires what it sets', async () => {
    expect(await cache.get('r', { kind: 'APP_PAGE' })).toBeNull(); // a request misses and starts rendering…
    expireTags(['product:9']); // …a save expires the product meanwhile…
    await cache.set('r', page('<p>old data</p>', 200, 'product:9'), {}); // …and the render, made before, is set
    expect(await cache.get('r', { kind: 'APP_PAGE' })).toBeNull();
    await cache.set('r', page('<p>new data</p>', 200, 'product:9'), {});
    expect((await cache.get('r', { kind: 'APP_PAGE' }))?.value.html).toBe('<p>new data</p>');
  });
});
