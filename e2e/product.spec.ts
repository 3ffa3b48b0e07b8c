import { expect, test, type APIRequestContext, type Page } from './fixtures';
import { choose, optimisedSrc } from './shopper';

type ApiProduct = {
  slug: string;
  title_en: string;
  des_en: string;
  feature_en: string;
  image: string;
  gallery: string[];
  images: { file: string; color_id: number | null }[];
  price: number;
  spacial_price: { days: number; offer: boolean; price: number } | null;
  mrp: number | null;
  category: { title_en: string }[];
  meta: { video: string | null };
  attribute: { name: string; value: { id: number; title: string }[] }[];
};

const SHOP_URL = process.env.SHOP_URL ?? 'http://localhost:3000';
const NOT_FOUND = 'Sorry, the page you are looking for could not be found.';
const effective = (p: ApiProduct) => (p.spacial_price?.offer && p.spacial_price.days > -1 ? p.spacial_price.price : p.price);
const bdt = (n: number) => `BDT ${new Intl.NumberFormat('en-BD').format(n)}`;
/** The longest run of text in an HTML fragment (a sentence, not a table cell), its first 30 characters. */
const sentenceOf = (html: string) =>
  html
    .split(/<[^>]*>/)
    .map((text) => text.replace(/&amp;/g, '&').trim())
    .reduce((longest, text) => (text.length > longest.length ? text : longest), '')
    .slice(0, 30);

/** Full products from the API: one with several images, a size-guide video and a list price; one without a video. */
async function pickProducts(request: APIRequestContext) {
  const slugs: string[] = [];
  for (let p = 1; p <= 7; p++)
    slugs.push(...(await (await request.get(`/api/shop?page=${p}`)).json()).data.map((s: ApiProduct) => s.slug));
  const all: ApiProduct[] = await Promise.all(slugs.map(async (slug) => (await request.get(`/api/shop?slug=${slug}`)).json()));
  const withVideo = all.find((p) => p.meta.video && p.gallery.length > 2)!;
  const withoutVideo = all.find((p) => !p.meta.video && (p.mrp ?? 0) > effective(p))!;
  // A product that opens on several photos (its first photo's colour), one of whose colours has a single photo.
  const photosOf = (p: ApiProduct, id: number | null) => p.images.filter((i) => i.color_id === id || i.color_id === null);
  const singlePhoto = all
    .filter((p) => p.images.length > 1 && photosOf(p, p.images[0].color_id).length > 1)
    .flatMap((p) => (p.attribute.find((g) => g.name === 'Color')?.value ?? []).map((color) => ({ product: p, color })))
    .find(({ product, color }) => photosOf(product, color.id).length === 1)!;
  return { withVideo, withoutVideo, singlePhoto };
}

let products: Awaited<ReturnType<typeof pickProducts>>;
test.beforeAll(async ({ request }) => {
  products = await pickProducts(request);
});

const mainImage = (page: Page) => page.getByRole('button', { name: 'Zoom image' }).getByRole('img');

