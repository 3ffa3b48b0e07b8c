import { expect, test, type Page } from './fixtures';

type ApiProduct = {
  slug: string;
  title_en: string;
  price: number;
  min: number | null;
  max: number | null;
  spacial_price: { days: number; offer: boolean; price: number } | null;
  attribute: { name: string; value: { id: number; title: string }[] }[];
};

const effective = (p: ApiProduct) => (p.spacial_price?.offer && p.spacial_price.days > -1 ? p.spacial_price.price : p.price);
const bdt = (n: number) => `BDT ${new Intl.NumberFormat('en-BD').format(n)}`;

/** Products from the API that fit a journey: one with size and colour and a max, one with neither. */
async function pickProducts(page: Page) {
  const all: ApiProduct[] = [];
  for (let p = 1; p <= 7; p++) all.push(...(await (await page.request.get(`/api/shop?page=${p}`)).json()).data);
  const dressed = all.find((p) => p.attribute.length === 2 && p.max && (p.min ?? 1) <= 1)!;
  const plain = all.find((p) => p.attribute.length === 0 && !p.min && !p.max)!;
  return { dressed, plain };
}

const line = (page: Page, title: string) => page.getByTestId('cart-line').filter({ hasText: title });

test('a shopper fills the cart, meets its limits, removes a line and finds it again after a reload', async ({ page }) => {
  const { dressed, plain } = await pickProducts(page);

  // A product with sizes and colours needs both chosen before it goes in. The page opens on its first colour in
  // stock (e2e/product-pick.spec.ts: the missing colour), so Add to cart asks for the size.
  await page.goto(`/product/${dressed.slug}`);
  const add = page.getByRole('button', { name: 'Add to cart' });
  const color = dressed.attribute.find((g) => g.name === 'Color')!.value[0];
  const size = dressed.attribute.find((g) => g.name === 'Size')!.value[0];
  await expect(page.getByRole('button', { name: color.title, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await add.click();
  await expect(page.getByText('Select a size')).toBeVisible();
  await page.getByRole('button', { name: size.title, exact: true }).click();
  await add.click();
  await expect(page.getByText('Added to cart')).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  await page.goto(`/product/${plain.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');

  await page.getByRole('link', { name: /^Cart/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  const dressedLine = line(page, dressed.title_en);
  await expect(dressedLine).toContainText(`Size: ${size.title}`);

  // Up to the product's max, then the spec's message.
  const more = dressedLine.getByRole('button', { name: `One more ${dressed.title_en}` });
  for (let n = 1; n < dressed.max!; n++) await more.click();
  await expect(dressedLine.getByLabel('Quantity', { exact: true })).toHaveText(String(dressed.max));
  await more.click();
  await expect(page.getByText(`You can't add more than ${dressed.max}`)).toBeVisible();
  await expect(dressedLine.getByTestId('line-total')).toHaveText(bdt(effective(dressed) * dressed.max!));
  await expect(page.getByTestId('subtotal')).toHaveText(bdt(effective(dressed) * dressed.max! + effective(plain)));

  // One less of a single item removes the line.
  await line(page, plain.title_en)
    .getByRole('button', { name: `One less ${plain.title_en}` })
    .click();
  await expect(line(page, plain.title_en)).toHaveCount(0);
  await expect(page.getByTestId('cart-badge')).toHaveText('1');

  // The cart lives in localStorage under storeStates and comes back on reload.
  const stored = await page.evaluate(() => localStorage.getItem('storeStates'));
  expect(JSON.parse(JSON.parse(stored!).cart).lines[0]).toMatchObject({ slug: dressed.slug, count: dressed.max });
  await page.reload();
  await expect(line(page, dressed.title_en).getByLabel('Quantity', { exact: true })).toHaveText(String(dressed.max));
  await expect(page.getByTestId('subtotal')).toHaveText(bdt(effective(dressed) * dressed.max!));

  await line(page, dressed.title_en)
    .getByRole('button', { name: `Remove ${dressed.title_en}` })
    .click();
  await expect(page.getByText('No item in your cart')).toBeVisible();
  await expect(page.getByText('Back to shop page then add to the cart any item.')).toBeVisible();
});

test('a visitor is asked to sign in before a promo code is checked', async ({ page }) => {
  const { plain } = await pickProducts(page);
  await page.goto(`/product/${plain.slug}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.goto('/cart');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Coupon code must be filled out')).toBeVisible();
  await page.getByLabel('Promo code').fill('WELCOME15');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('Signin your account please!')).toBeVisible();
});

test('on a busy phone, what she adds at once joins the saved cart and is kept', async ({ page }) => {
  const plain = (await (await page.request.get('/api/shop?page=1')).json()).data.filter(
    (p: ApiProduct) => p.attribute.length === 0 && !p.min,
  ) as ApiProduct[];
  // The product pages' browser is never idle: only her own tap has the saved state read back.
  await page.addInitScript(() => {
    if (location.pathname.startsWith('/product/')) window.requestIdleCallback = () => 0;
  });
  for (const product of plain.slice(0, 2)) {
    await page.goto(`/product/${product.slug}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
  }
  // The first was saved before the next page opened; the second joined it instead of being replaced by it.
  await page.goto('/cart');
  for (const product of plain.slice(0, 2)) await expect(line(page, product.title_en)).toBeVisible();
});

test('a corrupt saved state is dropped instead of breaking the shop', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'storeStates',
      JSON.stringify({ cart: '{"lines":"broken"}', _persist: '{"version":1,"rehydrated":true}' }),
    ),
  );
  await page.goto('/cart');
  await expect(page.getByText('No item in your cart')).toBeVisible();
});

test('the cart page shows its likelier state before the shop’s script has run', async ({ browser }) => {
  // Without a saved cart: the empty cart is in the first paint.
  const visitor = await browser.newPage();
  await visitor.route('**/_next/static/**/*.js', (route) => route.abort());
  await visitor.goto('/cart');
  await expect(visitor.getByText('No item in your cart')).toBeVisible();
  await expect(visitor.getByRole('status')).toBeHidden();
  // With saved lines: room for them, and never the empty cart.
  const shopper = await browser.newPage();
  await shopper.addInitScript(() =>
    localStorage.setItem(
      'storeStates',
      JSON.stringify({ cart: '{"lines":[{"id":1,"count":1}]}', _persist: '{"version":1,"rehydrated":true}' }),
    ),
  );
  await shopper.route('**/_next/static/**/*.js', (route) => route.abort());
  await shopper.goto('/cart');
  await expect(shopper.getByRole('status')).toHaveText('Loading your cart');
  await expect(shopper.getByText('No item in your cart')).toBeHidden();
  await Promise.all([visitor.close(), shopper.close()]);
});
