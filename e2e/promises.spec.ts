import { expectAccessible } from './axe';
import { expect, test } from './fixtures';

/** The seed's thong sold three at least, of up to nine (lib/server/seed/data/products.ts): "Minimum 3". */
const THONG = { slug: 'stretch-lace-one-size-thong', title: 'Stretch Lace One-Size Thong' };

test('a product sold three at least says so on its card and page, and the toast says 3 went in', async ({ page }) => {
  await page.goto(`/shop?search=${encodeURIComponent(THONG.title)}`);
  const card = page.getByTestId('product-card').filter({ hasText: THONG.title }).first();
  await expect(card.getByText('Minimum 3', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: `Black, ${THONG.title}` }).click();
  await card.getByRole('button', { name: `Add ${THONG.title} to cart` }).click();
  await expect(page.getByText('3 Qty added to cart', { exact: true })).toBeVisible();
  await expect(card.getByLabel('Quantity', { exact: true })).toHaveText('3');
  await expectAccessible(page);

  await page.goto(`/product/${THONG.slug}`);
  await expect(page.getByRole('main').getByText('Minimum 3', { exact: true })).toBeVisible();
  await expectAccessible(page);
});

test('the colour filter shows each product in that colour, and so does a search for the colour', async ({ page, request }) => {
  const { colors } = await (await request.get('/api/shop/attributes')).json();
  const black = colors.find((c: { title: string }) => c.title === 'Black');
  type Card = { title_en: string; image: string };
  const byColour: Card[] = (
    await (await request.get(`/api/shop?filter=${encodeURIComponent(JSON.stringify({ colors: [black.id] }))}`)).json()
  ).data;
  const plain: Card[] = (await (await request.get('/api/shop')).json()).data;
  // A product whose main picture is in another colour: its card changes picture under the filter.
  const changed = byColour.find((p) => plain.some((q) => q.title_en === p.title_en && q.image !== p.image));
  expect(changed).toBeDefined();

  await page.goto(`/shop?colors=${black.id}`);
  const picture = (title: string) =>
    page.getByTestId('product-card').filter({ hasText: title }).first().locator(`img[alt="${title}"]`);
  await expect(picture(changed!.title_en)).toHaveAttribute('src', new RegExp(encodeURIComponent(changed!.image)));
  await expectAccessible(page);

  const searched: Card[] = (await (await request.get('/api/shop?search=black')).json()).data;
  await page.goto('/shop?search=black');
  await expect(picture(searched[0].title_en)).toHaveAttribute('src', new RegExp(encodeURIComponent(searched[0].image)));
});

test('the 404 page offers a search, popular collections and a way home', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(main.getByText('Sorry, the page you are looking for could not be found.')).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Popular collections' })).toBeVisible();
  await expect(main.getByRole('list').getByRole('link')).toHaveCount(4);
  await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  await main.getByRole('searchbox', { name: 'Search the shop' }).fill('lace');
  await main.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/shop\?search=lace$/);
  await expect(page.getByTestId('product-card').first()).toBeVisible({ timeout: 15_000 });

  // An unknown product is the shop's own 404, with the same offers.
  expect((await page.goto('/product/no-such-product'))?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Popular collections' })).toBeVisible();
  await main.getByRole('list').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/shop\?category=/);
});
