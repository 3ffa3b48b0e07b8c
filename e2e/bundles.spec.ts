import { expectAccessible } from './axe';
import { expect, test } from './fixtures';
import { bdt, signedInShopper, type ApiProduct } from './shopper';

const SET = { slug: 'cherie-lace-set', title: 'Cherie Lace Set', price: 2790 };
const PIECES = ['cherie-lace-balconette-bra', 'cherie-lace-brief'];

test('the home’s bundle entry leads to a bundle, bought as one line with a size and colour per piece', async ({ page }) => {
  const pieces: ApiProduct[] = await Promise.all(
    PIECES.map(async (slug) => (await page.request.get(`/api/shop?slug=${slug}`)).json()),
  );
  const first = (p: ApiProduct, name: string) => p.attribute.find((g) => g.name === name)!.value[0];
  await signedInShopper(page);

  await page.goto('/');
  const offers = page.locator('section', { has: page.getByRole('heading', { name: 'Bundle Offers.' }) });
  await expect(offers.getByRole('link', { name: 'Shop Bundles' })).toHaveAttribute('href', '/bundles');
  await offers.getByRole('link', { name: SET.title }).click();
  await expect(page).toHaveURL(new RegExp(`/bundles/${SET.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: SET.title })).toBeVisible();
  await expect(page.getByTestId('bundle-price')).toHaveText(bdt(SET.price));
  await expectAccessible(page);

  // Without a colour for the bra the set stays out of the cart, and the toast names the piece.
  await page.getByRole('button', { name: 'Add set to cart' }).click();
  await expect(page.getByText(`${pieces[0].title_en}: Select a Color`)).toBeVisible();
  const rows = page.getByTestId('bundle-piece');
  for (const [index, piece] of pieces.entries()) {
    await rows
      .nth(index)
      .getByLabel('Colour')
      .selectOption(String(first(piece, 'Color').id));
    await rows
      .nth(index)
      .getByLabel('Size')
      .selectOption(String(first(piece, 'Size').id));
  }
  await page.getByRole('button', { name: 'Add set to cart' }).click();
  await expect(page.getByText('Added to cart')).toBeVisible();

  await page.goto('/cart');
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByRole('link', { name: SET.title })).toHaveAttribute('href', `/bundles/${SET.slug}`);
  const named = (p: ApiProduct) => `${p.title_en} (size ${first(p, 'Size').title}, ${first(p, 'Color').title})`;
  for (const piece of pieces) await expect(line.getByRole('list', { name: 'Pieces of the set' })).toContainText(named(piece));
  await expect(page.getByTestId('line-total')).toHaveText(bdt(SET.price));

  await page.getByRole('link', { name: 'Checkout' }).click();
  await page.getByLabel('Contact').fill('01712345678');
  await page.getByLabel('Country/Region').selectOption('Bangladesh');
  await page.getByLabel('Address').fill('House 12, Road 5, Dhanmondi');
  await page.getByLabel('City').selectOption('Dhaka');
  await page.getByRole('button', { name: 'Complete Order' }).click();

  await expect(page).toHaveURL(/\/checkout\/confirmation\?orderid=LI\d{8}$/);
  const card = page.getByRole('region', { name: 'Your order has been placed!' });
  const items = card.getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: SET.title }).first();
  await expect(items.getByRole('link', { name: SET.title })).toHaveAttribute('href', `/bundles/${SET.slug}`);
  for (const piece of pieces) await expect(items).toContainText(named(piece));
  await expect(card).toContainText(`Subtotal (1 item)${bdt(SET.price)}`);
});