test.describe('from the server alone', () => {
  test.use({ javaScriptEnabled: false });

  test('the HTML holds the title, price, breadcrumb, categories and the social-preview tags', async ({ page }) => {
    const product = products.withoutVideo;
    await page.goto(`/product/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title_en);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('main')).toContainText(bdt(effective(product)));
    await expect(page.locator('main article header s')).toContainText(bdt(product.mrp!));
    await expect(page.locator('main')).toContainText(product.category.map((c) => c.title_en).join(', '));

    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link', { name: 'shop' })).toHaveAttribute('href', '/shop');
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText(product.title_en);

    const meta = (selector: string, attribute = 'content') => page.locator(`head ${selector}`).getAttribute(attribute);
    expect(await meta('meta[property="og:title"]')).toBe(product.title_en);
    const description = (await meta('meta[property="og:description"]'))!;
    expect(description.length).toBeGreaterThan(20);
    expect(description.length).toBeLessThanOrEqual(150);
    expect(await meta('meta[name="description"]')).toBe(description);
    expect(await meta('meta[property="og:image"]')).toBe(`${SHOP_URL}/media/${product.image.replace(/\.webp$/, '.preview.jpg')}`);
    expect(await meta('meta[property="og:image:width"]')).toBe('1200');
    expect(await meta('meta[property="og:image:height"]')).toBe('630');
    expect(await meta('meta[property="og:image:alt"]')).toBe(product.title_en);
    expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(await meta('link[rel="canonical"]', 'href')).toBe(`${SHOP_URL}/product/${product.slug}`);
  });
});

test('the thumbnails switch the main image', async ({ page }) => {
  const product = products.withVideo;
  await page.goto(`/product/${product.slug}`);
  await expect(mainImage(page)).toHaveAttribute('src', optimisedSrc(product.image));
  // Before a colour is chosen: the photos of the main photo's colour, then those for every colour.
  const shown = product.images
    .filter((image) => image.color_id === product.images[0].color_id || image.color_id === null)
    .map((image) => image.file);
  const thumbs = page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
  await expect(thumbs).toHaveCount(shown.length);
  await thumbs.nth(1).click();
  await expect(mainImage(page)).toHaveAttribute('src', optimisedSrc(shown[1]));
  await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
  await thumbs.nth(2).click();
  await expect(mainImage(page)).toHaveAttribute('src', optimisedSrc(shown[2]));
  await thumbs.nth(1).click();
  await expect(mainImage(page)).toHaveAttribute('src', optimisedSrc(shown[1]));
});

test('a colour with one photo shows it where the rail of thumbnails would be, with no empty column beside it', async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the rail stands beside the photo from 992 px');
  const { product, color } = products.singlePhoto;
  await page.goto(`/product/${product.slug}`);
  const gallery = page.getByRole('button', { name: 'Zoom image' }).first().locator('xpath=../..');
  await expect(page.getByRole('list', { name: 'Images' })).toBeVisible();
  const before = (await mainImage(page).boundingBox())!;
  await choose(page, color.title);
  await expect(page.getByRole('list', { name: 'Images' })).toHaveCount(0);
  const photo = (await mainImage(page).boundingBox())!;
  const box = (await gallery.boundingBox())!;
  expect(photo.x).toBeCloseTo(box.x, 0);
  expect(photo.x).toBeLessThan(before.x);
});

test('the zoom opens from the image and closes by Escape, the unzoom button, a click outside and the wheel', async ({ page }) => {
  await page.goto(`/product/${products.withVideo.slug}`);
  const open = page.getByRole('button', { name: 'Zoom image' });
  const dialog = page.getByRole('dialog');
  const zoom = async () => {
    await open.click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Unzoom image' })).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
  };
  const closed = async () => {
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  };

  await zoom();
  await page.keyboard.press('Escape');
  await closed();

  await zoom();
  await dialog.getByRole('button', { name: 'Unzoom image' }).click();
  await closed();

  await zoom();
  await dialog.click({ position: { x: 4, y: 4 } });
  await closed();

  await zoom();
  await dialog.getByRole('img').click();
  await expect(dialog).toBeVisible();
  await page.mouse.wheel(0, 120);
  await closed();
});

test('the zoom magnifies 2.5× and follows the pointer; the keyboard and its buttons zoom and move it', async ({ page }) => {
  await page.goto(`/product/${products.withVideo.slug}`);
  await page.getByRole('button', { name: 'Zoom image' }).click();
  const dialog = page.getByRole('dialog');
  const scale = dialog.getByRole('status');
  const picture = dialog.getByRole('img');
  await expect(picture).toBeVisible();
  await expect(scale).toHaveText('250%');
  // Measured once the opening motion (the frame grows from 96%) has ended.
  await expect(dialog).toHaveAttribute('data-state', 'loaded');
  await expect
    .poll(() =>
      picture.evaluate((img) => Math.abs(img.parentElement!.getBoundingClientRect().width - img.parentElement!.offsetWidth)),
    )
    .toBeLessThan(0.5);
  const frame = (await picture.evaluate((img) => img.parentElement!.getBoundingClientRect().toJSON())) as DOMRect;
  const drawn = async () => (await picture.boundingBox())!;
  await expect.poll(async () => Math.round(((await drawn()).width / frame.width) * 10) / 10).toBe(2.5);

  // The pointer at the frame's top left shows the picture's top left corner.
  await page.mouse.move(frame.x + 1, frame.y + 1);
  await expect.poll(async () => Math.abs((await drawn()).x - frame.x) < 4).toBe(true);
  await page.mouse.move(frame.x + frame.width - 1, frame.y + frame.height - 1);
  await expect.poll(async () => Math.abs((await drawn()).x + (await drawn()).width - (frame.x + frame.width)) < 4).toBe(true);

  await page.keyboard.press('-');
  await expect(scale).toHaveText('167%');
  await page.keyboard.press('0');
  await expect(scale).toHaveText('100%');
  await expect(dialog.getByRole('button', { name: 'Zoom out' })).toBeDisabled();
  await page.keyboard.press('+');
  await expect(scale).toHaveText('150%');
  await dialog.getByRole('button', { name: 'Zoom in' }).click();
  await expect(scale).toHaveText('225%');
  // Once the zoom's motion has ended and the pointer's last move is drawn, the arrow's own move is what is seen.
  let before = await drawn();
  await expect
    .poll(async () => {
      const now = await drawn();
      const still = now.x === before.x && now.width === before.width;
      before = now;
      return still;
    })
    .toBe(true);
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await drawn()).x < before.x - 10).toBe(true);
  await dialog.getByRole('button', { name: 'Zoom out' }).click();
  await expect(scale).toHaveText('150%');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true });

  test('the photos swipe; the zoom opens whole, a pinch magnifies, a finger moves it, a swipe at 1× closes', async ({
    page,
  }, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'a phone');
    const product = products.withVideo;
    await page.goto(`/product/${product.slug}`);
    const thumbs = page.getByRole('button', { name: /^Show image \d+ of \d+$/ });
    const slides = page.getByRole('button', { name: 'Zoom image' }).locator('..');
    await expect(thumbs.first()).toHaveAttribute('aria-pressed', 'true');
    // A swipe to the next photo (the row scrolls by one photo) presses its thumbnail.
    await slides.evaluate((row) => row.scrollTo({ left: row.clientWidth, behavior: 'instant' }));
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await thumbs.nth(0).tap();
    await expect.poll(() => slides.evaluate((row) => row.scrollLeft)).toBe(0);

    await page.getByRole('button', { name: 'Zoom image' }).tap();
    const dialog = page.getByRole('dialog');
    const scale = dialog.getByRole('status');
    await expect(dialog.getByRole('img')).toBeVisible();
    await expect(scale).toHaveText('100%');
    const box = (await dialog.getByRole('img').boundingBox())!;
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: [number, number][]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });

    // Two fingers spread from 40 to 200 px apart: five times, kept to the most, 4×.
    await touch('touchStart', [
      [cx - 20, cy],
      [cx + 20, cy],
    ]);
    for (let step = 1; step <= 8; step += 1)
      await touch('touchMove', [
        [cx - 20 - step * 10, cy],
        [cx + 20 + step * 10, cy],
      ]);
    await touch('touchEnd', []);
    await expect(scale).toHaveText('400%');

    // One finger moves the magnified picture, and does not close it.
    const before = (await dialog.getByRole('img').boundingBox())!;
    await touch('touchStart', [[cx, cy]]);
    await touch('touchMove', [[cx + 30, cy + 60]]);
    await touch('touchEnd', []);
    await expect(dialog).toBeVisible();
    await expect.poll(async () => (await dialog.getByRole('img').boundingBox())!.y - before.y).toBeCloseTo(60, 0);

    // Back to the whole picture, a vertical swipe closes (spec).
    await dialog.getByRole('button', { name: 'Zoom out' }).tap();
    await page.keyboard.press('0');
    await expect(scale).toHaveText('100%');
    await touch('touchStart', [[cx, cy]]);
    await touch('touchMove', [[cx, cy + 30]]);
    await touch('touchEnd', []);
    await expect(dialog).toHaveCount(0);
  });
});

test("next to the buttons, the shop's promises quote its policy; Complete the look offers what goes with it", async ({
  page,
}) => {
  const product = products.withVideo;
  await page.goto(`/product/${product.slug}`);
  const promises = page.getByRole('list', { name: 'Delivery, payment and exchanges' });
  await expect(promises.getByRole('listitem')).toHaveText([
    /^Delivery inside Dhaka in 1-2 days \(BDT \d+\), outside Dhaka in 3-5 days \(BDT \d+\)\.$/,
    'Cash on delivery across Bangladesh: you pay our courier when your parcel arrives, and there is nothing to pay online.',
    'Exchange bras and shapewear within 7 days, unused and with tags. See Returns and Refunds.',
    'Discreet packaging: plain outer packaging, with nothing on the outside that shows what is inside.',
  ]);
  await expect(promises.getByRole('link', { name: 'Returns and Refunds' })).toHaveAttribute('href', '/returns-and-refunds');

  const look = page.getByRole('region', { name: 'Complete the look' });
  const links = look.getByRole('link');
  await expect(links.first()).toBeVisible();
  expect(await links.count()).toBeLessThanOrEqual(8);
  const hrefs = await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')));
  expect(hrefs).not.toContain(`/product/${product.slug}`);
  await links.first().click();
  await expect(page).toHaveURL(new RegExp(`${hrefs[0]}$`));
});

test('Recently viewed shows the products this device showed lately, newest first, never the one on screen', async ({ page }) => {
  const [first, second] = [products.withVideo, products.withoutVideo];
  await page.goto(`/product/${first.slug}`);
  const viewed = page.getByRole('region', { name: 'Recently viewed' });
  await expect(page.getByRole('region', { name: 'Complete the look' })).toBeVisible();
  // Nothing seen before it; once its code has run, the page is remembered.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('recentlyViewed'))).not.toBeNull();
  await expect(viewed).toHaveCount(0);
  // The row comes once the shopper uses the page: once the page is live (it has remembered its product, in the
  // same effects that start listening for her), she scrolls to its foot.
  const scrollOnceLive = async (slug: string) => {
    const newest = () => page.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]')[0]?.slug);
    await expect.poll(newest).toBe(slug);
    await page.mouse.wheel(0, 100_000);
  };
  await page.goto(`/product/${second.slug}`);
  await expect(viewed).toHaveCount(0);
  await scrollOnceLive(second.slug);
  await expect(viewed.getByRole('link')).toHaveText([first.title_en]);
  await page.goto(`/product/${first.slug}`);
  await scrollOnceLive(first.slug);
  await expect(viewed.getByRole('link')).toHaveText([second.title_en]);
  await expect(viewed.getByRole('link')).toHaveAttribute('href', `/product/${second.slug}`);
  // Kept on the device, not in the page: another browser has none.
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('recentlyViewed')))!)).toHaveLength(2);
});

test('on a phone, a bar with the price and Add to cart follows once the buttons scroll away', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name === 'desktop', 'a phone: the buttons stay beside the photo on a laptop');
  const product = products.withoutVideo;
  await page.goto(`/product/${product.slug}`);
  for (const group of product.attribute) await choose(page, group.value[0].title);
  const adds = page.getByRole('button', { name: 'Add to cart' });
  await expect(adds).toHaveCount(1);
  await page.getByRole('heading', { name: 'Measurements' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 900);
  await expect(adds).toHaveCount(2);
  const bar = adds.last().locator('..');
  await expect(bar).toContainText(bdt(effective(product)));
  await expect(bar).toBeInViewport();
  await adds.last().click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  // At the page's end the footer's last line stays above the bar, whose price on sale takes two lines.
  await page.mouse.wheel(0, 100_000);
  const footer = page.getByRole('contentinfo');
  await expect(async () => {
    const [end, top] = [(await footer.boundingBox())!, (await bar.boundingBox())!];
    expect(end.y + end.height).toBeLessThanOrEqual(top.y);
  }).toPass();
  // Back up at the buttons, the bar goes.
  await page.getByRole('button', { name: 'Buy Now' }).scrollIntoViewIfNeeded();
  await expect(adds).toHaveCount(1);
});

test('Materials used and Measurements open and close', async ({ page }) => {
  const product = products.withVideo;
  await page.goto(`/product/${product.slug}`);
  for (const [title, html] of [
    ['Materials used', product.des_en],
    ['Measurements', product.feature_en],
  ]) {
    const section = page.locator('details').filter({ has: page.getByRole('heading', { name: title }) });
    const text = section.getByText(sentenceOf(html));
    await expect(section).not.toHaveAttribute('open');
    await expect(text).toBeHidden();
    await section.locator('summary').click();
    await expect(section).toHaveAttribute('open');
    await expect(text).toBeVisible();
    await section.locator('summary').click();
    await expect(section).not.toHaveAttribute('open');
    await expect(text).toBeHidden();
  }
});

test('the share links carry the page, open in a new tab, and the link copies', async ({ page, context }) => {
  const product = products.withVideo;
  const url = `${SHOP_URL}/product/${product.slug}`;
  const query = (params: Record<string, string>) => new URLSearchParams(params).toString();
  await page.goto(`/product/${product.slug}`);
  const expected = {
    WhatsApp: `https://wa.me/?${query({ text: `${product.title_en} ${url}` })}`,
    Facebook: `https://www.facebook.com/sharer/sharer.php?${query({ u: url })}`,
    Pinterest: `https://www.pinterest.com/pin/create/button/?${query({ url, media: `${SHOP_URL}/media/${product.image}`, description: product.title_en })}`,
    X: `https://twitter.com/intent/tweet?${query({ url, text: product.title_en })}`,
  };
  for (const [site, href] of Object.entries(expected)) {
    const link = page.getByRole('link', { name: `Share on ${site}` });
    await expect(link).toHaveAttribute('href', href);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
  }

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
});

test('the size-guide video shows only where the product has one, and loads when she plays it', async ({ page }) => {
  const response = await page.goto(`/product/${products.withVideo.slug}`);
  // The page's policy lets YouTube's privacy-enhanced address be framed, and nothing else.
  expect(response?.headers()['content-security-policy']).toContain('; frame-src https://www.youtube-nocookie.com;');
  await expect(page.getByRole('heading', { name: 'What size to get?' })).toBeVisible();
  // YouTube's player (its page, scripts and cookies) loads only when she asks for it, and then plays.
  await expect(page.locator('iframe')).toHaveCount(0);
  const framed: string[] = [];
  await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => {
    framed.push(route.request().url());
    return route.fulfill({ body: '' });
  });
  await page.getByRole('button', { name: 'Play the size-guide video' }).click();
  const video = page.getByTitle('What size to get? Size-guide video');
  await expect(video).toHaveAttribute('src', `${products.withVideo.meta.video}?autoplay=1`);
  // The player's address is what the page frames: the policy let it load.
  await expect.poll(() => framed).toEqual([`${products.withVideo.meta.video}?autoplay=1`]);
  await expect(video).toBeFocused();
  await expect(page.getByRole('button', { name: 'Play the size-guide video' })).toHaveCount(0);

  await page.goto(`/product/${products.withoutVideo.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(products.withoutVideo.title_en);
  await expect(page.getByRole('heading', { name: 'What size to get?' })).toHaveCount(0);
  await expect(page.locator('iframe')).toHaveCount(0);
});

test('an unknown product answers 404 with the spec text', async ({ page }) => {
  const response = await page.goto('/product/no-such-product');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(NOT_FOUND)).toBeVisible();
});
