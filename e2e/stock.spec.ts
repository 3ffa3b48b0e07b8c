import { expect, test, type Page } from '@playwright/test';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { allProducts, signedInShopper, type ApiProduct } from './shopper';

test.describe.configure({ timeout: 60_000 });

const values = (product: ApiProduct, name: string) => product.attribute.find((g) => g.name === name)!.value;

/** Picks a colour or size on a product page, once React answers clicks (it hydrates after the first paint). */
async function choose(page: Page, name: string) {
  const button = page.getByRole('button', { name, exact: true });
  await expect(async () => {
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true', { timeout: 500 });
  }).toPass();
}

test('staff set the last piece of a size; a shopper buys it and the size then shows Sold out', async ({
  page,
  browser,
}, testInfo) => {
  // A product with sizes and colours that other journeys leave alone: one per screen width, as they run at once.
  const candidates = (await allProducts(page)).filter(
    (p) => p.attribute.length === 2 && values(p, 'Size').length > 1 && !p.min && !p.max,
  );
  const product = candidates.at(testInfo.project.name === 'mobile' ? -1 : -2)!;
  const [size, color] = [values(product, 'Size')[1], values(product, 'Color')[1]];

  await page.goto('/admin/products');
  await signInToBackOffice(page);
  await page.getByLabel('Search').fill(product.title_en);
  await page.getByRole('button', { name: 'Filter' }).click();
  await page.getByRole('link', { name: product.title_en, exact: true }).click();
  await expect(page.getByRole('heading', { name: product.title_en, level: 1 })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByLabel(`${size.title} / ${color.title}`, { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(page.getByText('Stock saved')).toBeVisible();
  await expect(page.getByText(`Stock: ${size.title} / ${color.title} 10000 → 1`)).toBeVisible();

  // The shopper sees the last piece at once, and buys it.
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  await shopper.goto(`/product/${product.slug}`);
  await choose(shopper, color.title);
  await choose(shopper, size.title);
  await expect(shopper.getByText('Only 1 left')).toBeVisible();
  const order = (count: number) =>
    shopper.request.post('/api/public/create-order', {
      data: {
        contact: '01712345678',
        country: 'Bangladesh',
        full_name: 'Nusrat Jahan',
        address: 'House 7, Road 2, Gulshan',
        city: 'Dhaka',
        method: 'COD',
        cart_item: [{ id: product.id, count, attribute_pick: { size: { id: size.id }, color: { id: color.id } } }],
        order_key: `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      },
    });
  expect((await order(1)).status()).toBe(201);

  // Then that size in that colour is sold out: marked, named so to a screen reader, and not for sale.
  await shopper.reload();
  await choose(shopper, color.title);
  const soldOut = shopper.getByRole('button', { name: `${size.title}, Sold out` });
  await expect(soldOut).toBeDisabled();
  const again = await order(1);
  expect([again.status(), (await again.json()).msg]).toEqual([
    409,
    `${product.title_en} (size ${size.title}, ${color.title}) is sold out. Remove it from your cart to order the rest.`,
  ]);

  // The back office lists it under low stock.
  await page.goto(`/admin/products?low=1&q=${encodeURIComponent(product.title_en)}`);
  await expect(page.getByTestId('product-row')).toContainText('a size sold out');
});
