import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { allProducts, effectivePrice } from './shopper';

const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:3000';

test.beforeEach(() => test.skip(test.info().project.name !== 'desktop', 'what a page tells machines is the same at every width'));

/** The JSON-LD blocks of the page, parsed. */
const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) => JSON.parse(text));

test('sitemap.xml lists every product, collection, post and content page; robots.txt points to it', async ({ page, request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
  const products = await allProducts(page);
  expect(products.length).toBeGreaterThan(50);
  for (const product of products) expect(urls).toContain(`${SHOP_URL}/product/${product.slug}`);
  const { categories } = await (await request.get('/api/shop/attributes')).json();
  for (const c of categories) expect(urls).toContain(`${SHOP_URL}/shop?category=${c.slug}`);
  const posts = (await (await request.get('/api/blog/all?page=1')).json()).data;
  expect(urls).toContain(`${SHOP_URL}/blog/${posts[0].slug}`);
  for (const path of ['/', '/shop', '/clearance-sale', '/blog', '/contact', '/faq', '/terms-and-conditions', '/about-us'])
    expect(urls).toContain(`${SHOP_URL}${path}`);
  expect(urls).not.toContain(`${SHOP_URL}/cart`);

  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain(`Sitemap: ${SHOP_URL}/sitemap.xml`);
  expect(robots).toContain('Disallow: /api/');
  expect(robots).toContain('Disallow: /user');
  expect(robots).toContain('Disallow: /admin');
});

test('a product page describes the product, its BDT offer and its breadcrumb to search engines', async ({ page }) => {
  const product = (await allProducts(page)).find((p) => p.spacial_price?.offer && p.spacial_price.days > -1)!;
  await page.goto(`/product/${product.slug}`);
  const blocks = await jsonLd(page);
  const data = blocks.find((b) => b['@type'] === 'Product');
  expect(data).toMatchObject({
    name: product.title_en,
    url: `${SHOP_URL}/product/${product.slug}`,
    offers: { priceCurrency: 'BDT', price: effectivePrice(product), availability: 'https://schema.org/InStock' },
  });
  expect(data.image[0]).toMatch(new RegExp(`^${SHOP_URL}/media/`));
  const trail = blocks.find((b) => b['@type'] === 'BreadcrumbList');
  expect(trail.itemListElement.map((i: { name: string }) => i.name)).toEqual(['home', 'shop', product.title_en]);
});

test('home names the organisation; every page has one h1, a canonical address and social tags', async ({ page }) => {
  test.setTimeout(90_000);
  await page.goto('/');
  const organization = (await jsonLd(page)).find((b) => b['@type'] === 'Organization');
  expect(organization).toMatchObject({
    name: 'Lumière Intimates',
    url: `${SHOP_URL}/`,
    email: 'support@lumiere-intimates.com.bd',
  });

  const post = (await (await page.request.get('/api/blog/all?page=1')).json()).data[0];
  const product = (await allProducts(page))[0];
  const paths = [
    '/',
    '/shop',
    '/clearance-sale',
    '/shop?category=all-about-lace',
    `/product/${product.slug}`,
    '/cart',
    '/checkout',
    '/signin',
    '/contact',
    '/blog',
    `/blog/${post.slug}`,
    '/faq',
    '/terms-and-conditions',
    '/privacy-and-policy',
    '/returns-and-refunds',
    '/shipping-and-policy',
    '/payment-and-pricing',
    '/about-us',
  ];
  for (const path of paths) {
    const url = path === '/' ? SHOP_URL : `${SHOP_URL}${path}`;
    await page.goto(path);
    await expect(page.locator('h1'), path).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]'), path).toHaveAttribute('href', url);
    await expect(page.locator('meta[property="og:title"]'), path).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[property="og:url"]'), path).toHaveAttribute('content', url);
    await expect(page.locator('meta[name="twitter:card"]'), path).toHaveAttribute('content', /summary/);
    await expect(page.locator('meta[name="description"]'), path).toHaveAttribute('content', /.{20,}/);
  }
});

