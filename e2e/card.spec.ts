import { expect, test } from './fixtures';

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

test('cards in a listing line up part by part, whatever wraps in one of them', async ({ page }) => {
  await page.goto('/shop');
  await expect(page.getByTestId('product-card')).toHaveCount(12);
  // Per card: where its title, price, first colour, first size and action start, and how tall its sizes are.
  const cards = await page.getByTestId('product-card').evaluateAll((articles) =>
    articles.map((card) => {
      const top = (element: Element | null | undefined) => element?.getBoundingClientRect().top ?? null;
      const group = (legend: string) =>
        [...card.querySelectorAll('fieldset')].find((f) => f.querySelector('legend')?.textContent?.startsWith(legend));
      const sizes = group('Size')?.querySelectorAll('button') ?? [];
      return {
        row: Math.round(card.getBoundingClientRect().top),
        title: top(card.querySelector('h3')),
        price: top(card.querySelector('h3 + p')),
        color: top(group('Colour')?.querySelector('button')),
        size: top(sizes[0]),
        sizeLines: new Set([...sizes].map((size) => Math.round(size.getBoundingClientRect().top))).size,
        action: top(card.querySelector('button[aria-label$=" to cart"]')),
        titleHeight: card.querySelector('h3')!.getBoundingClientRect().height,
      };
    }),
  );
  const rows = new Map<number, typeof cards>();
  for (const card of cards) rows.set(card.row, [...(rows.get(card.row) ?? []), card]);
  let uneven = 0;
  for (const row of rows.values()) {
    if (row.length < 2) continue;
    for (const part of ['title', 'price', 'color', 'size', 'action'] as const) {
      const tops = row.map((card) => card[part]).filter((top) => top !== null);
      expect(Math.max(...tops) - Math.min(...tops), `${part} in the row at ${row[0].row}`).toBeLessThan(1);
    }
    const differs = (key: 'sizeLines' | 'titleHeight') => new Set(row.map((card) => card[key])).size > 1;
    if (differs('sizeLines') || differs('titleHeight')) uneven += 1;
  }
  // Rows where one card's sizes or title take more lines than its neighbour's: what could misalign them.
  expect(uneven).toBeGreaterThan(0);

  // Alone in home's carousel (no grid to share rows with), a card's Add to cart sits at its foot, level with the
  // others' whatever each card holds above it (one product there has no sizes).
  await page.goto('/');
  const slides = page.locator('.swiper-slide').filter({ has: page.getByTestId('product-card') });
  await expect(slides.first()).toBeVisible();
  const feet = await slides.evaluateAll((all) =>
    all
      .filter((slide) => slide.getBoundingClientRect().right <= window.innerWidth)
      .map((slide) => {
        const button = slide.querySelector('button[aria-label$=" to cart"]')!.getBoundingClientRect();
        return Math.round(slide.getBoundingClientRect().bottom - button.bottom);
      }),
  );
  expect(feet.length).toBeGreaterThan(0);
  expect(new Set(feet)).toEqual(new Set([0]));
});
