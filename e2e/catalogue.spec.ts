import { expect, test, type Page } from './fixtures';
import sharp from 'sharp';
import { anotherBrowser, signInToBackOffice, stockAndPublish } from './back-office';
import { choose, JOURNEY_PRODUCT, requestOrder, signedInShopper } from './shopper';

test.describe.configure({ timeout: 90_000 });

/** A photo of one colour, as a file the shop's Images input takes. */
const photo = async (name: string, background: string, format: 'jpeg' | 'png') => ({
  name,
  mimeType: `image/${format}`,
  buffer: await sharp({ create: { width: 800, height: 1000, channels: 3, background } })
    [format]()
    .toBuffer(),
});

const mainImage = (page: Page) => page.getByRole('button', { name: 'Zoom image' }).locator('img');

test('staff add a product in two colours with a photo each and one piece; the shop shows each colour, sells it once', async ({
  page,
  browser,
}, testInfo) => {
  const title = `${JOURNEY_PRODUCT} Amara Bralette ${testInfo.project.name} ${Date.now().toString(36)}`;

  // The owner adds the product (unpublished until it has photos) ...
  await page.goto('/admin/products/new');
  await signInToBackOffice(page);
  await page.getByLabel('Title').fill(title);
  await expect(page.getByLabel('Slug')).toHaveValue(/^journey-amara-bralette-/);
  const slug = await page.getByLabel('Slug').inputValue();
  await page
    .getByRole('textbox', { name: 'Materials used' })
    .fill('Stretch lace, 76% nylon and 24% spandex, with a soft cotton gusset.');
  await page.getByLabel('Price', { exact: true }).fill('1450');
  for (const [group, choice] of [
    ['Sizes', 'S'],
    ['Sizes', 'M'],
    ['Colours', 'Rose'],
    ['Colours', 'Black'],
  ])
    await page.getByRole('group', { name: group }).getByLabel(choice, { exact: true }).check();
  await page.getByRole('button', { name: 'Add product' }).click();
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/);
  const id = Number(new URL(page.url()).pathname.split('/').pop());
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // ... a photo for each colour ...
  const photos = page.getByRole('list', { name: 'Photos, the first is the main image' }).getByRole('listitem');
  await page.getByLabel('Colour of the new photos').selectOption('Rose');
  await page.getByLabel('Images').setInputFiles(await photo('rose.jpg', '#b5536b', 'jpeg'));
  await expect(photos).toHaveCount(1);
  await page.getByLabel('Colour of the new photos').selectOption('Black');
  // A PNG named .jpg: the shop goes by its bytes.
  await page.getByLabel('Images').setInputFiles(await photo('black.jpg', '#1d1a1c', 'png'));
  await expect(photos).toHaveCount(2);
  await page.getByLabel('Images').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from('<svg/>') });
  await expect(page.getByText('This file is not a JPEG, PNG, WebP or AVIF picture')).toBeVisible();
  const stored = (await (await page.request.get(`/api/admin/products/${id}/images`)).json()).data as { file: string }[];
  const [rose, black] = stored.map((p) => p.file);
  expect([rose, black]).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.png$/)]);

  // ... one piece of S in Rose, and publishes it.
  await stockAndPublish(page, 'S / Rose', 1);

  // The shop lists it at once; its page shows each colour's photo.
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  await shopper.goto(`/shop?search=${encodeURIComponent(title)}`);
  await expect(shopper.getByRole('link', { name: title, exact: true })).toBeVisible();
  await shopper.goto(`/product/${slug}`);
  await expect(mainImage(shopper)).toHaveAttribute('src', new RegExp(encodeURIComponent(rose)));
  // (Black has none in stock: it can still be picked, and shows its photo.)
  await choose(shopper, 'Black, Sold out');
  await expect(mainImage(shopper)).toHaveAttribute('src', new RegExp(encodeURIComponent(black)));

  // A shared link's preview is the main photo as a JPEG.
  const og = await shopper.locator('meta[property="og:image"]').getAttribute('content');
  expect(og).toMatch(/\.preview\.jpg$/);
  const preview = await shopper.request.get(new URL(og!).pathname);
  expect([preview.status(), preview.headers()['content-type']]).toEqual([200, 'image/jpeg']);

  // She buys the last one, in Rose, size S; her order shows it in Rose.
  await choose(shopper, 'Rose');
  await choose(shopper, 'S');
  await expect(shopper.getByText('Only 1 left')).toBeVisible();
  await expect(mainImage(shopper)).toHaveAttribute('src', new RegExp(encodeURIComponent(rose)));
  const pick = { size: { id: 0 }, color: { id: 0 } };
  const product = await (await shopper.request.get(`/api/shop?slug=${slug}`)).json();
  for (const group of product.attribute as { name: string; value: { id: number; title: string }[] }[]) {
    if (group.name === 'Size') pick.size.id = group.value.find((v) => v.title === 'S')!.id;
    if (group.name === 'Color') pick.color.id = group.value.find((v) => v.title === 'Rose')!.id;
  }
  expect((await requestOrder(shopper, [{ id, count: 1, attribute_pick: pick }])).status()).toBe(201);
  const orders = await (await shopper.request.get('/api/public/order-list')).json();
  expect(orders.orders.data[0].order_items[0]).toMatchObject({ title_en: title, image: rose });

  // Then S in Rose is sold out, and so is the product: nothing else was in stock.
  await shopper.reload();
  await choose(shopper, 'Rose, Sold out');
  await expect(shopper.getByRole('button', { name: 'S, Sold out' })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
});

test('the owner adds a coupon: a refused value says why beside it, then the list shows the coupon', async ({
  page,
}, testInfo) => {
  const code = `JOURNEY-${testInfo.project.name}-${Date.now().toString(36)}`.toUpperCase();
  await page.goto('/admin/coupons/new');
  await signInToBackOffice(page);
  await page.getByLabel('Code').fill(code.toLowerCase());
  await page.getByLabel('Value').fill('150');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByText('A percent off is at most 100')).toBeVisible();
  await expect(page.getByLabel('Value')).toBeFocused();
  await expect(page.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
  await page.getByLabel('Value').fill('15');
  await page.getByLabel('Cap').fill('300');
  await page.getByLabel('Total uses').fill('50');
  await page.getByRole('button', { name: 'Add coupon' }).click();
  await expect(page.getByRole('heading', { name: code, level: 1 })).toBeVisible();
  await expect(page.getByText('Used in 0 orders')).toBeVisible();
  await page.goto('/admin/coupons');
  await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('15% (at most BDT 300)');
  await expect(page.getByTestId('coupon-row').filter({ hasText: code })).toContainText('0 of 50');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
});