test('a shared link shows a JPEG preview of 1200 x 630: home, a collection, a product and a post', async ({ page }) => {
  const post = (await (await page.request.get('/api/blog/all?page=1')).json()).data[0];
  const product = (await allProducts(page))[0];
  const shared = {
    '/': 'banner-home.preview.jpg',
    '/shop?category=all-about-lace': 'collection-all-about-lace-banner.preview.jpg',
    [`/product/${product.slug}`]: `product-${product.slug}-1.preview.jpg`,
    [`/blog/${post.slug}`]: `blog-${post.slug}.preview.jpg`,
  };
  for (const [path, file] of Object.entries(shared)) {
    await page.goto(path);
    const meta = (property: string) => page.locator(`meta[property="og:image${property}"]`).getAttribute('content');
    expect([path, await meta('')]).toEqual([path, `${SHOP_URL}/media/${file}`]);
    expect([await meta(':width'), await meta(':height')]).toEqual(['1200', '630']);
    const jpeg = await page.request.get(`/media/${file}`);
    expect(jpeg.headers()['content-type']).toBe('image/jpeg');
    expect(await sharp(await jpeg.body()).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 630 });
  }
  await page.goto('/shop?category=all-about-lace');
  await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', 'All About Lace');
});

test('every page names the icon, the home-screen icon and the manifest, in the brand colours', async ({ page, request }) => {
  await page.goto('/product/cherie-lace-balconette-bra');
  const href = async (rel: string) => (await page.locator(`link[rel="${rel}"]`).getAttribute('href'))!;
  const png = async (url: string) => {
    const answer = await request.get(url);
    expect(answer.headers()['content-type']).toBe('image/png');
    const { format, width, height } = await sharp(await answer.body()).metadata();
    return { format, size: `${width}x${height}` };
  };
  expect(await png(await href('icon'))).toEqual({ format: 'png', size: '48x48' });
  expect(await png(await href('apple-touch-icon'))).toEqual({ format: 'png', size: '180x180' });
  const manifest = await (await request.get(await href('manifest'))).json();
  expect(manifest).toMatchObject({ name: 'Lumière Intimates', start_url: '/', display: 'standalone', theme_color: '#5b2245' });
  // An installable app's icons: 192 and 512 px, each as big as it says.
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(['192x192', '512x512']);
  for (const { src, sizes } of manifest.icons) expect(await png(src)).toEqual({ format: 'png', size: sizes });
});

test("a first page keeps the display face's fallback and fetches the face once it is shown; the next pages, loaded or moved to, are set in it", async ({
  page,
}) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  const heading = () => page.locator('h1').evaluate((h) => getComputedStyle(h).fontFamily);
  const face = () =>
    page.evaluate(() => [...document.fonts].filter((f) => f.family === 'displayFont').map((f) => [f.weight, f.status]));

  await page.goto('/');
  expect(await heading()).toBe('"displayFont Fallback", serif');
  // The name styles/globals.scss gives is the fallback next/font declares.
  expect(await page.evaluate(() => [...document.fonts].map((f) => f.family.replace(/"/g, '')))).toContain('displayFont Fallback');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('display-font'))).toBe('1');
  expect(await face()).toEqual([['600', 'loaded']]);
  const started = await page.evaluate(
    () => performance.getEntriesByType('resource').find(({ name }) => name.endsWith('.woff2'))!.startTime,
  );
  const painted = await page.evaluate(() =>
    Math.max(...performance.getEntriesByName('first-contentful-paint').map(({ startTime }) => startTime)),
  );
  expect(started).toBeGreaterThan(painted);
  expect(await heading()).toBe('"displayFont Fallback", serif');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Shop', exact: true }).click();
  await page.waitForURL('**/shop');
  expect(await heading()).toMatch(/^displayFont, "displayFont Fallback"/);

  await page.goto('/product/cherie-lace-balconette-bra');
  expect(await heading()).toMatch(/^displayFont, "displayFont Fallback"/);
  expect(await face()).toEqual([['600', 'loaded']]);
  // One file, from this site, taken from the browser's cache on the page loaded after the first.
  expect(new Set(fonts).size).toBe(1);
  expect(new URL(fonts[0]).origin).toBe(new URL(page.url()).origin);
  const fromCache = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter(({ name }) => name.endsWith('.woff2'))
      .map((entry) => (entry as PerformanceResourceTiming).transferSize),
  );
  expect(fromCache).toEqual([0]);
  const font = await page.request.get(new URL(fonts[0]).pathname);
  expect([font.headers()['content-type'], font.headers()['cache-control']]).toEqual([
    'font/woff2',
    'public, max-age=31536000, immutable',
  ]);
});
