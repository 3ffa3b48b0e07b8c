import { expectAccessible } from './axe';
import { expect, test, type Page } from './fixtures';
import { allProducts, choose, type ApiProduct } from './shopper';

type Value = { id: number; title: string };
const values = (p: ApiProduct, name: 'Size' | 'Color'): Value[] => p.attribute.find((g) => g.name === name)?.value ?? [];
/** Pieces left of a size or colour, summed over the other choice. */
const left = (p: ApiProduct, { size, color }: { size?: Value; color?: Value }) =>
  Object.entries(p.stock)
    .filter(([key]) => {
      const [s, c] = key.split('-').map(Number);
      return (!size || size.id === s) && (!color || color.id === c);
    })
    .reduce((sum, [, n]) => sum + n, 0);
const firstInStock = (p: ApiProduct) => values(p, 'Color').find((color) => left(p, { color }) > 0);
/** A product with sizes and colours, in stock, without a minimum. */
const dressed = (p: ApiProduct) => values(p, 'Size').length > 0 && firstInStock(p) !== undefined && !p.min;

/** Down the page until the phone's bar shows its Add to cart. */
async function scrollToBar(page: Page) {
  await page.getByRole('heading', { name: 'Measurements' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 900);
  await expect(page.getByRole('button', { name: 'Add to cart' })).toHaveCount(2);
}

test('the product page opens on the first colour in stock', async ({ page }) => {
  const products = (await allProducts(page)).filter(dressed);
  // Best a product whose first colour is sold out: the page passes it by.
  const product = products.find((p) => left(p, { color: values(p, 'Color')[0] }) === 0) ?? products[0];
  const color = firstInStock(product)!;
  await page.goto(`/product/${product.slug}`);
  const colours = page.getByRole('group', { name: /^Colour/ });
  await expect(colours.locator('legend')).toHaveText(`Colour: ${color.title}`);
  await expect(colours.getByRole('button', { name: color.title, exact: true })).toHaveAttribute('aria-pressed', 'true');
  // The size is hers to choose: Add to cart asks for it with the spec's words.
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByText('Select a size')).toBeVisible();
});

test.describe('on a phone', () => {
  test.beforeEach(({}, testInfo) => {
    test.skip(testInfo.project.name === 'desktop', 'the bar shows below 992 px only');
  });

  test('the bar takes her up to the missing size, marks it and says what to choose', async ({ page }) => {
    const product = (await allProducts(page)).find(dressed)!;
    await page.goto(`/product/${product.slug}`);
    await scrollToBar(page);
    await page.getByRole('button', { name: 'Add to cart' }).last().click();
    await expect(page.getByText('Select a size')).toBeVisible();
    const sizes = page.getByRole('group', { name: 'Size', exact: true });
    await expect(sizes).toBeInViewport();
    await expect(sizes).toHaveAccessibleDescription('Choose a size to add it to your cart.');
    await expect(sizes.getByRole('button').first()).toBeFocused();
    await expectAccessible(page);
    await choose(page, values(product, 'Size').find((size) => left(product, { size, color: firstInStock(product) }) > 0)!.title);
    await expect(sizes).not.toHaveAttribute('aria-describedby');
    await expect(page.getByText('Choose a size to add it to your cart.')).toHaveCount(0);
  });

  test('a size chosen on a card, the bar takes her up to the missing colour', async ({ page }) => {
    const product = (await allProducts(page)).find(dressed)!;
    const size = values(product, 'Size')[0];
    await page.goto(`/shop?search=${encodeURIComponent(product.title_en)}`);
    const card = page.getByTestId('product-card').filter({ hasText: product.title_en }).first();
    await card.getByRole('button', { name: `Size ${size.title}, ${product.title_en}` }).click();
    await card.getByRole('link', { name: product.title_en }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.title_en);
    // Her size came with her, and no colour is chosen for her over it.
    const colours = page.getByRole('group', { name: /^Colour/ });
    await expect(colours.locator('legend')).toHaveText('Colour');
    await scrollToBar(page);
    await page.getByRole('button', { name: 'Add to cart' }).last().click();
    await expect(page.getByText('Select a Color')).toBeVisible();
    await expect(colours).toBeInViewport();
    await expect(colours).toHaveAccessibleDescription('Choose a colour to add it to your cart.');
    await expect(colours.getByRole('button').first()).toBeFocused();
  });
});

test('the size finder picks 34B', async ({ page }) => {
  const bra = (await allProducts(page)).find((p) => {
    const size = values(p, 'Size').find((s) => s.title === '34B');
    return size && left(p, { size, color: firstInStock(p) }) > 0;
  })!;
  await page.goto(`/product/${bra.slug}`);
  await page.getByRole('button', { name: 'Find your size' }).click();
  const finder = page.getByRole('form', { name: 'Size finder' });
  await finder.getByLabel('Underbust (cm)').fill('75');
  await finder.getByLabel('Bust (cm)', { exact: true }).fill('90');
  await finder.getByRole('button', { name: 'Show my size' }).click();
  await expect(finder.getByRole('status')).toHaveText('Your size: 34B We have chosen it for you.');
  await expect(page.getByRole('button', { name: '34B', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page);
});
