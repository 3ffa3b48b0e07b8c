import { expect, test } from '@playwright/test';

type ApiProduct = {
  title_en: string;
  max: number | null;
  min: number | null;
  attribute: { name: string; value: { id: number; title: string }[] }[];
};

test('a product card asks for colour and size, adds, then steps its quantity and fills its heart', async ({ page }) => {
  const bestsellers: ApiProduct[] = (await (await page.request.get('/api/shop?limit=20')).json()).data;
  const product = bestsellers.find((p) => p.attribute.length === 2 && !p.min)!;
  const color = product.attribute.find((g) => g.name === 'Color')!.value[0];
  const size = product.attribute.find((g) => g.name === 'Size')!.value[0];

  // The listing filtered to this product by its title: one card, nothing moving.
  await page.goto(`/shop?search=${encodeURIComponent(product.title_en)}`);
  const card = page.getByTestId('product-card').filter({ hasText: product.title_en }).first();
  const add = card.getByRole('button', { name: `Add ${product.title_en} to cart` });
  await add.click();
  await expect(page.getByText('Select Color & Size')).toBeVisible();
  await card.getByRole('button', { name: `Size ${size.title}, ${product.title_en}` }).click();
  await add.click();
  await expect(page.getByText('Color must be selected')).toBeVisible();
  await card.getByRole('button', { name: `${color.title}, ${product.title_en}` }).click();
  await add.click();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // Once in the cart the card shows the line's quantity.
  await card.getByRole('button', { name: `One more ${product.title_en}` }).click();
  await expect(card.getByLabel('Quantity', { exact: true })).toHaveText('2');
  await card.getByRole('button', { name: `One less ${product.title_en}` }).click();
  await card.getByRole('button', { name: `One less ${product.title_en}` }).click();
  await expect(page.getByText('Item has been removed')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  const heart = card.getByRole('button', { name: `Add ${product.title_en} to wishlist` });
  await heart.click();
  await expect(page.getByText('Added to wishlist')).toBeVisible();
  await expect(card.getByRole('button', { name: `${product.title_en} is in your wishlist` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
});
