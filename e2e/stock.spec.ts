import { expect, hydrated, test } from './fixtures';
import { anotherBrowser, signInToBackOffice } from './back-office';
import { allProducts, choose, requestOrder, signedInShopper, type ApiProduct } from './shopper';

test.describe.configure({ timeout: 60_000 });

const values = (product: ApiProduct, name: string) => product.attribute.find((g) => g.name === name)!.value;

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
  // A link followed in a page loaded by the filter's form is a page load of its own: its form answers once hydrated.
  await hydrated(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.getByLabel(`${size.title} / ${color.title}`, { exact: true }).fill('1');
  await page.getByRole('button', { name: 'Save stock' }).click();
  await expect(page.getByText('Stock saved')).toBeVisible();
  await expect(page.getByText(`Stock: ${size.title} / ${color.title} 10000 → 1`)).toBeVisible();
  // The listing's answers, which the app keeps (lib/server/catalog/listing-cache.ts) since the journey first read them,
  // say so at once.
  const piecesListed = async () => (await allProducts(page)).find((p) => p.id === product.id)!.stock[`${size.id}-${color.id}`];
  expect(await piecesListed()).toBe(1);

  // The shopper sees the last piece at once, and buys it.
  const shopper = await anotherBrowser(browser);
  await signedInShopper(shopper);
  await shopper.goto(`/product/${product.slug}`);
  await choose(shopper, color.title);
  await choose(shopper, size.title);
  await expect(shopper.getByText('Only 1 left')).toBeVisible();
  const order = (count: number) =>
    requestOrder(shopper, [{ id: product.id, count, attribute_pick: { size: { id: size.id }, color: { id: color.id } } }]);
  await shopper.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shopper.getByText('Added to cart')).toBeVisible();
  expect((await order(1)).status()).toBe(201);
  expect(await piecesListed()).toBe(0);

  // The piece in her cart is gone meanwhile: the cart says so before checkout would.
  await shopper.goto('/cart');
  await expect(shopper.getByTestId('cart-line')).toContainText('Sold out: remove it to check out');
  await shopper.getByRole('button', { name: `Remove ${product.title_en}` }).click();
  await expect(shopper.getByText('No item in your cart')).toBeVisible();

  // Then that size in that colour is sold out: marked, named so to a screen reader, and not for sale.
  await shopper.goto(`/product/${product.slug}`);
  await choose(shopper, color.title);
  const soldOut = shopper.getByRole('button', { name: `${size.title}, Sold out` });
  // She can still pick it, to ask to hear when it is back; it cannot go in the cart.
  await soldOut.click();
  await expect(soldOut).toHaveAttribute('aria-pressed', 'true');
  await expect(shopper.getByRole('status').filter({ hasText: 'Sold out' })).toBeVisible();
  await expect(shopper.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  await expect(shopper.getByLabel('Email')).not.toHaveValue('');
  await shopper.getByRole('button', { name: 'Tell me when it is back' }).click();
  await expect(shopper.getByText('Thank you: we will e-mail you when it is back')).toBeVisible();
  const again = await order(1);
  expect([again.status(), (await again.json()).msg]).toEqual([
    409,
    `${product.title_en} (size ${size.title}, ${color.title}) is sold out. Remove it from your cart to order the rest.`,
  ]);

  // The back office lists it under low stock.
  await page.goto(`/admin/products?low=1&q=${encodeURIComponent(product.title_en)}`);
  await expect(page.getByTestId('product-row')).toContainText('a size sold out');
});
