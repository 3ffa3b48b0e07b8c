import sharp from 'sharp';
import { expectAccessible } from './axe';
import { anotherBrowser, signInToBackOffice, stockAndPublish } from './back-office';
import { expect, test, type Page } from './fixtures';
import { choose, JOURNEY_PRODUCT, requestOrder, signedInShopper } from './shopper';

test.describe.configure({ timeout: 90_000 });

/** The listing's filters: a sidebar on wide screens, behind the 'Filter' button on narrow ones. */
async function filters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filter', exact: true });
  if ((await toggle.isVisible()) && (await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  return page.getByRole('complementary', { name: 'Filters' });
}

test('the owner sells a bra in 36C and stocks it; a shopper finds it by "36C" and by the size filter, and orders it', async ({
  page,
  browser,
}, testInfo) => {
  const title = `${JOURNEY_PRODUCT} Mira Balconette ${testInfo.project.name} ${Date.now().toString(36)}`;

  // The owner's attributes: sizes by group, colours, styles.
  await page.goto('/admin/attributes');
  await signInToBackOffice(page);
  await expect(page.getByRole('heading', { name: 'Band and cup', level: 3 })).toBeVisible();
  await expect(page.getByLabel('Title of 36C')).toHaveValue('36C');
  await expectAccessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // She adds the bra in band-and-cup sizes: 36C in Rose.
  await page.goto('/admin/products/new');
  await page.getByLabel('Title').fill(title);
  const slug = await page.getByLabel('Slug').inputValue();
  await page.getByLabel('Price', { exact: true }).fill('2350');
  await page.getByLabel('Size group').selectOption({ label: 'Band and cup' });
  const sizes = page.getByRole('group', { name: 'Sizes' });
  await expect(sizes.getByLabel('M', { exact: true })).toHaveCount(0);
  await sizes.getByLabel('36C', { exact: true }).check();
  await page.getByRole('group', { name: 'Colours' }).getByLabel('Rose', { exact: true }).check();
  await page.getByRole('button', { name: 'Add product' }).click();
  // The new product opens its own page: slower when the machine is busy.
  await expect(page).toHaveURL(/\/admin\/products\/\d+$/, { timeout: 15_000 });
  const id = Number(new URL(page.url()).pathname.split('/').pop());

  // A photo, three pieces of 36C in Rose, and on the shop.
  const rose = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#b5536b' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel('Images').setInputFiles({ name: 'rose.jpg', mimeType: 'image/jpeg', buffer: rose });
  await expect(page.getByRole('list', { name: 'Photos, the first is the main image' }).getByRole('listitem')).toHaveCount(1);
  await stockAndPublish(page, '36C / Rose', 3);

  // A shopper searches "36C": the newest bra in that size comes first.
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  await shopper.goto('/shop?search=36C');
  await expect(shopper.getByRole('link', { name: title, exact: true })).toBeVisible();

  // The size filter names it under Band and cup.
  await shopper.goto('/shop');
  const panel = await filters(shopper);
  const bandCup = panel.getByRole('group', { name: 'Band and cup' });
  await expect(panel.getByRole('group', { name: 'Letter' }).getByRole('checkbox', { name: 'M', exact: true })).toBeVisible();
  await bandCup.getByRole('checkbox', { name: '36C', exact: true }).check();
  await expect(shopper).toHaveURL(/[?&]sizes=\d+/);
  // On a phone the drawer covers the results: "Show N results" closes it.
  const show = shopper.getByRole('button', { name: /^Show \d+ results$/ });
  if (await show.isVisible()) await show.click();
  await expect(shopper.getByRole('link', { name: title, exact: true })).toBeVisible();

  // She picks 36C on its page and orders it.
  await shopper.goto(`/product/${slug}`);
  await choose(shopper, 'Rose');
  await choose(shopper, '36C');
  await expect(shopper.getByText('Only 3 left')).toBeVisible();
  const product = await (await shopper.request.get(`/api/shop?slug=${slug}`)).json();
  const value = (name: string, title: string) =>
    (product.attribute as { name: string; value: { id: number; title: string }[] }[])
      .find((group) => group.name === name)!
      .value.find((v) => v.title === title)!;
  const pick = { size: value('Size', '36C'), color: value('Color', 'Rose') };
  const placed = await requestOrder(shopper, [{ id, count: 1, attribute_pick: pick }]);
  expect(placed.status()).toBe(201);
  const orderNo = (await placed.json()).orderid as string;
  await shopper.goto('/user/my-order');
  const order = shopper.locator(`[data-order="${orderNo}"]`);
  await expect(order).toContainText(title);
  await expect(order).toContainText('Size: 36C');
});
